/** Tests of the payment selectors: express activity, saved tokens, incompatible gateways, deprecated ones. */

import { captureDeprecations } from '@cesta/test-utils/dom';

import { deepFreeze } from '../../test/deep-freeze';
import { getDefaultPaymentState } from '../default-state';
import * as selectors from '../selectors';
import type { PaymentState } from '../types';

const stateWith = ( patch: Partial< PaymentState > = {} ): PaymentState =>
	deepFreeze( { ...getDefaultPaymentState(), ...patch } );

const card = ( gateway: string, tokenId: number, isDefault = false ) => ( {
	tokenId,
	is_default: isDefault,
	method: { gateway, brand: 'Visa', last4: '4242' },
} );

describe( 'payment selectors', () => {
	it.each( [
		[ 'idle', 'isPaymentIdle' ],
		[ 'express_started', 'isExpressPaymentStarted' ],
		[ 'processing', 'isPaymentProcessing' ],
		[ 'ready', 'isPaymentReady' ],
		[ 'has_error', 'hasPaymentError' ],
	] as const )( 'given status %s › only %s is true', ( status, selector ) => {
		const state = stateWith( { status } );
		const all = [
			'isPaymentIdle',
			'isExpressPaymentStarted',
			'isPaymentProcessing',
			'isPaymentReady',
			'hasPaymentError',
		] as const;
		all.forEach( ( name ) => expect( selectors[ name ]( state ) ).toBe( name === selector ) );
	} );

	it( 'isExpressPaymentMethodActive › is true when the active method is an available express one', () => {
		const express = { 'apple-pay': { name: 'apple-pay' } };
		expect(
			selectors.isExpressPaymentMethodActive(
				stateWith( {
					activePaymentMethod: 'apple-pay',
					availableExpressPaymentMethods: express,
				} )
			)
		).toBe( true );
		expect(
			selectors.isExpressPaymentMethodActive(
				stateWith( {
					activePaymentMethod: 'bacs',
					availableExpressPaymentMethods: express,
				} )
			)
		).toBe( false );
	} );

	it( 'getActiveSavedPaymentMethods › keeps only tokens of available gateways, memoised', () => {
		const state = stateWith( {
			availablePaymentMethods: { stripe: { name: 'stripe' } },
			savedPaymentMethods: {
				cc: [ card( 'stripe', 1 ), card( 'paypal', 2 ) ],
				echeck: [ card( 'ach', 3 ) ],
			},
		} );
		const saved = selectors.getActiveSavedPaymentMethods( state );
		expect( saved ).toEqual( { cc: [ card( 'stripe', 1 ) ] } );
		expect( selectors.getActiveSavedPaymentMethods( state ) ).toBe( saved );
	} );

	it( 'getActiveSavedPaymentMethods › with none available returns the shared empty object', () => {
		const first = selectors.getActiveSavedPaymentMethods( stateWith() );
		const second = selectors.getActiveSavedPaymentMethods( stateWith() );
		expect( first ).toEqual( {} );
		expect( first ).toBe( second );
	} );

	describe( 'getIncompatiblePaymentMethods', () => {
		afterEach( () => {
			delete window.wcSettings;
		} );

		it( 'given both lists initialised › lists enabled gateways that registered no block integration', () => {
			window.wcSettings = {
				globalPaymentMethods: { bacs: 'Transferencia', legacy: 'Legacy' },
			};
			const state = stateWith( {
				paymentMethodsInitialized: true,
				expressPaymentMethodsInitialized: true,
				availablePaymentMethods: { bacs: { name: 'bacs' } },
			} );
			expect( selectors.getIncompatiblePaymentMethods( state ) ).toEqual( {
				legacy: 'Legacy',
			} );
		} );

		it( 'given the lists not initialised › is empty', () => {
			window.wcSettings = { globalPaymentMethods: { legacy: 'Legacy' } };
			expect( selectors.getIncompatiblePaymentMethods( stateWith() ) ).toEqual( {} );
		} );
	} );

	it( 'plain selectors › return the stored values', () => {
		const result = {
			message: 'm',
			paymentStatus: 'success',
			paymentDetails: {},
			redirectUrl: '/r',
		};
		const state = stateWith( {
			activePaymentMethod: 'bacs',
			activeSavedToken: '7',
			paymentMethodData: { a: 1 },
			shouldSavePaymentMethod: true,
			paymentResult: result,
			paymentMethodsInitialized: true,
		} );
		expect( selectors.getActivePaymentMethod( state ) ).toBe( 'bacs' );
		expect( selectors.getActiveSavedToken( state ) ).toBe( '7' );
		expect( selectors.getPaymentMethodData( state ) ).toEqual( { a: 1 } );
		expect( selectors.getShouldSavePaymentMethod( state ) ).toBe( true );
		expect( selectors.getPaymentResult( state ) ).toBe( result );
		expect( selectors.paymentMethodsInitialized( state ) ).toBe( true );
		expect( selectors.expressPaymentMethodsInitialized( state ) ).toBe( false );
		expect( selectors.getState( state ) ).toBe( state );
	} );
} );

describe( 'deprecated payment selectors', () => {
	it.each( [
		[ 'isPaymentPristine', 'idle', 'isPaymentIdle' ],
		[ 'isPaymentStarted', 'express_started', 'isExpressPaymentStarted' ],
		[ 'isPaymentSuccess', 'ready', 'isPaymentReady' ],
		[ 'isPaymentFailed', 'has_error', 'hasPaymentError' ],
	] as const )(
		'%s › answers for status %s and warns to use %s',
		( name, status, alternative ) => {
			const warn = captureDeprecations();
			expect( selectors[ name ]( stateWith( { status } ) ) ).toBe( true );
			expect( selectors[ name ]( stateWith( { status: 'processing' } ) ) ).toBe( false );
			expect( warn ).toHaveBeenCalledWith(
				expect.stringContaining( `${ name } is deprecated` )
			);
			expect( warn ).toHaveBeenCalledWith( expect.stringContaining( alternative ) );
		}
	);

	it( 'getCurrentStatus › returns the old status object and warns', () => {
		const warn = captureDeprecations();
		const status = selectors.getCurrentStatus( stateWith( { status: 'ready' } ) );
		expect( status ).toMatchObject( {
			isIdle: false,
			isStarted: false,
			isProcessing: false,
			hasError: false,
			isDoingExpressPayment: false,
		} );
		expect( warn ).toHaveBeenCalledWith( expect.stringContaining( 'getCurrentStatus' ) );
	} );

	it( 'getCurrentStatus › its deprecated members answer and warn when read', () => {
		const warn = captureDeprecations();
		const ready = selectors.getCurrentStatus( stateWith( { status: 'ready' } ) );
		const failed = selectors.getCurrentStatus( stateWith( { status: 'has_error' } ) );
		expect( ready.isSuccessful ).toBe( true );
		expect( ready.isFinished ).toBe( true );
		expect( failed.hasFailed ).toBe( true );
		expect( selectors.getCurrentStatus( stateWith() ).isPristine ).toBe( true );
		[ 'isSuccessful', 'isFinished', 'hasFailed', 'isPristine' ].forEach( ( member ) =>
			expect( warn ).toHaveBeenCalledWith( expect.stringContaining( member ) )
		);
	} );
} );
