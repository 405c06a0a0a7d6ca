/** Tests of the store-notices store: containers, error responses as notices, snackbars, removal by status. */

import { NOTICES_STORE_KEY } from '@cesta/notices';
import { createTestRegistry } from '@cesta/test-utils';

import updateCustomerInvalid from '../../../../reference/store-api-samples/update-customer-invalid-400.json';
import { deepFreeze } from '../../test/deep-freeze';
import { paymentStore } from '../../payment';
import { registerContainer, unregisterContainer } from '../actions';
import { storeNoticesStore } from '../index';
import { reducer } from '../reducer';

const setup = () => {
	const registry = createTestRegistry();
	return {
		registry,
		dispatch: registry.dispatch( storeNoticesStore ),
		notices: ( context: string ) =>
			registry
				.select( NOTICES_STORE_KEY )
				.getNotices( context )
				.map( ( n: { content: string } ) => n.content ),
	};
};

describe( 'store-notices containers', () => {
	it( 'given a container registered twice › is listed once', () => {
		let state = reducer( undefined, registerContainer( 'wc/cart' ) );
		state = reducer( deepFreeze( state ), registerContainer( 'wc/cart' ) );
		expect( state.containers ).toEqual( [ 'wc/cart' ] );
	} );

	it( 'given a container unregistered › is no longer listed; unknown ones change nothing', () => {
		const state = deepFreeze( { containers: [ 'wc/cart', 'wc/checkout' ] } );
		expect( reducer( state, unregisterContainer( 'wc/cart' ) ).containers ).toEqual( [
			'wc/checkout',
		] );
		expect( reducer( state, unregisterContainer( 'nope' ) ) ).toBe( state );
	} );

	it( 'given a context that is not a non-empty string › throws a TypeError', () => {
		expect( () => registerContainer( '' ) ).toThrow( TypeError );
		expect( () => unregisterContainer( 3 as never ) ).toThrow( TypeError );
	} );

	it( 'getRegisteredContainers › lists the registered contexts', () => {
		const { registry, dispatch } = setup();
		dispatch.registerContainer( 'wc/checkout' );
		expect( registry.select( storeNoticesStore ).getRegisteredContainers() ).toEqual( [
			'wc/checkout',
		] );
	} );
} );

describe( 'processErrorResponse', () => {
	it( 'given an API error › creates a dismissible error notice in its context', () => {
		const { registry, dispatch } = setup();
		dispatch.processErrorResponse( {
			code: 'woocommerce_rest_invalid_nonce',
			message: 'Nonce is invalid.',
		} );
		expect( registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/cart' ) ).toEqual( [
			expect.objectContaining( {
				id: 'woocommerce_rest_invalid_nonce',
				content: 'Nonce is invalid.',
				status: 'error',
				isDismissible: true,
			} ),
		] );
	} );

	it( 'given parameter details › places each notice by parameter', () => {
		const { dispatch, notices } = setup();
		dispatch.processErrorResponse( updateCustomerInvalid.body );
		expect( notices( 'wc/checkout/billing-address' ) ).toEqual( [
			'The provided postcode / ZIP is not valid',
		] );
		expect( notices( 'wc/checkout/shipping-address' ) ).toEqual( [
			'The provided postcode / ZIP is not valid',
		] );
	} );

	it( 'given an express payment method is active › other API errors are not shown', () => {
		const { registry, dispatch, notices } = setup();
		registry
			.dispatch( paymentStore )
			.__internalSetAvailableExpressPaymentMethods( { 'apple-pay': { name: 'apple-pay' } } );
		registry.dispatch( paymentStore ).__internalExpressPaymentStarted( 'apple-pay' );
		dispatch.processErrorResponse(
			{ code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.' },
			'wc/checkout'
		);
		expect( notices( 'wc/checkout' ) ).toEqual( [] );
	} );

	it( 'given an express payment method is active › parameter details are still shown', () => {
		const { registry, dispatch, notices } = setup();
		registry
			.dispatch( paymentStore )
			.__internalSetAvailableExpressPaymentMethods( { 'apple-pay': { name: 'apple-pay' } } );
		registry.dispatch( paymentStore ).__internalExpressPaymentStarted( 'apple-pay' );
		dispatch.processErrorResponse( updateCustomerInvalid.body );
		expect( notices( 'wc/checkout/billing-address' ) ).toHaveLength( 1 );
	} );

	it( 'given the same error twice › keeps one notice (the id replaces it)', () => {
		const { dispatch, notices } = setup();
		const error = {
			code: 'woocommerce_rest_cart_invalid_key',
			message: 'Cart item does not exist.',
		};
		dispatch.processErrorResponse( error );
		dispatch.processErrorResponse( error );
		expect( notices( 'wc/cart' ) ).toHaveLength( 1 );
	} );
} );

describe( 'snackbar notices', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'given a snackbar › it is stored as a dismissible snackbar and left to the component that shows it (no store timer)', () => {
		const { registry, dispatch } = setup();
		dispatch.createSnackbarNotice(
			'success',
			'Coupon code "VERANO10" has been applied to your cart.'
		);
		const shown = registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/cart' );
		expect( shown ).toEqual( [
			expect.objectContaining( { type: 'snackbar', status: 'success', isDismissible: true } ),
		] );
		// The snackbar's 10 s pause while hovered or focused, and its exit transition, need the
		// notice to outlive any fixed delay; the component removes it (see blocks-checkout).
		expect( jest.getTimerCount() ).toBe( 0 );
		jest.advanceTimersByTime( 60_000 );
		expect( registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/cart' ) ).toHaveLength( 1 );
	} );

	it( 'given a context and id › uses them and returns the id', async () => {
		const { registry, dispatch } = setup();
		const id = await dispatch.createSnackbarNotice( 'error', 'No se pudo quitar', {
			context: 'wc/checkout',
			id: 'coupon-remove',
		} );
		expect( id ).toBe( 'coupon-remove' );
		expect( registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/checkout' )[ 0 ].id ).toBe(
			'coupon-remove'
		);
	} );
} );

describe( 'removeNoticesWithStatus', () => {
	it( 'given error and info notices in several contexts › removes only the errors, everywhere', () => {
		const { registry, dispatch, notices } = setup();
		const core = registry.dispatch( NOTICES_STORE_KEY );
		dispatch.registerContainer( 'woocommerce/checkout-totals-block' );
		core.createErrorNotice( 'A', { context: 'wc/checkout' } );
		core.createErrorNotice( 'B', { context: 'wc/checkout/payments' } );
		core.createErrorNotice( 'C', { context: 'woocommerce/checkout-totals-block' } );
		core.createInfoNotice( 'D', { context: 'wc/checkout' } );
		dispatch.removeNoticesWithStatus( 'error' );
		expect( notices( 'wc/checkout' ) ).toEqual( [ 'D' ] );
		expect( notices( 'wc/checkout/payments' ) ).toEqual( [] );
		expect( notices( 'woocommerce/checkout-totals-block' ) ).toEqual( [] );
	} );
} );
