/**
 * The express payment block made for the Checkout: the express area of
 * `@cesta/blocks-checkout` with the checkout's title and separator ("Express
 * Checkout", "Or continue below", spec 2 §2) in the checkout's element.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { createElement } from '@wordpress/element';

import {
	__experimentalDeRegisterExpressPaymentMethod,
	registerExpressPaymentMethod,
} from '@cesta/registry';
import { createTestRegistry, fillCart, setupMockShop } from '@cesta/test-utils';

import { CART_BLOCK_CONFIG, CHECKOUT_BLOCK_CONFIG } from '../../constants';
import type { TopLevelBlockConfig } from '../../constants';
import { renderInBlock } from '../../test/render-in-block';
import { createExpressPaymentBlock } from '../express-payment-block';

setupMockShop();
jest.setTimeout( 15000 );

const WalletButton = () => createElement( 'button', { type: 'button' }, 'Pagar con Monedero' );

afterEach( () => {
	// Unmount first: the area follows registrations, even removals.
	cleanup();
	__experimentalDeRegisterExpressPaymentMethod( 'monedero' );
} );

async function renderExpressBlock( config: TopLevelBlockConfig ) {
	registerExpressPaymentMethod( {
		name: 'monedero',
		content: createElement( WalletButton ),
		edit: createElement( WalletButton ),
		canMakePayment: () => true,
	} );
	const registry = createTestRegistry();
	await fillCart( registry );
	const ExpressPaymentBlock = createExpressPaymentBlock( config );
	const { container } = renderInBlock( <ExpressPaymentBlock />, { config, registry } );
	await screen.findByRole( 'button', { name: 'Pagar con Monedero' }, { timeout: 3000 } );
	return container;
}

describe( 'the express payment block', () => {
	it( 'given the checkout\'s block and a method that can pay › its button shows under "Express Checkout" and above "Or continue below"', async () => {
		const container = await renderExpressBlock( CHECKOUT_BLOCK_CONFIG );
		const area = container.querySelector(
			'.wc-block-checkout__payment-options'
		) as HTMLElement;
		expect( area ).toContainElement(
			screen.getByRole( 'button', { name: 'Pagar con Monedero' } )
		);
		expect( within( area ).getByText( 'Express Checkout' ) ).toBeInTheDocument();
		expect( within( area ).getByText( 'Or continue below' ) ).toBeInTheDocument();
	} );

	it( 'given the cart\'s block and the same method › only the separator "Or" shows', async () => {
		const container = await renderExpressBlock( CART_BLOCK_CONFIG );
		const area = container.querySelector( '.wc-block-cart__payment-options' ) as HTMLElement;
		expect( within( area ).getByText( 'Or' ) ).toBeInTheDocument();
		expect( within( area ).queryByText( 'Express Checkout' ) ).toBeNull();
	} );
} );
