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
		/** A shopper logged in as the customer `userId`: the session cookie WordPress would set. */
		customer( userId: number ) {
			const { sessions } = server!.engine.deps;
			const session = server!.engine.session( String( userId ) );
			sessions.save( session );
			const shopper = new Shopper( server!.url, 'cookie' );
			shopper.cookies.set(
				sessions.cookieName,
				encodeURIComponent( sessions.cookieValue( session ) )
			);
			return shopper;
		},
	};
}
