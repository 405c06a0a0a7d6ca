/** Tests of validation error visibility through the store: load, edit and blur, typing, submit, removal. */

import { createTestRegistry } from '@cesta/test-utils';

import { validationStore } from '../index';

const message = 'Please enter a valid city';

const setup = () => {
	const registry = createTestRegistry();
	const { setFieldValidity } = registry.dispatch( validationStore );
	const error = () => registry.select( validationStore ).getValidationError( 'billing-city' );
	return { registry, setFieldValidity, error };
};

describe( 'validation error visibility (spec 2 §4)', () => {
	it( 'given an invalid text field found on load › the error starts hidden', () => {
		const { setFieldValidity, error } = setup();
		setFieldValidity( 'billing-city', { isValid: false, message, trigger: 'load' } );
		expect( error() ).toEqual( { message, hidden: true } );
	} );

	it( 'given a hidden load error › becomes visible after the field is edited and blurred', () => {
		const { setFieldValidity, error } = setup();
		setFieldValidity( 'billing-city', { isValid: false, message, trigger: 'load' } );
		setFieldValidity( 'billing-city', {
			isValid: false,
			message,
			trigger: 'input',
			edited: true,
		} );
		expect( error()?.hidden ).toBe( true );
		setFieldValidity( 'billing-city', {
			isValid: false,
			message,
			trigger: 'blur',
			edited: true,
		} );
		expect( error()?.hidden ).toBe( false );
	} );

	it( 'given a hidden load error › a blur without any edit keeps it hidden', () => {
		const { setFieldValidity, error } = setup();
		setFieldValidity( 'billing-city', { isValid: false, message, trigger: 'load' } );
		setFieldValidity( 'billing-city', {
			isValid: false,
			message,
			trigger: 'blur',
			edited: false,
		} );
		expect( error()?.hidden ).toBe( true );
	} );

	it( 'given a shown error › typing hides it again until the next blur', () => {
		const { setFieldValidity, error } = setup();
		setFieldValidity( 'billing-city', {
			isValid: false,
			message,
			trigger: 'blur',
			edited: true,
		} );
		setFieldValidity( 'billing-city', {
			isValid: false,
			message,
			trigger: 'input',
			edited: true,
		} );
		expect( error()?.hidden ).toBe( true );
	} );

	it( 'given an error › it is cleared as soon as the field becomes valid', () => {
		const { setFieldValidity, error } = setup();
		setFieldValidity( 'billing-city', {
			isValid: false,
			message,
			trigger: 'blur',
			edited: true,
		} );
		setFieldValidity( 'billing-city', { isValid: true, trigger: 'input', edited: true } );
		expect( error() ).toBeUndefined();
	} );

	it( 'given a hidden error › a forced validation shows it at once', () => {
		const { setFieldValidity, error } = setup();
		setFieldValidity( 'billing-city', { isValid: false, message, trigger: 'load' } );
		setFieldValidity( 'billing-city', { isValid: false, message, trigger: 'force' } );
		expect( error()?.hidden ).toBe( false );
	} );

	it( 'given a field that is removed › clearing its error removes it', () => {
		const { registry, setFieldValidity, error } = setup();
		setFieldValidity( 'billing-city', { isValid: false, message, trigger: 'force' } );
		registry.dispatch( validationStore ).clearValidationError( 'billing-city' );
		expect( error() ).toBeUndefined();
	} );

	it( 'given a report of an invalid field without any message › throws and stores nothing', () => {
		const { setFieldValidity, error } = setup();
		expect( () =>
			setFieldValidity( 'billing-city', { isValid: false, trigger: 'blur' } )
		).toThrow( TypeError );
		expect( error() ).toBeUndefined();
	} );
} );
