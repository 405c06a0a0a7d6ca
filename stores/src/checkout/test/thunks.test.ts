/** Tests of the checkout's event steps: validation observers, the order response, success and fail observers. */

import type { DataRegistry } from '@wordpress/data';
import { NOTICES_STORE_KEY } from '@cesta/notices';
import { createTestRegistry, noticesIn } from '@cesta/test-utils';

import { createEventEmitter } from '../../events/emitter';
import { paymentStore } from '../../payment';
import { validationStore } from '../../validation';
import { checkoutStore } from '../index';

const GENERIC = 'Something went wrong. Please contact us to get assistance.';

const setup = () => {
	const registry = createTestRegistry();
	const emitter = createEventEmitter();
	const checkout = () => registry.select( checkoutStore );
	const notices = ( context: string ) => noticesIn( registry, context );
	return { registry, emitter, checkout, notices, dispatch: registry.dispatch( checkoutStore ) };
};

const toAfterProcessing = ( registry: DataRegistry, { hasError = false } = {} ) => {
	const dispatch = registry.dispatch( checkoutStore );
	dispatch.__internalSetProcessing();
	dispatch.__internalProcessCheckoutResponse( {
		order_id: 42,
		payment_result: {
			payment_status: hasError ? 'failure' : 'success',
			redirect_url: '/pedido-recibido/42/',
			payment_details: [],
		},
	} );
	if ( hasError ) {
		dispatch.__internalSetHasError( true );
	}
};

describe( 'checkout validation event (spec 2 §4 step 2)', () => {
	it( 'given no observers › moves to processing', async () => {
		const { emitter, checkout, dispatch } = setup();
		dispatch.__internalSetBeforeProcessing();
		expect( await dispatch.__internalEmitValidateEvent( { emitter } ) ).toBe( true );
		expect( checkout().getCheckoutStatus() ).toBe( 'processing' );
	} );

	it( 'given observers answering true, nothing and success › moves to processing', async () => {
		const { emitter, checkout, dispatch } = setup();
		emitter.subscribe( 'checkout_validation', () => true );
		emitter.subscribe( 'checkout_validation', () => undefined );
		emitter.subscribe( 'checkout_validation', () => ( { type: 'success' } ) );
		dispatch.__internalSetBeforeProcessing();
		await dispatch.__internalEmitValidateEvent( { emitter } );
		expect( checkout().isProcessing() ).toBe( true );
	} );

	it( 'given a failing observer › shows its errorMessage in its context, applies its validation errors, goes idle with the error flag', async () => {
		const { registry, emitter, checkout, notices, dispatch } = setup();
		emitter.subscribe( 'checkout_validation', () => ( {
			type: 'error',
			errorMessage: 'Accept the terms',
			context: 'wc/checkout/checkout-actions',
			validationErrors: { terms: { message: 'Required', hidden: false } },
		} ) );
		dispatch.__internalSetBeforeProcessing();
		expect( await dispatch.__internalEmitValidateEvent( { emitter } ) ).toBe( false );
		expect( checkout().getCheckoutStatus() ).toBe( 'idle' );
		expect( checkout().hasError() ).toBe( true );
		expect( notices( 'wc/checkout/checkout-actions' ).map( ( n ) => n.content ) ).toEqual( [
			'Accept the terms',
		] );
		expect( registry.select( validationStore ).getValidationError( 'terms' ) ).toEqual( {
			message: 'Required',
			hidden: false,
		} );
	} );

	it( 'given a failing observer with a message but no errorMessage › shows nothing from message (the event reads errorMessage)', async () => {
		const { emitter, notices, dispatch } = setup();
		emitter.subscribe( 'checkout_validation', () => ( {
			type: 'error',
			message: 'Not read',
		} ) );
		dispatch.__internalSetBeforeProcessing();
		await dispatch.__internalEmitValidateEvent( { emitter } );
		expect( notices( 'wc/checkout' ) ).toEqual( [] );
	} );

	it( 'given a failing observer without a context › shows the errorMessage in wc/checkout', async () => {
		const { emitter, notices, dispatch } = setup();
		emitter.subscribe( 'checkout_validation', () => ( {
			type: 'failure',
			errorMessage: 'Nope',
		} ) );
		dispatch.__internalSetBeforeProcessing();
		await dispatch.__internalEmitValidateEvent( { emitter } );
		expect( notices( 'wc/checkout' ).map( ( n ) => n.content ) ).toEqual( [ 'Nope' ] );
	} );

	it( 'given validation fails › existing error notices are cleared first', async () => {
		const { registry, emitter, notices, dispatch } = setup();
		registry
			.dispatch( NOTICES_STORE_KEY )
			.createErrorNotice( 'Old error', { context: 'wc/checkout' } );
		registry
			.dispatch( NOTICES_STORE_KEY )
			.createInfoNotice( 'Info stays', { context: 'wc/checkout' } );
		emitter.subscribe( 'checkout_validation', () => false );
		dispatch.__internalSetBeforeProcessing();
		await dispatch.__internalEmitValidateEvent( { emitter } );
		expect( notices( 'wc/checkout' ).map( ( n ) => n.content ) ).toEqual( [ 'Info stays' ] );
	} );

	it( 'given every observer runs › a failure does not stop the later observers', async () => {
		const { emitter, dispatch } = setup();
		const later = jest.fn( () => true );
		emitter.subscribe( 'checkout_validation', () => ( { type: 'error' } ), 1 );
		emitter.subscribe( 'checkout_validation', later, 2 );
		dispatch.__internalSetBeforeProcessing();
		await dispatch.__internalEmitValidateEvent( { emitter } );
		expect( later ).toHaveBeenCalled();
	} );
} );

