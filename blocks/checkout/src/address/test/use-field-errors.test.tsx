/**
 * useFieldErrors against the real validation store: spec 2 §4's visibility
 * rules, the ids it manages, and no store change for a keystroke that
 * changes nothing.
 */
import { act } from '@testing-library/react';

import { validationStore } from '@cesta/data';
import { createTestRegistry, renderWithRegistry } from '@cesta/test-utils';

import { useFieldErrors } from '../use-field-errors';
import type { FieldErrorsOptions } from '../use-field-errors';

const errorIdOf = ( key: string ) => `shipping_${ key }`;

const setup = ( initial: Partial< FieldErrorsOptions > = {} ) => {
	const registry = createTestRegistry();
	let options: FieldErrorsOptions = {
		errors: { postcode: 'Please enter a valid postcode' },
		keys: [ 'city', 'postcode' ],
		errorIdOf,
		...initial,
	};
	const rendered = renderWithRegistry( registry, () => useFieldErrors( options ) );
	const update = ( next: Partial< FieldErrorsOptions > ) => {
		options = { ...options, ...next };
		rendered.rerender();
	};
	const stored = ( key: string ) =>
		registry.select( validationStore ).getValidationError( errorIdOf( key ) );
	return { registry, rendered, update, stored };
};

describe( 'useFieldErrors', () => {
	it( 'given an error found on load › stores it hidden under the stores’ id and shows nothing', () => {
		const { rendered, stored } = setup();

		expect( stored( 'postcode' ) ).toEqual( {
			message: 'Please enter a valid postcode',
			hidden: true,
		} );
		expect( rendered.result.current.visibleErrors ).toEqual( {} );
	} );

	it( 'when the shopper leaves an edited field › shows its error; leaving an untouched one keeps it hidden', () => {
		const { rendered, stored } = setup( {
			errors: {
				city: 'Please enter a valid city',
				postcode: 'Please enter a valid postcode',
			},
		} );

		act( () => rendered.result.current.onFieldBlur( 'city' ) );
		expect( stored( 'city' )?.hidden ).toBe( true );

		act( () => rendered.result.current.onFieldChange( 'postcode' ) );
		act( () => rendered.result.current.onFieldBlur( 'postcode' ) );
		expect( rendered.result.current.visibleErrors ).toEqual( {
			postcode: 'Please enter a valid postcode',
		} );
	} );

	it( 'when the shopper types into a field whose error shows › hides it while typing; valid, removes it', () => {
		const { rendered, update, stored } = setup();
		act( () => rendered.result.current.onFieldChange( 'postcode' ) );
		act( () => rendered.result.current.onFieldBlur( 'postcode' ) );
		expect( stored( 'postcode' )?.hidden ).toBe( false );

		act( () => rendered.result.current.onFieldChange( 'postcode' ) );
		update( { errors: { postcode: 'Please enter a valid postcode' } } );
		expect( stored( 'postcode' )?.hidden ).toBe( true );

		act( () => rendered.result.current.onFieldChange( 'postcode' ) );
		update( { errors: {} } );
		expect( stored( 'postcode' ) ).toBeUndefined();
	} );

	it( 'given a submit (all shown) › another field’s change keeps the shown error shown', () => {
		const { registry, rendered, update, stored } = setup();
		act( () => {
			void registry.dispatch( validationStore ).showAllValidationErrors();
		} );

		act( () => rendered.result.current.onFieldChange( 'city' ) );
		update( { errors: { postcode: 'Please enter a valid postcode' } } );

		expect( stored( 'postcode' )?.hidden ).toBe( false );
	} );

	it( 'when a field stops being shown, the form is inactive or unmounted › its errors are removed', () => {
		const { rendered, update, stored } = setup( {
			errors: {
				city: 'Please enter a valid city',
				postcode: 'Please enter a valid postcode',
			},
		} );

		update( { keys: [ 'city' ] } );
		expect( stored( 'postcode' ) ).toBeUndefined();
		expect( stored( 'city' ) ).toBeDefined();

		update( { active: false } );
		expect( stored( 'city' ) ).toBeUndefined();

		update( { active: true } );
		expect( stored( 'city' ) ).toBeDefined();
		rendered.unmount();
		expect( stored( 'city' ) ).toBeUndefined();
	} );

	it( 'when nothing changes for the store (a valid keystroke elsewhere) › dispatches nothing', () => {
		const { registry, rendered, update } = setup();
		const listener = jest.fn();
		const unsubscribe = registry.subscribe( listener, validationStore );

		act( () => rendered.result.current.onFieldChange( 'city' ) );
		update( { errors: { postcode: 'Please enter a valid postcode' } } );

		expect( listener ).not.toHaveBeenCalled();
		unsubscribe();
	} );
} );
