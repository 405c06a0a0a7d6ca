/** URL helpers: REST paths, request URLs, Store API route rules (batching, nonce, locale), cache keys. */

import { addQueryArgs, getQueryArg, hasQueryArg, normalizePath } from '@wordpress/url';

import {
	BATCH_ROUTE,
	LOCALE_QUERY_ARG,
	NONCE_ON_EVERY_METHOD_ROUTES,
	SITE_LOCALE_VALUE,
	STORE_API_PATH_MARKER,
	UNBATCHED_ROUTES,
} from '../constants';

/**
 * A path relative to the REST root with one leading slash. Full URLs under the
 * root, root-prefixed paths (`/wp-json/wc/store/v1/cart`) and plain-permalink
 * URLs (`?rest_route=/wc/store/v1/cart`) all give `/wc/store/v1/cart`.
 *
 * @example
 * toRestPath( 'https://shop.example/wp-json/wc/store/v1/cart?b=2&a=1', 'https://shop.example/wp-json/' );
 * // '/wc/store/v1/cart?b=2&a=1'
 */
export function toRestPath( pathOrUrl: string, root: string ): string {
	let path = pathOrUrl.trim();
	const restRoute = getQueryArg( path, 'rest_route' );
	if ( typeof restRoute === 'string' && restRoute !== '' ) {
		const query = path.includes( '?' ) ? path.slice( path.indexOf( '?' ) ) : '';
		const rest = query
			.replace( /^\?/, '' )
			.split( '&' )
			.filter( ( pair ) => pair !== '' && ! pair.startsWith( 'rest_route=' ) )
			.join( '&' );
		path = restRoute + ( rest ? `?${ rest }` : '' );
	} else {
		const rootPath = root.replace( /^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '' );
		path = path.replace( /^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '' );
		if ( rootPath !== '/' && rootPath !== '' && path.startsWith( rootPath ) ) {
			path = path.slice( rootPath.length );
		}
	}
	return `/${ path.replace( /^\/+/, '' ) }`;
}

/**
 * The URL of a REST path under `root`. Plain-permalink roots
 * (`/?rest_route=/`) take the path inside their query, so the path's own
 * query string continues with `&`.
 *
 * @example
 * buildRequestUrl( '/wp-json/', '/wc/store/v1/cart' ); // '/wp-json/wc/store/v1/cart'
 * buildRequestUrl( '/?rest_route=/', '/wc/store/v1/cart?a=1' ); // '/?rest_route=/wc/store/v1/cart&a=1'
 */
export function buildRequestUrl( root: string, path: string ): string {
	const relative = path.replace( /^\/+/, '' );
	return root.includes( '?' ) ? root + relative.replace( '?', '&' ) : root + relative;
}

const STORE_API_PATH_PATTERN = new RegExp( `(?:^|/|=)${ STORE_API_PATH_MARKER }(?:/|$|\\?|&)` );

/**
 * Whether a path (or URL) is a Store API route.
 *
 * @example
 * isStoreApiPath( '/wc/store/v1/cart' ); // true
 */
export function isStoreApiPath( path: string ): boolean {
	return STORE_API_PATH_PATTERN.test( path );
}

/**
 * Whether a Store API call must be sent on its own (spec 2 §7).
 *
 * @example
 * bypassesBatching( '/wc/store/v1/checkout?__experimental_calc_totals=true' ); // true
 */
export function bypassesBatching( path: string ): boolean {
	const [ route = '' ] = path.split( '?' );
	return (
		route.replace( /\/+$/, '' ) === BATCH_ROUTE ||
		UNBATCHED_ROUTES.some( ( pattern ) => pattern.test( route ) )
	);
}

/**
 * Whether a Store API request needs the nonce: every write, and every
 * `/checkout` call, whose GET the server checks too.
 *
 * @example
 * needsNonce( '/wc/store/v1/cart', 'GET' ); // false
 */
export function needsNonce( path: string, method: string ): boolean {
	if ( ! isStoreApiPath( path ) ) {
		return false;
	}
	const [ route = '' ] = path.split( /[?&]/ );
	return (
		method !== 'GET' ||
		NONCE_ON_EVERY_METHOD_ROUTES.some( ( pattern ) => pattern.test( route ) )
	);
}

/**
 * Adds `_locale=site` unless the request names a locale already.
 *
 * @example
 * withSiteLocale( '/wc/store/v1/cart/add-item' ); // '/wc/store/v1/cart/add-item?_locale=site'
 */
export function withSiteLocale( path: string ): string {
	return hasQueryArg( path, LOCALE_QUERY_ARG )
		? path
		: addQueryArgs( path, { [ LOCALE_QUERY_ARG ]: SITE_LOCALE_VALUE } );
}

/**
 * A path with its query arguments in a stable order and without `_locale`,
 * to compare requests (preloaded responses, cache keys).
 *
 * @example
 * comparablePath( '/wc/store/v1/products?b=2&a=1' ); // '/wc/store/v1/products?a=1&b=2'
 */
export function comparablePath( path: string ): string {
	const [ route = '', query = '' ] = path.split( /\?(.*)/s );
	const pairs = query
		.split( '&' )
		.filter( ( pair ) => pair !== '' && ! pair.startsWith( `${ LOCALE_QUERY_ARG }=` ) );
	return normalizePath( pairs.length ? `${ route }?${ pairs.join( '&' ) }` : route );
}
