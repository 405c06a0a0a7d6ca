/**
 * Malformed cart answers (issue 15 §5) on the Checkout block: its first
 * `GET /cart` answered with a real cart mutated one place at a time — a field
 * deleted, `null`, the wrong type, an array of 1,000 entries. None may take
 * the page down or say the two-line cart is empty, even for one render: the
 * block shows the checkout or, for an answer it cannot read as a cart, the
 * error notice (never its error panel); the shop's cart is untouched and the
 * next good answer renders the checkout.
 */
import { cleanup, screen } from '@testing-library/react';

import { clearCachedCart, fetchCart } from '@cesta/api';
import { PRODUCTS, serveMalformedCarts, startCartSession } from '@cesta/test-utils';
import { mutatePayload } from '@cesta/test-utils/hostile';

import { setupCheckoutShop } from './checkout-shop';
import { findPlaceOrderButton, renderCheckout } from './render-checkout';

const shop = setupCheckoutShop();
jest.setTimeout( 900_000 );

afterEach( () => cleanup() );

type Outcome = 'checkout' | 'empty cart' | 'notice' | 'error panel' | 'crashed';

function outcomeOf( container: HTMLElement ): Outcome | null {
	if ( ! container.isConnected || container.childElementCount === 0 ) {
		return 'crashed';
	}
	if ( container.querySelector( '.wc-block-error' ) ) {
		return 'error panel';
	}
	if ( screen.queryByRole( 'button', { name: /Place Order/ } ) ) {
		return 'checkout';
	}
	if ( screen.queryByText( /Checkout is not available whilst your cart is empty/ ) ) {
		return 'empty cart';
	}
	if ( container.querySelector( '.wc-block-components-notice-banner' ) ) {
		return 'notice';
	}
	return null;
}

describe( 'given the checkout page’s first answer is a malformed cart', () => {
	it( 'when each mutation is served › no uncaught error, something sensible on screen, the shop’s cart untouched and the next good answer renders', async () => {
		const real = await startCartSession( [
			{ id: PRODUCTS.FAN, quantity: 2 },
			{ id: PRODUCTS.KETTLE, quantity: 1 },
		] );
		const { response: good } = await fetchCart();
		const mutations = mutatePayload( good, { depth: 2, arrayDepth: 1 } );
		const { tally, unhandled, shownMisleading, report } = await serveMalformedCarts(
			shop,
			mutations,
			{
				render: renderCheckout,
				outcomeOf,
				// The shop's cart has two lines: an unreadable answer must not say it is empty.
				neverShown: /Checkout is not available whilst your cart is empty/,
			}
		);

		console.log( report( 'Checkout' ) );
		expect( tally.get( 'crashed' ) ?? [] ).toEqual( [] );
		expect( tally.get( 'other' ) ?? [] ).toEqual( [] );
		expect( unhandled ).toEqual( [] );
		expect( shownMisleading ).toEqual( [] );
		// An answer the block cannot draw is read as no cart (a notice), not a crash.
		expect( tally.get( 'error panel' ) ?? [] ).toEqual( [] );
		expect( ( await fetchCart() ).response.items.map( ( item ) => item.quantity ) ).toEqual(
			real.items.map( ( item ) => item.quantity )
		);
		clearCachedCart();
		renderCheckout();
		await findPlaceOrderButton();
	} );
} );
