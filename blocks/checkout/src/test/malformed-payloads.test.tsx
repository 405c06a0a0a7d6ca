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

import { expectMalformedCartsHandled } from '@cesta/test-utils';

import { setupCheckoutShop } from './checkout-shop';
import { findPlaceOrderButton, renderCheckout } from './render-checkout';

const shop = setupCheckoutShop();
jest.setTimeout( 900_000 );

afterEach( () => cleanup() );

describe( 'given the checkout page’s first answer is a malformed cart', () => {
	it( 'when each mutation is served › no uncaught error, something sensible on screen, the shop’s cart untouched and the next good answer renders', async () => {
		await expectMalformedCartsHandled( shop, {
			blockName: 'Checkout',
			render: renderCheckout,
			isDrawn: () => !! screen.queryByRole( 'button', { name: /Place Order/ } ),
			emptyMessage: /Checkout is not available whilst your cart is empty/,
		} );
		renderCheckout();
		await findPlaceOrderButton();
	} );
} );
