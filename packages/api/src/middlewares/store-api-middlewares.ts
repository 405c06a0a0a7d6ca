/**
 * api-fetch middlewares for Store API requests. The client runs them on its
 * own requests; `registerStoreApiMiddlewares` also installs the nonce and
 * locale ones on the shared `apiFetch`, so plugins calling
 * `wp.apiFetch( { path: '/wc/store/v1/…', method: 'POST' } )` are authorised
 * as they are on a WooCommerce page.
 */
import type { APIFetchMiddleware, APIFetchOptions } from '@wordpress/api-fetch';

import { BATCH_ROUTE } from '../constants';
import { takePreloadedResponse } from '../preload';
import { getApiRoot, usesPageApiRoot } from '../session/config';
import { toHeaders } from '../transport/headers';
import { buildRequestUrl, isStoreApiPath, withSiteLocale } from '../transport/url';
import { sessionHeaders, withHeaders } from './auth-headers';

const methodOf = ( options: APIFetchOptions ): string => ( options.method ?? 'GET' ).toUpperCase();

const targetOf = ( options: APIFetchOptions ): string => options.path ?? options.url ?? '';

/**
 * Adds `Nonce` (and `Cart-Token` in token mode) to Store API requests, and to
 * each sub-request of a batch: the server does not pass the outer headers down.
 *
 * @example
 * apiFetch.use( storeApiSessionMiddleware );
 */
export const storeApiSessionMiddleware: APIFetchMiddleware = ( options, next ) => {
	const target = targetOf( options );
	if ( ! isStoreApiPath( target ) ) {
		return next( options );
	}
	const headers = withHeaders( options.headers, sessionHeaders( target, methodOf( options ) ) );
	let data = options.data as { requests?: unknown } | undefined;
	if ( target.includes( BATCH_ROUTE ) && Array.isArray( data?.requests ) ) {
		data = {
			...data,
			requests: data.requests.map(
				( request: {
					path?: string;
					method?: string;
					headers?: Record< string, string >;
				} ) =>
					typeof request === 'object' && request !== null
						? {
								...request,
								headers: withHeaders(
									request.headers,
									sessionHeaders(
										request.path ?? target,
										request.method ?? 'POST'
									)
								),
							}
						: request
			),
		};
	}
	return next( { ...options, headers, ...( data ? { data } : {} ) } );
};

/**
 * Adds `_locale=site` to Store API writes, so server messages come in the
 * shop's language rather than the logged-in user's.
 *
 * @example
 * apiFetch.use( siteLocaleMiddleware );
 */
export const siteLocaleMiddleware: APIFetchMiddleware = ( options, next ) => {
	if ( methodOf( options ) === 'GET' || ! isStoreApiPath( targetOf( options ) ) ) {
		return next( options );
	}
	return next( {
		...options,
		...( typeof options.path === 'string' ? { path: withSiteLocale( options.path ) } : {} ),
		...( typeof options.url === 'string' ? { url: withSiteLocale( options.url ) } : {} ),
	} );
};

/**
 * Turns `path` into a `url` under the configured root, so a host's own root
 * middleware cannot send the request elsewhere. A GET to the page's own REST
 * root keeps its `path` too: that is what the page's preloading middleware
 * matches (WordPress hands preloaded requests over through
 * `wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( … ) )`), and
 * the page's root middleware, if it has one, resolves it to the same root.
 *
 * @example
 * rootUrlMiddleware( { path: '/wc/store/v1/cart/add-item', method: 'POST' }, next );
 * // next( { method: 'POST', url: '/wp-json/wc/store/v1/cart/add-item' } )
 * rootUrlMiddleware( { path: '/wc/store/v1/cart' }, next );
 * // next( { path: '/wc/store/v1/cart', url: '/wp-json/wc/store/v1/cart' } )
 */
export const rootUrlMiddleware: APIFetchMiddleware = ( options, next ) => {
	if ( typeof options.url === 'string' || typeof options.path !== 'string' ) {
		return next( options );
	}
	const { path, ...rest } = options;
	const url = buildRequestUrl( getApiRoot(), path );
	const offerToPagePreloads = methodOf( options ) === 'GET' && usesPageApiRoot();
	return next( offerToPagePreloads ? { ...rest, path, url } : { ...rest, url } );
};

/**
 * Answers a GET from the preloaded responses when one matches, once.
 *
 * @example
 * preloadingMiddleware( { path: '/wc/store/v1/cart', parse: false }, next ); // a Response, no request
 */
export const preloadingMiddleware: APIFetchMiddleware = ( options, next ) => {
	if ( methodOf( options ) !== 'GET' || typeof options.path !== 'string' ) {
		return next( options );
	}
	const preloaded = takePreloadedResponse( options.path );
	if ( ! preloaded ) {
		return next( options );
	}
	const status = preloaded.status ?? 200;
	const body = status === 204 ? null : JSON.stringify( preloaded.body ?? null );
	return Promise.resolve(
		new Response( body, { status, headers: toHeaders( preloaded.headers ) } )
	);
};
