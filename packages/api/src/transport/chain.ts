/**
 * The path of every request this package sends: our middlewares, then the
 * shared `apiFetch` — so a WordPress host's own middlewares (its REST nonce
 * for logged-in shoppers, `credentials`, method override, and the preloading
 * middleware WordPress hands preloaded requests over with) still apply — and
 * always with `parse: false`, because the headers matter as much as the body.
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchMiddleware, APIFetchOptions, FetchHandler } from '@wordpress/api-fetch';

import {
	preloadingMiddleware,
	rootUrlMiddleware,
	siteLocaleMiddleware,
	storeApiSessionMiddleware,
} from '../middlewares/store-api-middlewares';

// Order matters: our preloaded answers match on `path`, which the root middleware turns into a
// `url` (keeping the `path` of GETs for the page's own preloading middleware).
const CLIENT_MIDDLEWARES: readonly APIFetchMiddleware[] = [
	preloadingMiddleware,
	storeApiSessionMiddleware,
	siteLocaleMiddleware,
	rootUrlMiddleware,
];

const sendThroughSharedApiFetch: FetchHandler = ( options ) => apiFetch( options );

/**
 * Runs a request through the client middlewares and `apiFetch`. Resolves with
 * the `Response` of a 2xx answer and rejects with the `Response` of any other
 * (api-fetch's contract with `parse: false`), or with what the fetch threw.
 *
 * @example
 * const response = await runRequest( { path: '/wc/store/v1/cart', method: 'GET' } );
 */
export function runRequest( options: APIFetchOptions ): Promise< Response > {
	const handler = CLIENT_MIDDLEWARES.reduceRight< FetchHandler >(
		( next, middleware ) => ( nextOptions ) => middleware( nextOptions, next ),
		sendThroughSharedApiFetch
	);
	return handler( { ...options, parse: false } );
}
