/** Tests of the payment thunks: the active method's event, choosing a default method, express errors. */

import { addAction, removeAction } from '@wordpress/hooks';
import { NOTICES_STORE_KEY } from '@cesta/notices';
import { createTestRegistry } from '@cesta/test-utils';

import { paymentStore } from '../index';

const card = ( gateway: string, tokenId: number, isDefault = false ) => ( {
	tokenId,
	is_default: isDefault,
	method: { gateway },
} );

const setup = ( settings: Record< string, unknown > = {} ) => {
	window.wcSettings = settings;
	const registry = createTestRegistry();
	return {
		registry,
		payment: () => registry.select( paymentStore ),
		dispatch: registry.dispatch( paymentStore ),
	};
};

afterEach( () => {
	delete window.wcSettings;
} );

describe( 'active payment method', () => {
	afterEach( () =>
		removeAction(
			'experimental__woocommerce_blocks-checkout-set-active-payment-method',
			'test'
		)
	);

	it( 'given a new active method › dispatches set-active-payment-method with the slug', () => {
		const { dispatch } = setup();
		const listener = jest.fn();
		addAction(
			'experimental__woocommerce_blocks-checkout-set-active-payment-method',
			'test',
			listener
		);
		dispatch.__internalSetActivePaymentMethod( 'bacs' );
		expect( listener ).toHaveBeenCalledWith(
			expect.objectContaining( {
				paymentMethodSlug: 'bacs',
				storeCart: expect.any( Object ),
			} )
		);
	} );

	it( 'given the same method again › dispatches nothing', () => {
		const { dispatch } = setup();
		dispatch.__internalSetActivePaymentMethod( 'bacs' );
		const listener = jest.fn();
		addAction(
			'experimental__woocommerce_blocks-checkout-set-active-payment-method',
			'test',
			listener
		);
		dispatch.__internalSetActivePaymentMethod( 'bacs', { other: 'data' } );
		expect( listener ).not.toHaveBeenCalled();
	} );
} );

describe( 'available payment methods (spec 2 §4)', () => {
	it( 'given no active method › the first available becomes active', () => {
		const { payment, dispatch } = setup();
		dispatch.__internalSetAvailablePaymentMethods( {
			bacs: { name: 'bacs' },
			cod: { name: 'cod' },
		} );
		expect( payment().getActivePaymentMethod() ).toBe( 'bacs' );
	} );

	it( 'given the active method stays available › it stays active', () => {
		const { payment, dispatch } = setup();
		dispatch.__internalSetActivePaymentMethod( 'cod' );
		dispatch.__internalSetAvailablePaymentMethods( {
			bacs: { name: 'bacs' },
			cod: { name: 'cod' },
		} );
		expect( payment().getActivePaymentMethod() ).toBe( 'cod' );
	} );

	it( 'given the active method disappears and no saved token › the first available becomes active, payment idle', () => {
		const { payment, dispatch } = setup();
		dispatch.__internalSetActivePaymentMethod( 'cheque' );
		dispatch.__internalSetPaymentReady();
		dispatch.__internalSetAvailablePaymentMethods( {
			cod: { name: 'cod' },
			bacs: { name: 'bacs' },
		} );
		expect( payment().getActivePaymentMethod() ).toBe( 'cod' );
		expect( payment().isPaymentIdle() ).toBe( true );
	} );

	it( 'given the active method disappears and a default saved token › the token becomes active with classic field names', () => {
		const { payment, dispatch } = setup( {
			customerPaymentMethods: { cc: [ card( 'stripe', 3 ), card( 'stripe', 9, true ) ] },
		} );
		dispatch.__internalSetAvailablePaymentMethods( {
			bacs: { name: 'bacs' },
			stripe: { name: 'stripe' },
		} );
		expect( payment().getActivePaymentMethod() ).toBe( 'stripe' );
		expect( payment().getActiveSavedToken() ).toBe( '9' );
		expect( payment().getPaymentMethodData() ).toEqual( {
			token: '9',
			payment_method: 'stripe',
			'wc-stripe-payment-token': '9',
			isSavedToken: true,
		} );
	} );

	it( 'given saved tokens without a default › the first saved token becomes active', () => {
		const { payment, dispatch } = setup( {
			customerPaymentMethods: { cc: [ card( 'stripe', 3 ), card( 'stripe', 4 ) ] },
		} );
		dispatch.__internalSetAvailablePaymentMethods( { stripe: { name: 'stripe' } } );
		expect( payment().getActiveSavedToken() ).toBe( '3' );
	} );

	it( 'given a saved token of a gateway that is not available › it is not chosen', () => {
		const { payment, dispatch } = setup( {
			customerPaymentMethods: { cc: [ card( 'stripe', 3, true ) ] },
		} );
		dispatch.__internalSetAvailablePaymentMethods( { bacs: { name: 'bacs' } } );
		expect( payment().getActivePaymentMethod() ).toBe( 'bacs' );
		expect( payment().getActiveSavedToken() ).toBe( '' );
	} );

	it( 'given an express method is active › new regular methods do not replace it', () => {
		const { payment, dispatch } = setup();
		dispatch.__internalSetAvailableExpressPaymentMethods( {
			'apple-pay': { name: 'apple-pay' },
		} );
		dispatch.__internalExpressPaymentStarted( 'apple-pay' );
		dispatch.__internalSetAvailablePaymentMethods( { bacs: { name: 'bacs' } } );
		expect( payment().getActivePaymentMethod() ).toBe( 'apple-pay' );
	} );
} );

describe( 'express payment errors', () => {
	it( 'given an express error with a message › payment error, prior method restored, notice in express payments', () => {
		const { registry, payment, dispatch } = setup();
		dispatch.__internalSetActivePaymentMethod( 'bacs' );
		dispatch.__internalExpressPaymentStarted( 'apple-pay' );
		dispatch.__internalExpressPaymentError( 'El monedero se cerró' );
		expect( payment().hasPaymentError() ).toBe( true );
		expect( payment().getActivePaymentMethod() ).toBe( 'bacs' );
		expect(
			registry
				.select( NOTICES_STORE_KEY )
				.getNotices( 'wc/checkout/express-payments' )
				.map( ( n: { id: string; content: string } ) => [ n.id, n.content ] )
		).toEqual( [ [ 'wc-express-payment-error', 'El monedero se cerró' ] ] );
	} );

	it( 'given the express error is cleared without a message › the notice is removed', () => {
		const { registry, dispatch } = setup();
		dispatch.__internalSetExpressPaymentError( 'Oops' );
		dispatch.__internalSetExpressPaymentError();
		expect(
			registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/checkout/express-payments' )
		).toEqual( [] );
	} );
} );
