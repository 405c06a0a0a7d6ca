/**
 * Malformed cart answers (issue 15 §5): the Cart block's first `GET /cart`
 * answered with a real cart mutated one place at a time — a field deleted,
 * `null`, the wrong type, an array of 1,000 entries. None may take the page
 * down or say the two-line cart is empty, even for one render: the block
 * shows the cart or, for an answer it cannot read as a cart, the error notice
 * (never its error panel); the shop's cart is untouched and the next good
 * answer renders.
 */
import { cleanup, screen } from '@testing-library/react';

import { expectMalformedCartsHandled, setupMockShop } from '@cesta/test-utils';

import { findCartTable, renderCart } from './render-cart';
import { CART_PAGE_SETTINGS } from './shop';

const shop = setupMockShop();
jest.setTimeout( 600_000 );

beforeEach( () => {
	window.wcSettings = { ...CART_PAGE_SETTINGS };
} );

afterEach( () => {
	cleanup();
	document.body.innerHTML = '';
	delete window.wcSettings;
} );

describe( 'given the cart page’s first answer is a malformed cart', () => {
	it( 'when each mutation is served › no uncaught error, something sensible on screen, the shop’s cart untouched and the next good answer renders', async () => {
		await expectMalformedCartsHandled( shop, {
			blockName: 'Cart',
			render: renderCart,
			isDrawn: () => !! screen.queryByRole( 'table', { name: 'Products in cart' } ),
			emptyMessage: /Your cart is currently empty!/,
		} );
		renderCart();
		await findCartTable();
	} );
} );
