/** Tests of the payment reducer: the express rules of the status machine, the payment data, default state. */

import { deepFreeze } from '../../test/deep-freeze';
import * as actions from '../actions';
import { getDefaultPaymentState } from '../default-state';
import { reducer } from '../reducer';
import type { PaymentState } from '../types';

const stateWith = ( patch: Partial< PaymentState > = {} ): PaymentState =>
	deepFreeze( { ...getDefaultPaymentState(), ...patch } );

describe( 'payment status machine (spec 2 §4)', () => {
	it( 'rule: the default status is idle', () => {
		expect( reducer( undefined, { type: '@@INIT' } as never ).status ).toBe( 'idle' );
	} );

	it.each( [
		[ 'idle', actions.__internalSetPaymentIdle() ],
		[ 'express_started', actions.__internalSetExpressPaymentStarted() ],
		[ 'processing', actions.__internalSetPaymentProcessing() ],
		[ 'ready', actions.__internalSetPaymentReady() ],
		[ 'has_error', actions.__internalSetPaymentError() ],
	] as const )( 'rule: any status can be set directly › %s', ( status, action ) => {
		[ 'idle', 'express_started', 'processing', 'ready', 'has_error' ].forEach( ( from ) => {
			const state = stateWith( { status: from as PaymentState[ 'status' ] } );
			expect( reducer( state, action ).status ).toBe( status );
		} );
	} );

	it( 'rule: setting the current status again keeps the same state object', () => {
		const state = stateWith( { status: 'ready' } );
		expect( reducer( state, actions.__internalSetPaymentReady() ) ).toBe( state );
	} );

	it( 'rule: choosing an express method remembers the prior method and data and marks express started', () => {
		const state = reducer(
			stateWith( { activePaymentMethod: 'stripe', paymentMethodData: { token: '3' } } ),
			actions.__internalExpressPaymentStarted( 'apple-pay' )
		);
		expect( state ).toMatchObject( {
			status: 'express_started',
			activePaymentMethod: 'apple-pay',
			paymentMethodData: {},
			beforeExpressPayment: {
				activePaymentMethod: 'stripe',
				paymentMethodData: { token: '3' },
			},
		} );
	} );

	it( 'rule: closing the express method restores the prior method and data and goes idle', () => {
		let state = reducer(
			stateWith( { activePaymentMethod: 'stripe', paymentMethodData: { token: '3' } } ),
			actions.__internalExpressPaymentStarted( 'apple-pay' )
		);
		state = reducer( deepFreeze( state ), actions.__internalExpressPaymentClosed() );
		expect( state ).toMatchObject( {
			status: 'idle',
			activePaymentMethod: 'stripe',
			paymentMethodData: { token: '3' },
			activeSavedToken: '3',
			beforeExpressPayment: null,
		} );
	} );

	it( 'rule: an express error sets payment error and restores the prior method', () => {
		let state = reducer(
			stateWith( { activePaymentMethod: 'bacs' } ),
			actions.__internalExpressPaymentStarted( 'google-pay' )
		);
		state = reducer( deepFreeze( state ), actions.__internalExpressPaymentFailed() );
		expect( state ).toMatchObject( { status: 'has_error', activePaymentMethod: 'bacs' } );
	} );

	it( 'rule: a second express click while one is open keeps the method from before the first', () => {
		let state = reducer(
			stateWith( { activePaymentMethod: 'bacs' } ),
			actions.__internalExpressPaymentStarted( 'google-pay' )
		);
		state = reducer(
			deepFreeze( state ),
			actions.__internalExpressPaymentStarted( 'apple-pay' )
		);
		state = reducer( deepFreeze( state ), actions.__internalExpressPaymentClosed() );
		expect( state.activePaymentMethod ).toBe( 'bacs' );
	} );

	it( 'rule: closing without an open express method only goes idle', () => {
		const state = reducer(
			stateWith( { activePaymentMethod: 'bacs', status: 'express_started' } ),
			actions.__internalExpressPaymentClosed()
		);
		expect( state ).toMatchObject( { status: 'idle', activePaymentMethod: 'bacs' } );
	} );
} );

