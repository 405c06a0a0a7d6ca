/** What a cart change announces. */
import type { CartResponse } from '@cesta/types';

/**
 * What changed: an item was added, one was removed, or anything else
 * (quantities, coupons, another tab).
 *
 * @example
 * const change: CartChange = 'added';
 */
export type CartChange = 'added' | 'removed' | 'updated';

/**
 * News of the cart. `cart` is the cart after the change, or `null` when a
 * script that does not share it (a third-party plugin dispatching
 * WooCommerce's events) changed it: then whoever shows the cart must ask
 * the server once.
 *
 * @example
 * const news: CartNews = { cart, change: 'added' };
 */
export interface CartNews {
	cart: CartResponse | null;
	change: CartChange;
}

/**
 * Called with each piece of news.
 *
 * @example
 * const listener: CartListener = ( { cart } ) => cart && render( cart.items_count );
 */
export type CartListener = ( news: CartNews ) => void;
