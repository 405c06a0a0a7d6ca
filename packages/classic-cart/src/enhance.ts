/** enhanceClassicCart: one delegated click listener that sends classic add and remove clicks through wc-ajax. */

import { createRequestQueue } from '@cesta/cart-events';

import { addToCart } from './add-to-cart';
import { AJAX_ADD_TO_CART_SELECTOR, REMOVE_FROM_CART_SELECTOR } from './constants';
import { attachLiveRegion } from './live-region';
import { navigateTo } from './navigate';
import { readClassicCartParams } from './params';
import { removeFromCart } from './remove-from-cart';
import type { ClassicCartContext, ClassicCartOptions, ClassicCartParams } from './types';

const isPlainClick = ( event: MouseEvent ) =>
	event.button === 0 && ! event.metaKey && ! event.ctrlKey && ! event.shiftKey && ! event.altKey;

/**
 * Makes classic storefront markup inside `root` work without reloading the
 * page, as WooCommerce's `add-to-cart.js` does but without jQuery:
 * - a click on `.add_to_cart_button.ajax_add_to_cart` with a
 *   `data-product_id` posts the button's data attributes to
 *   `?wc-ajax=add_to_cart`; buttons without it, links
 *   without `ajax_add_to_cart`, and clicks with a modifier key or another
 *   mouse button stay ordinary links (`?add-to-cart={id}`);
 * - a click on `.remove_from_cart_button` posts its `data-cart_item_key` to
 *   `?wc-ajax=remove_from_cart`, and follows the link on failure;
 * - requests wait in one queue and are sent one at a time.
 *
 * Elements added later (fragments, infinite scroll) work too: the listener
 * is delegated. Call it once per page. Without parameters (neither given nor
 * printed as `wc_add_to_cart_params`) it does nothing. Returns the function
 * that stops it.
 *
 * @example
 * const stop = enhanceClassicCart( document, readClassicCartParams() ?? undefined );
 * enhanceClassicCart( listing, params, { navigate: ( url ) => visited.push( url ) } );
 */
export function enhanceClassicCart(
	root: Document | Element = document,
	params: ClassicCartParams | null = readClassicCartParams(),
	options: ClassicCartOptions = {}
): () => void {
	if ( ! params ) {
		return () => {};
	}
	const context: ClassicCartContext = {
		params,
		navigate: options.navigate ?? navigateTo,
		queue: createRequestQueue(),
		liveRegion: attachLiveRegion(),
	};
	const onClick = ( event: Event ) => {
		const target = event.target;
		if ( ! ( target instanceof Element ) || ! isPlainClick( event as MouseEvent ) ) {
			return;
		}
		const button = target.closest< HTMLElement >( AJAX_ADD_TO_CART_SELECTOR );
		if ( button && root.contains( button ) ) {
			if ( button.dataset.product_id ) {
				event.preventDefault();
				void addToCart( button, context );
			}
			return;
		}
		const link = target.closest< HTMLElement >( REMOVE_FROM_CART_SELECTOR );
		if ( link && root.contains( link ) ) {
			event.preventDefault();
			void removeFromCart( link, context );
		}
	};
	root.addEventListener( 'click', onClick );
	return () => {
		root.removeEventListener( 'click', onClick );
		context.liveRegion.detach();
	};
}
