import { resetStoreApiClient } from '@cesta/api';
import { setupMockServer } from '@cesta/mocks/node';
import type { MockServer } from '@cesta/mocks/node';

/**
 * Starts the `@cesta/mocks` shop for a test file: unhandled requests fail the
 * test, and after each test the shop, its faults, the API client's memory and
 * the browser storage are reset.
 *
 * @example
 * const shop = setupMockShop();
 * shop.faults( { status: 500, only: '/checkout' } );
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
