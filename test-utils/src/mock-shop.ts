/**
 * The `@cesta/mocks` shop behind every Store API request a test makes, and
 * the shopper's session in it.
 */
import { http, HttpResponse } from 'msw';

import { resetStoreApiClient } from '@cesta/api';
import { setupMockServer } from '@cesta/mocks/node';
import type { MockServer, MockServerOptions } from '@cesta/mocks/node';

/**
 * Where test-utils talks to MSW's cookie store. MSW keeps that store to
 * itself (it is not part of the package's exports) and writes to it only
 * from a mocked response's `Set-Cookie`, so this route answers with the
 * cookies to write. The store outlives a test and its cookies win over the
 * page's `document.cookie`.
 */
const COOKIE_ROUTE = '/__cesta-test-utils/cookies';

/** On the page's host, where the shop's requests go, so the store's cookies for them come along. */
const cookieRouteUrl = () =>
	new URL( COOKIE_ROUTE, globalThis.location?.href ?? 'http://localhost/' ).href;

/**
 * The cookies MSW's store holds for the shop's host (with the page's own),
 * by name, as the next request there carries them.
 */
async function readCookieStore( shop: MockServer ): Promise< string[] > {
	shop.server.use(
		http.get(
			`*${ COOKIE_ROUTE }`,
			( { cookies } ) => HttpResponse.json( Object.keys( cookies ) ),
			{
				once: true,
			}
		)
	);
	const response = await fetch( cookieRouteUrl() );
	return ( await response.json() ) as string[];
}

/** Writes cookies into MSW's store the one way MSW allows: a response's `Set-Cookie` headers. */
async function writeCookieStore( shop: MockServer, setCookies: string[] ): Promise< void > {
	const headers = new Headers();
	setCookies.forEach( ( setCookie ) => headers.append( 'Set-Cookie', setCookie ) );
	shop.server.use(
		http.post( `*${ COOKIE_ROUTE }`, () => new HttpResponse( null, { status: 204, headers } ), {
			once: true,
		} )
	);
	await fetch( cookieRouteUrl(), { method: 'POST' } );
}

/**
 * Expires every cookie MSW's store would send to the shop (the shop sets them
 * all on path `/`): what a test that starts several guests in one test (the
 * race properties' runs) needs between them, as `setupMockShop` does after
 * each test.
 *
 * @example
 * shop.reset();
 * await clearCookieStore( shop );
 */
export async function clearCookieStore( shop: MockServer ): Promise< void > {
	// One response per cookie: MSW hands a response's Set-Cookie headers to its
	// store joined in one string, and the store keeps only the first cookie.
	for ( const name of await readCookieStore( shop ) ) {
		await writeCookieStore( shop, [ `${ name }=; Path=/; Max-Age=0` ] );
	}
}

/**
 * Clears the page's storage again: an earlier after-each hook (one letting a
 * batch on fake timers go) may have had answers cache a nonce or a cart since
 * the root Jest setup cleared it. Nothing to do where there is no DOM.
 */
function clearBrowserStorage(): void {
	if ( typeof window === 'undefined' ) {
		return;
	}
	window.localStorage.clear();
	window.sessionStorage.clear();
}

/**
 * Starts the mock shop for a test file: unhandled requests fail the test, and
 * after each test the shop, its faults, the API client's memory (nonce, cart
 * token, writes waiting for their batch, preloaded answers), MSW's cookie
 * store and the page's storage are reset, so every test starts as a new
 * guest with nothing cached. The root Jest setup clears the page's cookies
 * (and the storage, before any of the file's after-each hooks).
 *
 * `options` are the mock's (e.g. other fixtures: `{ engineOptions: { fixtures } }`).
 *
 * @example
 * const shop = setupMockShop();
 * it( 'shows the failure', async () => {
 * 	shop.faults( { status: 500, only: '/checkout' } );
 * } );
 */
export function setupMockShop( options: MockServerOptions = {} ): MockServer {
	const shop = setupMockServer( options );
	beforeAll( () => shop.listen( { onUnhandledRequest: 'error' } ) );
	afterEach( async () => {
		shop.reset();
		resetStoreApiClient();
		await clearCookieStore( shop );
		clearBrowserStorage();
	} );
	afterAll( () => shop.close() );
	return shop;
}

/**
 * Makes the browser a logged-in customer of the mock shop, as WordPress's
 * login does: a response sets the session cookie of the customer with user id
 * `userId` (HttpOnly, so not in `document.cookie`), which replaces any guest
 * session the browser had. Await it before the requests that should be the
 * customer's.
 *
 * @example
 * await logInCustomer( shop, 2 ); // Carmen Ruiz, with saved addresses and cards
 */
export async function logInCustomer( shop: MockServer, userId: number ): Promise< void > {
	const { sessions } = shop.engine.deps;
	const session = shop.engine.session( String( userId ) );
	sessions.save( session );
	const value = encodeURIComponent( sessions.cookieValue( session ) );
	await writeCookieStore( shop, [ `${ sessions.cookieName }=${ value }; Path=/; HttpOnly` ] );
}
