/** Reading `wc_cart_fragments_params`, the global WooCommerce prints for its cart-fragments script, and building wc-ajax URLs. */

import { FRAGMENTS_REQUEST_TIMEOUT_DEFAULT_MS, WC_AJAX_ENDPOINT_PLACEHOLDER } from './constants';
import type { CartFragmentsParams, FragmentStorageKeys } from './types';

interface FragmentsGlobal {
	wc_ajax_url?: unknown;
	cart_hash_key?: unknown;
	fragment_name?: unknown;
	request_timeout?: unknown;
}

type Globals = Record< string, unknown >;

const pageGlobals = () => globalThis as unknown as Globals;

const text = ( value: unknown ): string | undefined =>
	typeof value === 'string' && value !== '' ? value : undefined;

const fragmentsGlobal = ( globals: Globals ): FragmentsGlobal =>
	typeof globals.wc_cart_fragments_params === 'object' &&
	globals.wc_cart_fragments_params !== null
		? ( globals.wc_cart_fragments_params as FragmentsGlobal )
		: {};

/**
 * The storage keys of `wc_cart_fragments_params` (`cart_hash_key`,
 * `fragment_name`); each is `undefined` when the page prints none.
 *
 * @example
 * readFragmentStorageKeys( { wc_cart_fragments_params: { cart_hash_key: 'wc_cart_hash_0f' } } );
 * // { cartHashKey: 'wc_cart_hash_0f', fragmentName: undefined }
 */
export function readFragmentStorageKeys( globals: Globals = pageGlobals() ): FragmentStorageKeys {
	const params = fragmentsGlobal( globals );
	return {
		cartHashKey: text( params.cart_hash_key ),
		fragmentName: text( params.fragment_name ),
	};
}

/**
 * The fragments client's parameters from `wc_cart_fragments_params`
 * (`wc_ajax_url`, `cart_hash_key`, `fragment_name`, `request_timeout` in
 * milliseconds, printed as a number or a numeric string), or `null` when the
 * page prints no such global with a wc-ajax URL: then it wants no fragments
 * client. A missing or unusable timeout is
 * {@link FRAGMENTS_REQUEST_TIMEOUT_DEFAULT_MS}.
 *
 * @example
 * const params = readCartFragmentsParams();
 * if ( params ) startCartFragments( params );
 */
export function readCartFragmentsParams(
	globals: Globals = pageGlobals()
): CartFragmentsParams | null {
	const params = fragmentsGlobal( globals );
	const ajaxUrl = text( params.wc_ajax_url );
	if ( ! ajaxUrl ) {
		return null;
	}
	const timeout = Number( params.request_timeout );
	return {
		ajaxUrl,
		...readFragmentStorageKeys( globals ),
		requestTimeoutMs:
			Number.isFinite( timeout ) && timeout > 0
				? timeout
				: FRAGMENTS_REQUEST_TIMEOUT_DEFAULT_MS,
	};
}

/**
 * The absolute URL of a wc-ajax endpoint, resolved against the page.
 *
 * @example
 * wcAjaxEndpointUrl( '/?wc-ajax=%%endpoint%%', 'get_refreshed_fragments' ); // 'http://shop/?wc-ajax=get_refreshed_fragments'
 */
export function wcAjaxEndpointUrl( ajaxUrl: string, endpoint: string ): string {
	return new URL(
		ajaxUrl.split( WC_AJAX_ENDPOINT_PLACEHOLDER ).join( endpoint ),
		document.baseURI
	).href;
}
