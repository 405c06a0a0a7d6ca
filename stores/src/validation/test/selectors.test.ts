/** Tests of the validation selectors: errors, their element ids, hidden errors still blocking, stable state. */

import { deepFreeze } from '../../test/deep-freeze';
import {
	getValidationError,
	getValidationErrorId,
	getValidationErrors,
	hasValidationErrors,
} from '../selectors';

const state = deepFreeze( {
	'billing-email': { message: 'Please enter a valid email address', hidden: false },
	'shipping-postcode': { message: 'Please enter a valid postcode', hidden: true },
} );

describe( 'validation selectors', () => {
	it( 'getValidationError › returns the error or undefined', () => {
		expect( getValidationError( state, 'billing-email' ) ).toBe( state[ 'billing-email' ] );
		expect( getValidationError( state, 'nope' ) ).toBeUndefined();
	} );

	it( 'getValidationErrorId › gives validate-error-<id> for a shown error', () => {
		expect( getValidationErrorId( state, 'billing-email' ) ).toBe(
			'validate-error-billing-email'
		);
	} );

	it( 'getValidationErrorId › gives undefined for a hidden or missing error', () => {
		expect( getValidationErrorId( state, 'shipping-postcode' ) ).toBeUndefined();
		expect( getValidationErrorId( state, 'nope' ) ).toBeUndefined();
	} );

	it( 'hasValidationErrors › counts hidden errors too, since they still block the order', () => {
		expect( hasValidationErrors( deepFreeze( { a: { message: 'x', hidden: true } } ) ) ).toBe(
			true
		);
		expect( hasValidationErrors( deepFreeze( {} ) ) ).toBe( false );
	} );

	it( 'getValidationErrors › returns the same object while nothing changes', () => {
		expect( getValidationErrors( state ) ).toBe( getValidationErrors( state ) );
	} );
} );
