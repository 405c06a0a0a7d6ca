/** A mock server on a free port for one conformance test file. */

import { startMockServer } from '../../server';
import type { HttpMockServer, HttpMockServerOptions } from '../../server';
import { Shopper } from './shopper';

/**
 * Starts a mock server on a free port for one test file, in English so the
 * messages can be compared with the captures, and stops it afterwards.
 *
 * @example
 * const shop = serveShopForThisFile();
 * const shopper = await shop.shopper().start();
 */
export function serveShopForThisFile( options: HttpMockServerOptions = {} ) {
	let server: HttpMockServer | undefined;
	beforeAll( async () => {
		server = await startMockServer( {
			port: 0,
			...options,
			engineOptions: { siteLocale: 'en_US', ...options.engineOptions },
		} );
	} );
	afterAll( async () => {
		await server?.close();
	} );
	return {
		get server(): HttpMockServer {
			return server!;
		},
		shopper( mode: 'cookie' | 'token' = 'cookie' ) {
			return new Shopper( server!.url, mode );
		},
	};
}
