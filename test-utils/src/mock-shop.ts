/**
 * The `@cesta/mocks` shop behind every Store API request a test makes, and
 * the shopper's session in it.
 */
import { resetStoreApiClient } from '@cesta/api';
import { setupMockServer } from '@cesta/mocks/node';
import type { MockServer } from '@cesta/mocks/node';

/**
 * Starts the mock shop for a test file: unhandled requests fail the test, and
 * after each test the shop, its faults and the API client's memory (nonce,
 * cart token, batch queue, preloaded answers) are reset. The root Jest setup
 * clears cookies and browser storage.
 *
 * @example
 * const shop = setupMockShop();
 * it( 'shows the failure', async () => {
 * 	shop.faults( { status: 500, only: '/checkout' } );
 * } );
 */
export function setupMockShop(): MockServer {
	const shop = setupMockServer();
	beforeAll( () => shop.listen( { onUnhandledRequest: 'error' } ) );
	afterEach( () => {
		shop.reset();
		resetStoreApiClient();
	} );
	afterAll( () => shop.close() );
	return shop;
}

/**
 * Makes the browser a logged-in customer of the mock shop: its session
 * cookie now names the customer's session (user id `userId`).
 *
 * @example
 * logInCustomer( shop, 2 );
 */
export function logInCustomer( shop: MockServer, userId: number ): void {
	const { sessions } = shop.engine.deps;
	const session = shop.engine.session( String( userId ) );
	sessions.save( session );
	document.cookie = `${ sessions.cookieName }=${ sessions.cookieValue( session ) }; path=/`;
}
