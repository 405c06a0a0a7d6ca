/** Tests of the checkout reducer: each rule of the status machine, the order's data, bad input. */

import { deepFreeze } from '../../test/deep-freeze';
import * as actions from '../actions';
import { getDefaultCheckoutState } from '../default-state';
import { reducer } from '../reducer';
import type { CheckoutState, CheckoutStatus } from '../types';

const stateWith = ( patch: Partial< CheckoutState > = {} ): CheckoutState =>
	deepFreeze( { ...getDefaultCheckoutState(), ...patch } );

describe( 'checkout status machine (spec 2 §4)', () => {
	it( 'rule: the default status is idle, with no error and nothing calculating', () => {
		const state = reducer( undefined, { type: '@@INIT' } as never );
		expect( state.status ).toBe( 'idle' );
		expect( state.hasError ).toBe( false );
		expect( state.calculatingCount ).toBe( 0 );
	} );

	it( 'rule 1: submit sets before-processing', () => {
		expect( reducer( stateWith(), actions.__internalSetBeforeProcessing() ).status ).toBe(
			'before_processing'
		);
	} );

	it( 'rule: starting before-processing clears the error flag', () => {
		const state = reducer(
			stateWith( { hasError: true } ),
			actions.__internalSetBeforeProcessing()
		);
		expect( state.hasError ).toBe( false );
	} );

	it( 'rule 2: validation passing moves to processing', () => {
		const state = reducer(
			stateWith( { status: 'before_processing' } ),
			actions.__internalSetProcessing()
		);
		expect( state.status ).toBe( 'processing' );
	} );

	it( 'rule: starting processing clears the error flag', () => {
		const state = reducer(
			stateWith( { status: 'before_processing', hasError: true } ),
			actions.__internalSetProcessing()
		);
		expect( state.hasError ).toBe( false );
	} );

	it( 'rule 2: validation failing goes idle and sets the error flag', () => {
		let state = reducer(
			stateWith( { status: 'before_processing' } ),
			actions.__internalSetIdle()
		);
		state = reducer( deepFreeze( state ), actions.__internalSetHasError( true ) );
		expect( state ).toMatchObject( { status: 'idle', hasError: true } );
	} );

	it.each( [ 'processing', 'before_processing' ] as CheckoutStatus[] )(
		'rule: setting the error flag while %s returns status to idle',
		( status ) => {
			const state = reducer( stateWith( { status } ), actions.__internalSetHasError( true ) );
			expect( state ).toMatchObject( { status: 'idle', hasError: true } );
		}
	);

	it.each( [ 'idle', 'after_processing', 'complete' ] as CheckoutStatus[] )(
		'rule: setting the error flag while %s keeps the status',
		( status ) => {
			const state = reducer( stateWith( { status } ), actions.__internalSetHasError( true ) );
			expect( state ).toMatchObject( { status, hasError: true } );
		}
	);

	it( 'rule: clearing the error flag while processing keeps processing', () => {
		const state = reducer(
			stateWith( { status: 'processing', hasError: true } ),
			actions.__internalSetHasError( false )
		);
		expect( state ).toMatchObject( { status: 'processing', hasError: false } );
	} );

	it( 'rule: __internalSetHasError() without an argument sets the flag', () => {
		expect( reducer( stateWith(), actions.__internalSetHasError() ).hasError ).toBe( true );
	} );

	it( 'rule 4: the order response moves to after-processing, keeping the error flag', () => {
		const state = reducer(
			stateWith( { status: 'processing', hasError: true } ),
			actions.__internalSetAfterProcessing()
		);
		expect( state ).toMatchObject( { status: 'after_processing', hasError: true } );
	} );

	it( 'rule 5: after-processing with the error flag returns to idle', () => {
		const state = reducer(
			stateWith( { status: 'after_processing', hasError: true } ),
			actions.__internalSetIdle()
		);
		expect( state.status ).toBe( 'idle' );
	} );

	it( 'rule 6: a success completes, with the redirect URL the response gives', () => {
		const state = reducer(
			stateWith( { status: 'after_processing', redirectUrl: '/old' } ),
			actions.__internalSetComplete( { redirectUrl: '/pedido-recibido/42/' } )
		);
		expect( state ).toMatchObject( {
			status: 'complete',
			redirectUrl: '/pedido-recibido/42/',
		} );
	} );

	it( 'rule 6: completing without a redirect URL keeps the stored one', () => {
		const state = reducer(
			stateWith( { status: 'after_processing', redirectUrl: '/gracias' } ),
			actions.__internalSetComplete()
		);
		expect( state ).toMatchObject( { status: 'complete', redirectUrl: '/gracias' } );
	} );

	it( 'rule: completing with a redirect URL that is not a string ignores it', () => {
		const state = reducer(
			stateWith( { redirectUrl: '/gracias' } ),
			actions.__internalSetComplete( { redirectUrl: 42 } )
		);
		expect( state.redirectUrl ).toBe( '/gracias' );
	} );

	it( 'rule: the calculating counter increments and decrements', () => {
		let state = stateWith();
		state = reducer( state, actions.__internalIncrementCalculating() );
		state = reducer( deepFreeze( state ), actions.__internalIncrementCalculating() );
		expect( state.calculatingCount ).toBe( 2 );
		state = reducer( deepFreeze( state ), actions.__internalDecrementCalculating() );
		expect( state.calculatingCount ).toBe( 1 );
	} );

	it( 'rule: the calculating counter never goes below 0', () => {
		const state = stateWith( { calculatingCount: 0 } );
		expect( reducer( state, actions.__internalDecrementCalculating() ) ).toBe( state );
	} );

	it( 'rule: setting a status the checkout already has keeps the same state object', () => {
		const state = stateWith( { status: 'idle' } );
		expect( reducer( state, actions.__internalSetIdle() ) ).toBe( state );
	} );
} );

