/**
 * Announces the cart on this page. Other tabs hear of it through the
 * `storage` event of the cart `@cesta/api` caches after every cart response
 * (see `subscribe.ts`), so nothing is sent to them here.
 */
import { isCartResponse } from '@cesta/api';
import type { CartResponse } from '@cesta/types';

import {
	CART_CHANGED_EVENT,
	WC_ADDED_TO_CART_EVENT,
	WC_REMOVED_FROM_CART_EVENT,
} from './constants';
import type { CartChange, CartNews } from './types';

let latest: CartResponse | null = null;

/**
 * The cart of the newest news this page published, or `null`.
 *
 * @example
 * getPublishedCart()?.items_count;
 */
export function getPublishedCart(): CartResponse | null {
	return latest;
}

/**
 * Forgets the published cart (tests, and a client reset).
 *
 * @example
 * forgetPublishedCart();
 */
export function forgetPublishedCart(): void {
	latest = null;
}

const WOOCOMMERCE_EVENT: Partial< Record< CartChange, string > > = {
	added: WC_ADDED_TO_CART_EVENT,
	removed: WC_REMOVED_FROM_CART_EVENT,
};

/**
 * Tells every script on the page the cart after a change: dispatches
 * {@link CART_CHANGED_EVENT} with the cart, and WooCommerce's
 * `wc-blocks_added_to_cart` / `wc-blocks_removed_from_cart` with
 * `preserveCartData: true` (the cart is known, nobody needs to fetch it).
 * A value that is not a cart is ignored.
 *
 * @example
 * const { response } = await addCartItem( { id: 17, quantity: 1 } );
 * publishCart( response, 'added' );
 */
export function publishCart( cart: CartResponse, change: CartChange = 'updated' ): void {
	if ( ! isCartResponse( cart ) || typeof document === 'undefined' ) {
		return;
	}
	latest = cart;
	const news: CartNews = { cart, change };
	document.body.dispatchEvent( new CustomEvent( CART_CHANGED_EVENT, { detail: news } ) );
	const woocommerceEvent = WOOCOMMERCE_EVENT[ change ];
	if ( woocommerceEvent ) {
		document.body.dispatchEvent(
			new CustomEvent( woocommerceEvent, {
				bubbles: true,
				detail: { preserveCartData: true },
			} )
		);
	}
}