describe( 'processing the checkout response (spec 2 §4 step 4)', () => {
	it( 'given a successful response › stores redirect URL and payment result, moves to after-processing', () => {
		const { registry, checkout } = setup();
		toAfterProcessing( registry );
		expect( checkout().getCheckoutStatus() ).toBe( 'after_processing' );
		expect( checkout().getRedirectUrl() ).toBe( '/pedido-recibido/42/' );
		expect( registry.select( paymentStore ).getPaymentResult() ).toEqual( {
			message: '',
			paymentStatus: 'success',
			paymentDetails: {},
			redirectUrl: '/pedido-recibido/42/',
		} );
	} );

	it( 'given an error body without message and a status above 299 › the payment result carries the generic message', () => {
		const { registry, dispatch } = setup();
		dispatch.__internalProcessCheckoutResponse( {
			code: 'x',
			message: '',
			data: { status: 500 },
		} );
		expect( registry.select( paymentStore ).getPaymentResult()?.message ).toBe( GENERIC );
	} );
} );

describe( 'after-processing events (spec 2 §4 steps 5–6)', () => {
	it( 'rule 6: success observers answering success › complete', async () => {
		const { registry, emitter, checkout, dispatch } = setup();
		emitter.subscribe( 'checkout_success', () => ( { type: 'success' } ) );
		toAfterProcessing( registry );
		await dispatch.__internalEmitAfterProcessingEvents( { emitter } );
		expect( checkout().isComplete() ).toBe( true );
		expect( checkout().getRedirectUrl() ).toBe( '/pedido-recibido/42/' );
	} );

	it( 'rule 6: no success observers › complete', async () => {
		const { registry, emitter, checkout, dispatch } = setup();
		toAfterProcessing( registry );
		await dispatch.__internalEmitAfterProcessingEvents( { emitter } );
		expect( checkout().isComplete() ).toBe( true );
	} );

	it( 'success observers receive redirectUrl, orderId, customerId, orderNotes and processingResponse', async () => {
		const { registry, emitter, dispatch } = setup();
		const observer = jest.fn();
		emitter.subscribe( 'checkout_success', observer );
		dispatch.__internalSetOrderId( 42 );
		dispatch.__internalSetOrderNotes( 'Llamar antes' );
		toAfterProcessing( registry );
		await dispatch.__internalEmitAfterProcessingEvents( { emitter } );
		expect( observer ).toHaveBeenCalledWith( {
			redirectUrl: '/pedido-recibido/42/',
			orderId: 42,
			customerId: 0,
			orderNotes: 'Llamar antes',
			processingResponse: expect.objectContaining( { paymentStatus: 'success' } ),
		} );
	} );

	it( 'rule 6: a success observer with a redirectUrl › completes with that URL', async () => {
		const { registry, emitter, checkout, dispatch } = setup();
		emitter.subscribe( 'checkout_success', () => ( { type: 'success', redirectUrl: '/3ds' } ) );
		toAfterProcessing( registry );
		await dispatch.__internalEmitAfterProcessingEvents( { emitter } );
		expect( checkout().getRedirectUrl() ).toBe( '/3ds' );
	} );

	it( 'rule 6: an error response › shows its message and sets the error flag (retry allowed)', async () => {
		const { registry, emitter, checkout, notices, dispatch } = setup();
		emitter.subscribe( 'checkout_success', () => ( {
			type: 'error',
			message: '3-D Secure failed',
			messageContext: 'wc/checkout/payments',
		} ) );
		toAfterProcessing( registry );
		await dispatch.__internalEmitAfterProcessingEvents( { emitter } );
		expect( checkout().hasError() ).toBe( true );
		expect( checkout().isAfterProcessing() ).toBe( true );
		expect( notices( 'wc/checkout/payments' ).map( ( n ) => n.content ) ).toEqual( [
			'3-D Secure failed',
		] );
	} );

	it( 'rule 6: an error response with retry false › completes', async () => {
		const { registry, emitter, checkout, dispatch } = setup();
		emitter.subscribe( 'checkout_success', () => ( { type: 'failure', retry: false } ) );
		toAfterProcessing( registry );
		await dispatch.__internalEmitAfterProcessingEvents( { emitter } );
		expect( checkout().isComplete() ).toBe( true );
		expect( checkout().hasError() ).toBe( false );
	} );

	it( 'rule 5: fail observers › the first error message is shown and status returns to idle', async () => {
		const { registry, emitter, checkout, notices, dispatch } = setup();
		const second = jest.fn();
		emitter.subscribe( 'checkout_fail', () => ( {
			type: 'failure',
			message: 'Card declined',
		} ) );
		emitter.subscribe( 'checkout_fail', second );
		toAfterProcessing( registry, { hasError: true } );
		await dispatch.__internalEmitAfterProcessingEvents( { emitter } );
		expect( checkout().isIdle() ).toBe( true );
		expect( notices( 'wc/checkout' ).map( ( n ) => n.content ) ).toEqual( [ 'Card declined' ] );
		expect( second ).not.toHaveBeenCalled();
	} );

	it( 'rule 5: a fail observer asking not to retry › completes', async () => {
		const { registry, emitter, checkout, dispatch } = setup();
		emitter.subscribe( 'checkout_fail', () => ( {
			type: 'error',
			message: 'Order placed, payment pending',
			retry: false,
		} ) );
		toAfterProcessing( registry, { hasError: true } );
		await dispatch.__internalEmitAfterProcessingEvents( { emitter } );
		expect( checkout().isComplete() ).toBe( true );
	} );

	it( 'rule 5: no fail observer answers and no error notice exists › the payment result message is shown, idle', async () => {
		const { registry, emitter, checkout, notices, dispatch } = setup();
		registry.dispatch( checkoutStore ).__internalSetProcessing();
		dispatch.__internalProcessCheckoutResponse( {
			code: 'woocommerce_rest_checkout_process_payment_error',
			message: 'Fondos insuficientes',
			data: { status: 400 },
		} );
		dispatch.__internalSetHasError( true );
		await dispatch.__internalEmitAfterProcessingEvents( { emitter } );
		expect( checkout().isIdle() ).toBe( true );
		const shown = notices( 'wc/checkout' );
		expect( shown.map( ( n ) => [ n.id, n.content ] ) ).toEqual( [
			[ 'checkout', 'Fondos insuficientes' ],
		] );
	} );

	it( 'rule 5: no observer answers and the payment result has no message › the generic message is shown', async () => {
		const { registry, emitter, notices, dispatch } = setup();
		toAfterProcessing( registry, { hasError: true } );
		await dispatch.__internalEmitAfterProcessingEvents( { emitter } );
		expect( notices( 'wc/checkout' ).map( ( n ) => n.content ) ).toEqual( [ GENERIC ] );
	} );

	it( 'rule 5: no observer answers but an error notice already exists › adds no generic notice', async () => {
		const { registry, emitter, notices, dispatch } = setup();
		registry
			.dispatch( NOTICES_STORE_KEY )
			.createErrorNotice( 'Already explained', { context: 'wc/checkout/payments' } );
		toAfterProcessing( registry, { hasError: true } );
		await dispatch.__internalEmitAfterProcessingEvents( { emitter } );
		expect( notices( 'wc/checkout' ) ).toEqual( [] );
	} );

	it( 'rule 5: a fail observer that throws › is logged, counts as an error without message, and the generic notice shows', async () => {
		jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		const { registry, emitter, checkout, notices, dispatch } = setup();
		emitter.subscribe( 'checkout_fail', () => {
			throw new Error( 'plugin bug' );
		} );
		toAfterProcessing( registry, { hasError: true } );
		await dispatch.__internalEmitAfterProcessingEvents( { emitter } );
		expect( console.error ).toHaveBeenCalled();
		expect( checkout().isIdle() ).toBe( true );
		expect( notices( 'wc/checkout' ) ).toHaveLength( 1 );
	} );
} );
