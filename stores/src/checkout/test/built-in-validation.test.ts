/** Tests of the checkout's own validation: validation, payment and shipping errors refuse the order. */

import { createTestRegistry } from '@cesta/test-utils';

import { cartStore } from '../../cart';
import { paymentStore } from '../../payment';
import { validationStore } from '../../validation';
import { createBuiltInValidation } from '../processor/built-in-validation';

describe( 'the checkout’s own validation (spec 2 §5, order submission)', () => {
	it( 'given nothing wrong › lets the order go', () => {
		const registry = createTestRegistry();
		expect( createBuiltInValidation( registry )() ).toBe( true );
	} );

	it( 'given validation errors › shows every hidden one and refuses', () => {
		const registry = createTestRegistry();
		registry
			.dispatch( validationStore )
			.setValidationErrors( { billing_city: { message: 'x', hidden: true } } );
		expect( createBuiltInValidation( registry )() ).toEqual( { type: 'error' } );
		expect(
			registry.select( validationStore ).getValidationError( 'billing_city' )?.hidden
		).toBe( false );
	} );

	it( 'given the shipping-rates validation error › refuses with "Sorry, this order requires a shipping option."', () => {
		const registry = createTestRegistry();
		registry
			.dispatch( validationStore )
			.setValidationErrors( { 'shipping-rates-error': { message: 'x' } } );
		expect( createBuiltInValidation( registry )() ).toEqual( {
			type: 'error',
			errorMessage: 'Sorry, this order requires a shipping option.',
		} );
	} );

	it( 'given validation errors while an express method pays › they do not block it', () => {
		const registry = createTestRegistry();
		registry
			.dispatch( validationStore )
			.setValidationErrors( { billing_city: { message: 'x' } } );
		registry
			.dispatch( paymentStore )
			.__internalSetAvailableExpressPaymentMethods( { wallet: { name: 'wallet' } } );
		registry.dispatch( paymentStore ).__internalExpressPaymentStarted( 'wallet' );
		expect( createBuiltInValidation( registry )() ).toBe( true );
	} );

	it( 'given a payment error › refuses with "There was a problem with your payment option." in payments', () => {
		const registry = createTestRegistry();
		registry.dispatch( paymentStore ).__internalSetPaymentError();
		expect( createBuiltInValidation( registry )() ).toEqual( {
			type: 'error',
			errorMessage: 'There was a problem with your payment option.',
			context: 'wc/checkout/payments',
		} );
	} );

	it( 'given a shipping-rates country error in the cart › refuses with "There was a problem with your shipping option."', () => {
		const registry = createTestRegistry();
		registry.dispatch( cartStore ).setCartData( {
			errors: [
				{ code: 'woocommerce_rest_cart_shipping_rates_invalid_country', message: 'x' },
			],
		} );
		expect( createBuiltInValidation( registry )() ).toEqual( {
			type: 'error',
			errorMessage: 'There was a problem with your shipping option.',
			context: 'wc/checkout/shipping-methods',
		} );
	} );

	it( 'given a shipping-rates state error from the last failed request › refuses with "There was a problem with your shipping option."', () => {
		const registry = createTestRegistry();
		registry.dispatch( cartStore ).receiveError( {
			code: 'woocommerce_rest_cart_shipping_rates_invalid_state',
			message: 'x',
			data: { status: 400 },
		} );
		expect( createBuiltInValidation( registry )() ).toEqual( {
			type: 'error',
			errorMessage: 'There was a problem with your shipping option.',
			context: 'wc/checkout/shipping-methods',
		} );
	} );
} );