describe( 'checkout data reducer', () => {
	it.each( [
		[ 'customerId', actions.__internalSetCustomerId( 7 ), 7 ],
		[ 'orderId', actions.__internalSetOrderId( 42 ), 42 ],
		[ 'redirectUrl', actions.__internalSetRedirectUrl( '/ok' ), '/ok' ],
		[ 'orderNotes', actions.__internalSetOrderNotes( 'Llamar antes' ), 'Llamar antes' ],
		[ 'customerPassword', actions.__internalSetCustomerPassword( 's3cret!' ), 's3cret!' ],
		[ 'shouldCreateAccount', actions.__internalSetShouldCreateAccount( true ), true ],
		[ 'useShippingAsBilling', actions.__internalSetUseShippingAsBilling( false ), false ],
		[ 'prefersCollection', actions.setPrefersCollection( true ), true ],
		[ 'editingBillingAddress', actions.setEditingBillingAddress( true ), true ],
		[ 'editingShippingAddress', actions.setEditingShippingAddress( true ), true ],
	] as const )( 'given %s is set › stores it', ( key, action, value ) => {
		expect( reducer( stateWith(), action as never )[ key ] ).toBe( value );
	} );

	it( 'extension data › merges into the namespace by default', () => {
		let state = reducer(
			stateWith(),
			actions.__internalSetExtensionData( 'gift', { wrap: true } )
		);
		state = reducer(
			deepFreeze( state ),
			actions.__internalSetExtensionData( 'gift', { note: 'hola' } )
		);
		expect( state.extensionData ).toEqual( { gift: { wrap: true, note: 'hola' } } );
	} );

	it( 'extension data › replaces the namespace when asked', () => {
		const state = reducer(
			stateWith( { extensionData: { gift: { wrap: true } } } ),
			actions.__internalSetExtensionData( 'gift', { note: 'hola' }, true )
		);
		expect( state.extensionData ).toEqual( { gift: { note: 'hola' } } );
	} );

	it( 'extension data › keeps other namespaces', () => {
		const state = reducer(
			stateWith( { extensionData: { other: { a: 1 } } } ),
			actions.__internalSetExtensionData( 'gift', { wrap: true } )
		);
		expect( state.extensionData.other ).toEqual( { a: 1 } );
	} );

	it( 'additional fields › merge, and unchanged values keep the same state', () => {
		const state = reducer(
			stateWith( { additionalFields: { 'ns/vat': 'B1' } } ),
			actions.setAdditionalFields( { 'ns/newsletter': true } )
		);
		expect( state.additionalFields ).toEqual( { 'ns/vat': 'B1', 'ns/newsletter': true } );
		const frozen = deepFreeze( state );
		expect( reducer( frozen, actions.setAdditionalFields( { 'ns/vat': 'B1' } ) ) ).toBe(
			frozen
		);
	} );

	it( 'autocomplete providers › are added once and one is active per address type', () => {
		let state = reducer( stateWith(), actions.addAddressAutocompleteProvider( 'places' ) );
		state = reducer( deepFreeze( state ), actions.addAddressAutocompleteProvider( 'places' ) );
		state = reducer(
			deepFreeze( state ),
			actions.setActiveAddressAutocompleteProvider( 'places', 'shipping' )
		);
		expect( state.availableAutocompleteProviders ).toEqual( [ 'places' ] );
		expect( state.activeAutocompleteProvider ).toEqual( { billing: '', shipping: 'places' } );
	} );
} );

describe( 'checkout actions given bad input', () => {
	it( 'extension data without a namespace or with non-object data › throws a TypeError', () => {
		expect( () => actions.__internalSetExtensionData( '', {} ) ).toThrow( TypeError );
		expect( () => actions.__internalSetExtensionData( 'gift', 'wrap' as never ) ).toThrow(
			'Extension data for "gift" must be an object.'
		);
	} );

	it( 'additional fields that are not strings or booleans › throw a TypeError', () => {
		expect( () => actions.setAdditionalFields( { a: 1 } as never ) ).toThrow( TypeError );
		expect( () => actions.setAdditionalFields( null as never ) ).toThrow( TypeError );
	} );

	it( 'an unknown autocomplete address type › throws a TypeError', () => {
		expect( () =>
			actions.setActiveAddressAutocompleteProvider( 'places', 'office' as never )
		).toThrow( 'Unknown address type "office"' );
	} );
} );
