/** Keeps the header's cart count on the cart page in step with the cart store. */

import { HEADER_CART_COUNT_ATTRIBUTE } from './constants';

/**
 * The part of `wp.data` (or any `@wordpress/data` registry) the count reads:
 * the cart store's item count once its cart is loaded.
 *
 * @example
 * const data: CartCountSource = window.wp.data;
 */
export interface CartCountSource {
	select( store: 'wc/store/cart' ):
		| {
				getCartData(): { itemsCount: number };
				hasFinishedResolution( selector: 'getCartData' ): boolean;
		  }
		| undefined;
	subscribe( listener: () => void ): () => void;
}

/**
 * Writes the cart store's item count into every element of `root` marked
 * with `HEADER_CART_COUNT_ATTRIBUTE` whenever it changes: the Cart block
 * keeps its cart in `wc/store/cart` and tells no one else,
 * so the theme reads it there, as a WordPress theme's script does through
 * `wp.data`. Nothing is written before the store has its cart (the server
 * printed the right count), nor while it is not registered yet. Returns a
 * function that stops following.
 *
 * @example
 * followHeaderCartCount( window.wp.data );
 */
export function followHeaderCartCount(
	data: CartCountSource,
	root: ParentNode = document
): () => void {
	let shown: number | undefined;
	return data.subscribe( () => {
		const cart = data.select( 'wc/store/cart' );
		if ( ! cart?.hasFinishedResolution( 'getCartData' ) ) {
			return;
		}
		const count = cart.getCartData().itemsCount;
		if ( count !== shown ) {
			shown = count;
			root.querySelectorAll( `[${ HEADER_CART_COUNT_ATTRIBUTE }]` ).forEach( ( element ) => {
				element.textContent = String( count );
			} );
		}
	} );
}
