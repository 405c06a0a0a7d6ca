/** Installs the client's session and site-locale middlewares on the shared apiFetch, once. */

import apiFetch from '@wordpress/api-fetch';

import { siteLocaleMiddleware, storeApiSessionMiddleware } from './store-api-middlewares';

let registered = false;

/**
 * Installs the `Nonce`/`Cart-Token` and `_locale=site` middlewares on the
 * shared `apiFetch` (`wp.apiFetch` on a WordPress page), once. Needed only for
 * code that calls `apiFetch` directly; this package's own requests carry them
 * anyway. Responses such code receives are parsed by `apiFetch`, so their
 * nonce headers are not read.
 *
 * @example
 * registerStoreApiMiddlewares();
 * await wp.apiFetch( { path: '/wc/store/v1/cart/extensions', method: 'POST', data } );
 */
export function registerStoreApiMiddlewares(): void {
	if ( registered ) {
		return;
	}
	registered = true;
	apiFetch.use( siteLocaleMiddleware );
	apiFetch.use( storeApiSessionMiddleware );
}
