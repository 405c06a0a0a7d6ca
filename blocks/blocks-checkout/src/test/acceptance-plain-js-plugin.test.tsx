/**
 * Acceptance (a): a payment plugin written for WooCommerce in plain
 * JavaScript, loaded after the globals entry, pays an order in a rendered
 * checkout against the mock shop, and its payment data reaches POST /checkout.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as element from '@wordpress/element';
import * as i18n from '@wordpress/i18n';

import {
	axe,
	createTestRegistry,
	fillCart,
	recordRequests,
	renderInStores,
	setupMockShop,
} from '@cesta/test-utils';

import '../globals';
import { CheckoutHarness } from './checkout-harness';
import { deregisterAllMethods, resetSettings } from './helpers';

const shop = setupMockShop();

beforeAll( async () => {
	window.wcSettings = {
		paymentMethodSortOrder: [ 'bacs', 'cheque', 'cod', 'cesta_test_card' ],
		paymentMethodData: {
			cesta_test_card: {
				title: 'Tarjeta de prueba',
				description: 'Paga con la tarjeta de pruebas de la tienda.',
				supports: [ 'products' ],
			},
			bacs: {
				title: 'Transferencia bancaria directa',
				description: 'Realiza tu pago directamente en nuestra cuenta bancaria.',
				supports: [ 'products' ],
			},
		},
	};
	// What the vendor bundle (or WordPress) defines before plugin scripts run.
	window.wp!.element = element;
	window.wp!.i18n = i18n;
	await import( './fixtures/test-card-plugin.js' );
	await import( '../sample-methods' );
} );
afterAll( () => {
	deregisterAllMethods();
	resetSettings();
} );

const checkoutBody = async ( calls: ReturnType< typeof recordRequests > ) => {
	await calls.settled();
	const call = calls
		.calls()
		.find( ( entry ) => entry.method === 'POST' && entry.route === '/checkout' );
	return call?.body as {
		payment_method: string;
		payment_data: Array< { key: string; value: unknown } >;
	};
};

describe( 'given a plain-JavaScript plugin using only the WooCommerce globals', () => {
	it( 'shows its method in the checkout, and its onPaymentSetup data reaches POST /checkout as payment_data', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		const calls = recordRequests( shop );
		const redirect = jest.fn();
		const { container } = renderInStores( registry, <CheckoutHarness redirect={ redirect } /> );

		const card = await screen.findByRole( 'radio', { name: 'Tarjeta de prueba' } );
		expect(
			screen.getByRole( 'radio', { name: 'Transferencia bancaria directa' } )
		).toBeChecked();
		await userEvent.click( card );
		expect(
			await screen.findByText( 'Paga con la tarjeta de pruebas de la tienda.' )
		).toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();

		await userEvent.click( screen.getByRole( 'button', { name: 'Place order' } ) );
		await waitFor( () => expect( redirect ).toHaveBeenCalledTimes( 1 ), { timeout: 4000 } );
		expect( redirect.mock.calls[ 0 ]![ 0 ] ).toMatch(
			/\/checkout\/order-received\/\d+\/\?key=/
		);

		const body = await checkoutBody( calls );
		expect( body.payment_method ).toBe( 'cesta_test_card' );
		expect( body.payment_data ).toEqual(
			expect.arrayContaining( [
				{ key: 'card_token', value: 'tok_visa' },
				{ key: 'card_holder', value: 'Lucía García' },
				{ key: 'wc-cesta_test_card-new-payment-method', value: false },
			] )
		);
		calls.stop();
	} );

	it( 'leaves the built-in bank transfer, registered the same way, paying with no plugin data', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		const calls = recordRequests( shop );
		const redirect = jest.fn();
		renderInStores( registry, <CheckoutHarness redirect={ redirect } /> );

		await screen.findByText( 'Realiza tu pago directamente en nuestra cuenta bancaria.' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Place order' } ) );
		await waitFor( () => expect( redirect ).toHaveBeenCalledTimes( 1 ), { timeout: 4000 } );

		const body = await checkoutBody( calls );
		expect( body.payment_method ).toBe( 'bacs' );
		expect( body.payment_data ).toEqual( [
			{ key: 'wc-bacs-new-payment-method', value: false },
		] );
		calls.stop();
	} );
} );
