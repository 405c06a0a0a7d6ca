/** Tests of the validation actions: bad input throws and keeps the errors, defaults, the deprecated clear-all. */

import { captureDeprecations, createTestRegistry } from '@cesta/test-utils';

import {
	clearAllValidationErrors,
	clearValidationError,
	clearValidationErrors,
	setValidationErrors,
} from '../actions';
import { validationStore } from '../index';

describe( 'validation actions', () => {
	describe( 'given bad input to setValidationErrors', () => {
		it.each( [
			[ 'not an object', null ],
			[ 'an array', [] ],
			[ 'an entry without a message', { email: { hidden: true } } ],
			[ 'a message that is not a string', { email: { message: 42 } } ],
			[ 'a hidden flag that is not a boolean', { email: { message: 'x', hidden: 'yes' } } ],
		] )( 'when given %s › throws a TypeError', ( _label, input ) => {
			expect( () => setValidationErrors( input as never ) ).toThrow( TypeError );
		} );

		it( 'when dispatched through the store › throws and loses none of the existing errors', () => {
			const registry = createTestRegistry();
			registry
				.dispatch( validationStore )
				.setValidationErrors( { email: { message: 'Bad email' } } );
			expect( () =>
				registry
					.dispatch( validationStore )
					.setValidationErrors( { postcode: { message: 'ok' }, phone: {} as never } )
			).toThrow( 'The validation error "phone" must be an object' );
			expect( registry.select( validationStore ).getValidationErrors() ).toEqual( {
				email: { message: 'Bad email', hidden: false },
			} );
		} );
	} );

	it( 'setValidationErrors › defaults hidden to false', () => {
		expect( setValidationErrors( { a: { message: 'm' } } ).errors ).toEqual( {
			a: { message: 'm', hidden: false },
		} );
	} );

	it( 'given an id that is not a string › clearing throws a TypeError', () => {
		expect( () => clearValidationError( 3 as never ) ).toThrow( TypeError );
		expect( () => clearValidationErrors( [ 'a', 3 as never ] ) ).toThrow( TypeError );
		expect( () => clearValidationErrors( 'a' as never ) ).toThrow( TypeError );
	} );

	it( 'clearAllValidationErrors › is deprecated in favour of clearValidationErrors and clears everything', () => {
		const warn = captureDeprecations();
		const registry = createTestRegistry();
		registry.dispatch( validationStore ).setValidationErrors( { a: { message: 'm' } } );
		expect( clearAllValidationErrors() ).toEqual( clearValidationErrors() );
		registry.dispatch( validationStore ).clearAllValidationErrors();
		expect( registry.select( validationStore ).hasValidationErrors() ).toBe( false );
		expect( warn ).toHaveBeenCalledWith( expect.stringContaining( 'clearValidationErrors' ) );
	} );
} );