describe( 'payment data reducer', () => {
	it( 'active method › stores name and data; a token in the data becomes the active saved token', () => {
		const state = reducer(
			stateWith(),
			actions.receiveActivePaymentMethod( 'stripe', { token: 3, isSavedToken: true } )
		);
		expect( state ).toMatchObject( { activePaymentMethod: 'stripe', activeSavedToken: '3' } );
	} );

	it( 'payment method data › replaces the data and clears the token when there is none', () => {
		const state = reducer(
			stateWith( {
				activePaymentMethod: 'stripe',
				activeSavedToken: '3',
				paymentMethodData: { token: '3' },
			} ),
			actions.__internalSetPaymentMethodData( { card: 'new' } )
		);
		expect( state ).toMatchObject( {
			paymentMethodData: { card: 'new' },
			activeSavedToken: '',
		} );
	} );

	it( 'available methods › are replaced; removing one keeps the others', () => {
		let state = reducer(
			stateWith(),
			actions.receiveAvailablePaymentMethods( {
				bacs: { name: 'bacs' },
				cod: { name: 'cod' },
			} )
		);
		state = reducer(
			deepFreeze( state ),
			actions.__internalRemoveAvailablePaymentMethod( 'cod' )
		);
		expect( Object.keys( state.availablePaymentMethods ) ).toEqual( [ 'bacs' ] );
		const frozen = deepFreeze( state );
		expect( reducer( frozen, actions.__internalRemoveAvailablePaymentMethod( 'cod' ) ) ).toBe(
			frozen
		);
	} );

	it( 'express methods › available and registered lists are kept separately', () => {
		let state = reducer(
			stateWith(),
			actions.__internalSetAvailableExpressPaymentMethods( {
				'apple-pay': { name: 'apple-pay' },
			} )
		);
		state = reducer(
			deepFreeze( state ),
			actions.__internalSetRegisteredExpressPaymentMethods( {
				'apple-pay': { name: 'apple-pay' },
				'google-pay': { name: 'google-pay' },
			} )
		);
		state = reducer(
			deepFreeze( state ),
			actions.__internalRemoveAvailableExpressPaymentMethod( 'apple-pay' )
		);
		expect( state.availableExpressPaymentMethods ).toEqual( {} );
		expect( Object.keys( state.registeredExpressPaymentMethods ) ).toEqual( [
			'apple-pay',
			'google-pay',
		] );
	} );

	it( 'flags › initialised flags, should-save flag and payment result are stored', () => {
		let state = reducer( stateWith(), actions.__internalSetPaymentMethodsInitialized( true ) );
		state = reducer(
			deepFreeze( state ),
			actions.__internalSetExpressPaymentMethodsInitialized( true )
		);
		state = reducer(
			deepFreeze( state ),
			actions.__internalSetShouldSavePaymentMethod( true )
		);
		const result = {
			message: '',
			paymentStatus: 'success',
			paymentDetails: {},
			redirectUrl: '/ok',
		};
		state = reducer( deepFreeze( state ), actions.__internalSetPaymentResult( result ) );
		expect( state ).toMatchObject( {
			paymentMethodsInitialized: true,
			expressPaymentMethodsInitialized: true,
			shouldSavePaymentMethod: true,
			paymentResult: result,
		} );
	} );

	it( 'given bad input › the action creators throw a TypeError', () => {
		expect( () => actions.receiveActivePaymentMethod( 3 as never ) ).toThrow(
			'A payment method name must be a string.'
		);
		expect( () => actions.receiveAvailablePaymentMethods( [] as never ) ).toThrow( TypeError );
		expect( () =>
			actions.__internalSetAvailableExpressPaymentMethods( null as never )
		).toThrow( TypeError );
	} );
} );

describe( 'payment default state', () => {
	afterEach( () => {
		delete window.wcSettings;
	} );

	it( 'given saved tokens in the customerPaymentMethods setting › starts with them', () => {
		const card = { tokenId: 3, is_default: true, method: { gateway: 'stripe' } };
		window.wcSettings = { customerPaymentMethods: { cc: [ card ] } };
		expect( getDefaultPaymentState().savedPaymentMethods ).toEqual( { cc: [ card ] } );
	} );

	it( 'given a malformed customerPaymentMethods setting › starts with none', () => {
		window.wcSettings = { customerPaymentMethods: [ 'x' ] };
		expect( getDefaultPaymentState().savedPaymentMethods ).toEqual( {} );
	} );
} );
