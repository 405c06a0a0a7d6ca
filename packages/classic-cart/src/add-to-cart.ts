/** A classic add-to-cart click: the button's data attributes posted to `?wc-ajax=add_to_cart`, then the page updated. */

import { replaceFragments, sanitizeFragments, storeCartHash } from '@cesta/cart-fragments';

import { addViewCartLink, showLoading, showResult } from './button-state';
import { WC_AJAX_ENDPOINT } from './constants';
import { announceAddingToCart, announceButtonUpdated, announceCartChange } from './page-events';
import { endpointUrl } from './params';
import { postForm } from './post-form';
import type { ClassicCartContext } from './types';
import { asCartResponse, hasFragments } from './wc-ajax-response';

/**
 * Every `data-*` attribute of the button by its `dataset` name
 * (`data-product_id` → `product_id`), as WooCommerce sends them.
 *
 * @example
 * buttonFields( button ); // { quantity: '1', product_id: '17', product_sku: 'VENT-001' }
 */
export function buttonFields( button: HTMLElement ): Record< string, string > {
	const fields: Record< string, string > = {};
	for ( const [ name, value ] of Object.entries( button.dataset ) ) {
		if ( value !== undefined ) {
			fields[ name ] = value;
		}
	}
	return fields;
}

/**
 * Adds the button's product (spec 1 §4, §7): the button shows `loading`,
 * `adding_to_cart` is dispatched (its listeners may still change `data`),
 * and the request joins the queue. Then:
 * - an error with a `product_url` → the browser goes to that product page;
 * - redirect-after-add on → the browser goes to the cart page;
 * - fragments → the button shows `added` with a 'View cart' link, the
 *   fragments replace their elements (sanitised), the cart hash is stored,
 *   and `added_to_cart`, `wc_fragments_loaded` and `wc-blocks_added_to_cart`
 *   are dispatched;
 * - anything else (network failure, not JSON, an error without a page) →
 *   the button goes back to idle.
 *
 * @example
 * await addToCart( button, context );
 */
export function addToCart( button: HTMLElement, context: ClassicCartContext ): Promise< void > {
	const { params, navigate, queue, liveRegion } = context;
	liveRegion.clear();
	showLoading( button );
	const data = buttonFields( button );
	announceAddingToCart( { button, data } );
	return queue.enqueue( async () => {
		let answer: unknown;
		try {
			answer = await postForm( endpointUrl( params, WC_AJAX_ENDPOINT.addToCart ), data );
		} catch {
			answer = null;
		}
		const response = asCartResponse( answer );
		if ( response?.error && response.product_url ) {
			navigate( response.product_url );
			return;
		}
		if ( ! response?.error && params.redirectToCartAfterAdd && params.cartUrl ) {
			navigate( params.cartUrl );
			return;
		}
		if ( ! hasFragments( response ) || response.error ) {
			showResult( button, false );
			announceButtonUpdated( button );
			return;
		}
		const fragments = await sanitizeFragments( response.fragments );
		const cartHash = String( response.cart_hash ?? '' );
		showResult( button, true );
		addViewCartLink( button, params );
		announceButtonUpdated( button );
		replaceFragments( fragments ?? {} );
		storeCartHash( params, fragments ?? {}, cartHash );
		announceCartChange( 'added', { fragments: fragments ?? {}, cartHash, button } );
		liveRegion.announceFor( button );
	} );
}
