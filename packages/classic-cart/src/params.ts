/** Reading the classic cart's parameters from the globals WooCommerce prints, and building wc-ajax URLs. */

import { readFragmentStorageKeys, wcAjaxEndpointUrl } from '@cesta/cart-fragments';

import type { ClassicCartParams } from './types';

interface AddToCartGlobal {
	wc_ajax_url?: unknown;
	cart_url?: unknown;
	is_cart?: unknown;
	i18n_view_cart?: unknown;
	cart_redirect_after_add?: unknown;
}

const text = ( value: unknown ): string | undefined =>
	typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The parameters WooCommerce prints for its classic scripts —
 * `wc_add_to_cart_params` (`wc_ajax_url`, `cart_url`, `is_cart`,
 * `i18n_view_cart`, `cart_redirect_after_add`) and, when present,
 * `wc_cart_fragments_params` (`cart_hash_key`, `fragment_name`) — or `null`
 * when the page prints no `wc_add_to_cart_params` with a wc-ajax URL.
 * `wp_localize_script` prints booleans as `'1'` / `''`; both forms are read.
 *
 * @example
 * const params = readClassicCartParams();
 * if ( params ) enhanceClassicCart( document, params );
 */
export function readClassicCartParams(
	globals: Record< string, unknown > = globalThis as unknown as Record< string, unknown >
): ClassicCartParams | null {
	const addToCart = globals.wc_add_to_cart_params as AddToCartGlobal | undefined;
	const ajaxUrl = text( addToCart?.wc_ajax_url );
	if ( ! addToCart || ! ajaxUrl ) {
		return null;
	}
	return {
		ajaxUrl,
		cartUrl: text( addToCart.cart_url ) ?? '',
		isCart: addToCart.is_cart === true || addToCart.is_cart === '1',
		redirectToCartAfterAdd: addToCart.cart_redirect_after_add === 'yes',
		viewCartText: text( addToCart.i18n_view_cart ),
		...readFragmentStorageKeys( globals ),
	};
}

/**
 * The absolute URL of a wc-ajax endpoint, resolved against the page.
 *
 * @example
 * endpointUrl( { ajaxUrl: '/?wc-ajax=%%endpoint%%', … }, 'add_to_cart' ); // 'http://shop/?wc-ajax=add_to_cart'
 */
export function endpointUrl( params: ClassicCartParams, endpoint: string ): string {
	return wcAjaxEndpointUrl( params.ajaxUrl, endpoint );
}
