/** Tests of the validation reducer: setting, clearing, hiding and showing errors, unchanged state kept. */

import { deepFreeze } from '../../test/deep-freeze';
import {
	clearValidationError,
	clearValidationErrors,
	hideValidationError,
	setValidationErrors,
	showAllValidationErrors,
	showValidationError,
} from '../actions';
import { reducer } from '../reducer';
import type { ValidationState } from '../types';

const postcode = { message: 'Please enter a valid postcode', hidden: false };
const email = { message: 'Please enter a valid email address', hidden: true };
const state: ValidationState = deepFreeze( {
	'billing-postcode': postcode,
	'billing-email': email,
} );

describe( 'validation reducer', () => {
	it( 'given no state › starts with no errors', () => {
		expect( reducer( undefined, { type: '@@INIT' } as never ) ).toEqual( {} );
	} );

	describe( 'setValidationErrors', () => {
		it( 'given new errors › merges them over the existing ones', () => {
			const next = reducer(
				state,
				setValidationErrors( { coupon: { message: 'Invalid coupon' } } )
			);
			expect( next ).toEqual( {
				...state,
				coupon: { message: 'Invalid coupon', hidden: false },
			} );
		} );

		it( 'given an error that replaces an existing one › keeps the new message and flag', () => {
			const next = reducer(
				state,
				setValidationErrors( { 'billing-email': { message: 'Changed', hidden: false } } )
			);
			expect( next[ 'billing-email' ] ).toEqual( { message: 'Changed', hidden: false } );
		} );

		it( 'given errors identical to the stored ones › returns the same state object', () => {
			expect(
				reducer( state, setValidationErrors( { 'billing-postcode': postcode } ) )
			).toBe( state );
		} );
	} );

	describe( 'clearing', () => {
		it( 'clearValidationError › removes only that error', () => {
			expect( reducer( state, clearValidationError( 'billing-email' ) ) ).toEqual( {
				'billing-postcode': postcode,
			} );
		} );

		it( 'clearValidationError of a missing id › returns the same state', () => {
			expect( reducer( state, clearValidationError( 'nope' ) ) ).toBe( state );
		} );

		it( 'clearValidationErrors with ids › removes those errors', () => {
			expect(
				reducer( state, clearValidationErrors( [ 'billing-email', 'billing-postcode' ] ) )
			).toEqual( {} );
		} );

		it( 'clearValidationErrors without ids › removes every error', () => {
			expect( reducer( state, clearValidationErrors() ) ).toEqual( {} );
		} );

		it( 'clearValidationErrors without ids on an empty state › returns the same state', () => {
			const empty = deepFreeze( {} );
			expect( reducer( empty, clearValidationErrors() ) ).toBe( empty );
		} );
	} );

	describe( 'visibility', () => {
		it( 'hideValidationError › hides a shown error and keeps its message', () => {
			expect(
				reducer( state, hideValidationError( 'billing-postcode' ) )[ 'billing-postcode' ]
			).toEqual( {
				...postcode,
				hidden: true,
			} );
		} );

		it( 'showValidationError › shows a hidden error', () => {
			expect(
				reducer( state, showValidationError( 'billing-email' ) )[ 'billing-email' ].hidden
			).toBe( false );
		} );

		it( 'hiding or showing a missing error, or one already in that state › returns the same state', () => {
			expect( reducer( state, hideValidationError( 'nope' ) ) ).toBe( state );
			expect( reducer( state, hideValidationError( 'billing-email' ) ) ).toBe( state );
			expect( reducer( state, showValidationError( 'billing-postcode' ) ) ).toBe( state );
		} );

		it( 'showAllValidationErrors › shows every hidden error', () => {
			const next = reducer( state, showAllValidationErrors() );
			expect( Object.values( next ).every( ( error ) => ! error.hidden ) ).toBe( true );
			expect( next[ 'billing-email' ].message ).toBe( email.message );
		} );

		it( 'showAllValidationErrors with nothing hidden › returns the same state', () => {
			const shown = deepFreeze( { a: postcode } );
			expect( reducer( shown, showAllValidationErrors() ) ).toBe( shown );
		} );
	} );
} );
