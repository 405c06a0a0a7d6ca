/** Reading what a wc-ajax cart endpoint answered. */

import type { WcAjaxCartResponse } from './types';

/**
 * The answer as a {@link WcAjaxCartResponse}, or `null` when it is not an
 * object (WooCommerce answers `0` or nothing when it cannot help).
 *
 * @example
 * asCartResponse( { fragments: {}, cart_hash: 'abc' } )?.cart_hash; // 'abc'
 * asCartResponse( 0 ); // null
 */
export function asCartResponse( answer: unknown ): WcAjaxCartResponse | null {
	return typeof answer === 'object' && answer !== null && ! Array.isArray( answer )
		? ( answer as WcAjaxCartResponse )
		: null;
}

/**
 * Whether the answer carries fragments (an object of selector → HTML).
 *
 * @example
 * hasFragments( { fragments: { 'span.count': '2' } } ); // true
 */
export function hasFragments(
	response: WcAjaxCartResponse | null
): response is WcAjaxCartResponse & { fragments: Record< string, unknown > } {
	const fragments = response?.fragments;
	return typeof fragments === 'object' && fragments !== null && ! Array.isArray( fragments );
}
