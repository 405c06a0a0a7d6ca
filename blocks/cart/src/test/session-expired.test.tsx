/**
 * A shopper back after their session expired on the server (48 h after its
 * last write): the browser still has the cart cookies and the cached cart,
 * the shop has nothing. They see an empty cart and why, not the old lines
 * and not an error.
 */
import { screen } from '@testing-library/react';

import { fetchCart, getCachedCart } from '@cesta/api';
import { PRODUCTS, recordRequests, setupMockShop, startCartSession } from '@cesta/test-utils';

import { eventually, renderCart } from './render-cart';
import { CART_PAGE_SETTINGS } from './shop';

/** The mock shop's session lifetime (`SESSION_COOKIE_LIFETIME_S`), WooCommerce's 48 h. */
const SESSION_LIFETIME_MS = 172_800_000;

const START = Date.parse( '2026-03-02T10:00:00Z' );
let clock = START;
// The shop's clock and the page's move together, two days in a test.
const shop = setupMockShop( { engineOptions: { now: () => clock } } );

beforeEach( () => {
	clock = START;
	jest.spyOn( Date, 'now' ).mockImplementation( () => clock );
	window.wcSettings = { ...CART_PAGE_SETTINGS };
} );

afterEach( () => {
	document.body.innerHTML = '';
	delete window.wcSettings;
} );

const EXPIRED_NOTICE = 'Your session has expired, so your cart is now empty.';

async function cartLeftTwoDaysAgo( { cached }: { cached: boolean } ) {
	await startCartSession( [ { id: PRODUCTS.FAN, quantity: 2 } ] );
	if ( cached ) {
		// The cart page of that visit cached the cart, as every cart answer does.
		await fetchCart();
		expect( getCachedCart() ).not.toBeNull();
	}
	clock += SESSION_LIFETIME_MS + 60_000;
}

describe( 'given a cart session that expired on the server', () => {
	it.each( [
		[ 'with the cart cached from that visit', true ],
		[ 'with no cached cart', false ],
	] )(
		'when the cart page opens %s › asks the shop, shows the empty cart and says the session expired',
		async ( _label, cached ) => {
			await cartLeftTwoDaysAgo( { cached } );
			const calls = recordRequests( shop );

			renderCart();

			expect(
				await screen.findByRole(
					'heading',
					{ name: 'Your cart is currently empty!' },
					{ timeout: 3000 }
				)
			).toBeInTheDocument();
			await eventually( () => expect( screen.getByText( EXPIRED_NOTICE ) ).toBeVisible() );
			expect( screen.queryByRole( 'table' ) ).toBeNull();
			expect( screen.queryByRole( 'alert' ) ).toBeNull();
			await calls.settled();
			expect( calls.routes() ).toEqual( [ 'GET /cart' ] );
		}
	);

	it( 'when the session is still alive a day later › the cached cart shows with no request and no notice', async () => {
		await startCartSession( [ { id: PRODUCTS.FAN, quantity: 2 } ] );
		await fetchCart();
		clock += SESSION_LIFETIME_MS / 2;
		const calls = recordRequests( shop );

		renderCart();

		await screen.findByRole( 'table', { name: 'Products in cart' }, { timeout: 3000 } );
		expect( screen.queryByText( EXPIRED_NOTICE ) ).toBeNull();
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
	} );
} );
