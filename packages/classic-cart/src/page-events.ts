/**
 * The page events of a classic add or removal: WooCommerce's jQuery events
 * as DOM `CustomEvent`s, and WooCommerce Blocks' events for the mini-cart.
 */
import { WC_ADDED_TO_CART_EVENT, WC_REMOVED_FROM_CART_EVENT } from '@cesta/cart-events';

import { CLASSIC_EVENT, WC_ADDING_TO_CART_EVENT } from './constants';
import type { AddingToCartDetail, CartChangedDetail } from './types';

const dispatch = ( name: string, detail: unknown ) =>
	document.body.dispatchEvent( new CustomEvent( name, { bubbles: true, detail } ) );

/**
 * Dispatches `adding_to_cart` with the button and the fields about to be
 * posted, then WooCommerce Blocks' `wc-blocks_adding_to_cart` (a block
 * mini-cart starts loading its drawer on it).
 *
 * @example
 * announceAddingToCart( { button, data: { product_id: '17', quantity: '1' } } );
 */
export function announceAddingToCart( detail: AddingToCartDetail ): void {
	dispatch( CLASSIC_EVENT.addingToCart, detail );
	dispatch( WC_ADDING_TO_CART_EVENT, {} );
}

/**
 * Dispatches `wc_cart_button_updated` once a button has left its loading state.
 *
 * @example
 * announceButtonUpdated( button );
 */
export function announceButtonUpdated( button: HTMLElement ): void {
	dispatch( CLASSIC_EVENT.buttonUpdated, { button } );
}

/**
 * Tells the page the cart changed: `added_to_cart` or `removed_from_cart`
 * with the fragments, cart hash and clicked element, `wc_fragments_loaded`,
 * then WooCommerce Blocks' `wc-blocks_added_to_cart` /
 * `wc-blocks_removed_from_cart` **without** `preserveCartData`, so a
 * block mini-cart (ours listens through `@cesta/cart-events`) fetches the
 * cart once.
 *
 * @example
 * announceCartChange( 'added', { fragments, cartHash, button } );
 */
export function announceCartChange( change: 'added' | 'removed', detail: CartChangedDetail ): void {
	dispatch(
		change === 'added' ? CLASSIC_EVENT.addedToCart : CLASSIC_EVENT.removedFromCart,
		detail
	);
	dispatch( CLASSIC_EVENT.fragmentsLoaded, null );
	dispatch( change === 'added' ? WC_ADDED_TO_CART_EVENT : WC_REMOVED_FROM_CART_EVENT, {
		preserveCartData: false,
	} );
}
