/**
 * Issue 10 acceptance (h): in the whole Checkout block, a card payment whose
 * setup fails shows `wc-payment-error` in the payment area and sends nothing;
 * the shopper completes the card and places the order without retyping
 * anything: the email, both addresses and the order note typed before are
 * still on the page and reach the order.
 */
import { within } from '@testing-library/react';

import { checkoutStore } from '@cesta/data';
import { noticesIn, PRODUCTS, recordRequests } from '@cesta/test-utils';

import { advanceUntil } from '../address/test/checkout-steps';
import {
	ANA_MADRID,
	cartWith,
	checkoutBodies,
	clickPlaceOrder,
	openCheckout,
	placedOrders,
	redirected,
	settle,
	setupAcceptanceShop,
	step,
	typeAddress,
	typeEmail,
} from './acceptance-checkout';
import { registerTestCardMethod } from './test-card-method';

const shop = setupAcceptanceShop();

const CARD_MISSING = 'Introduce los datos de tu tarjeta.';

registerTestCardMethod( { missingMessage: CARD_MISSING } );

const BILLING = {
	...ANA_MADRID,
	firstName: 'Empresa',
	lastName: 'Pérez SL',
	city: 'Alcobendas',
	postcode: '28100',
};

describe( 'given a guest who typed her email, both addresses and a note, paying by card', () => {
	it( 'when the card’s setup fails › wc-payment-error shows and nothing is sent; with the card completed the order is placed with everything typed before', async () => {
		await cartWith( PRODUCTS.FAN );
		const { user, registry, redirect } = await openCheckout();
		await typeEmail( user, 'ana.perez@example.com' );
		const shipping = step( 'Shipping address' );
		await typeAddress( user, shipping, ANA_MADRID );
		await user.click(
			within( shipping ).getByRole( 'checkbox', { name: 'Use same address for billing' } )
		);
		await advanceUntil( () => document.getElementById( 'billing-fields' ) !== null );
		await typeAddress( user, step( 'Billing address' ), BILLING );
		await user.click(
			within( document.body ).getByRole( 'checkbox', { name: 'Add a note to your order' } )
		);
		await advanceUntil(
			() =>
				within( document.body ).queryByRole( 'textbox', {
					name: /Notes about your order/,
				} ) !== null
		);
		await user.type(
			within( document.body ).getByRole( 'textbox', { name: /Notes about your order/ } ),
			'Portal 3, segundo'
		);
		const payment = within( step( 'Payment options' ) );
		await user.click( payment.getByRole( 'radio', { name: 'Tarjeta de prueba' } ) );
		await settle();
		const requests = recordRequests( shop );

		await clickPlaceOrder( user );
		await advanceUntil( () => payment.queryByText( CARD_MISSING ) !== null );

		expect( noticesIn( registry, 'wc/checkout/payments' ) ).toEqual( [
			expect.objectContaining( { id: 'wc-payment-error', content: CARD_MISSING } ),
		] );
		expect( registry.select( checkoutStore ).hasError() ).toBe( true );
		await settle();
		expect( checkoutBodies( requests ) ).toHaveLength( 0 );
		expect( placedOrders( shop ) ).toHaveLength( 0 );
		// Everything typed is still there.
		expect(
			within( step( 'Contact information' ) ).getByRole( 'textbox', {
				name: 'Email address',
			} )
		).toHaveValue( 'ana.perez@example.com' );
		expect( within( shipping ).getByRole( 'textbox', { name: 'Postal code' } ) ).toHaveValue(
			'28001'
		);
		expect(
			within( step( 'Billing address' ) ).getByRole( 'textbox', { name: 'City' } )
		).toHaveValue( 'Alcobendas' );

		await user.type(
			payment.getByRole( 'textbox', { name: 'Token de la tarjeta' } ),
			'tok_visa'
		);
		await clickPlaceOrder( user );
		await redirected( redirect );

		expect( payment.queryByText( CARD_MISSING ) ).toBeNull();
		await requests.settled();
		expect( checkoutBodies( requests ) ).toHaveLength( 1 );
		expect( placedOrders( shop ) ).toEqual( [
			expect.objectContaining( {
				status: 'processing',
				paymentMethod: 'cesta_test_card',
				customerNote: 'Portal 3, segundo',
				billing: expect.objectContaining( {
					email: 'ana.perez@example.com',
					first_name: 'Empresa',
					city: 'Alcobendas',
					postcode: '28100',
				} ),
				shipping: expect.objectContaining( {
					first_name: 'Ana',
					address_1: 'Calle de Serrano 20',
					postcode: '28001',
				} ),
			} ),
		] );
	} );
} );
