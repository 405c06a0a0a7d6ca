/** Tests of email validation: valid and invalid addresses, non-strings, the trimmed form, the error. */

import { getEmailError, isEmail, normaliseEmail } from '@cesta/validation';

describe( 'given an email address', () => {
	it.each( [
		'lucia.garcia@correo.es',
		'LUCIA@CORREO.ES',
		'pedidos+tienda@mi-dominio.com',
		"o'brien@example.ie",
		'a@b.co',
		'usuario@sub.dominio.example.museum',
		'  lucia@correo.es  ',
	] )( 'when it is %p › accepts it', ( email ) => {
		expect( isEmail( email ) ).toBe( true );
	} );

	it.each( [
		'',
		'lucia',
		'lucia@',
		'@correo.es',
		'lucia@correo',
		'lucia@@correo.es',
		'lucia @correo.es',
		'lucia..garcia@correo.es',
		'.lucia@correo.es',
		'lucia.@correo.es',
		'lucia@-correo.es',
		'lucia@correo-.es',
		'lucia@correo..es',
		'lucia@correo.e',
		'lucia@correo.123',
		'lucía@correo.es',
		'lucia@córreo.es',
		'"lucia"@correo.es',
		'lucia@[127.0.0.1]',
		`${ 'a'.repeat( 65 ) }@correo.es`,
		`lucia@${ 'a'.repeat( 250 ) }.es`,
	] )( 'when it is %p › rejects it', ( email ) => {
		expect( isEmail( email ) ).toBe( false );
	} );

	it.each( [ null, undefined, 42, {} ] )(
		'when it is not a string (%p) › rejects it without throwing',
		( value ) => {
			expect( isEmail( value ) ).toBe( false );
			expect( normaliseEmail( value ) ).toBe( '' );
		}
	);
} );

describe( 'given an email to compare', () => {
	it( 'when it is valid › gives it trimmed', () => {
		expect( normaliseEmail( '  Lucia@Correo.es \n' ) ).toBe( 'Lucia@Correo.es' );
	} );

	it( 'when it is invalid › gives an empty string', () => {
		expect( normaliseEmail( ' lucia@correo ' ) ).toBe( '' );
	} );
} );

describe( 'given the email error', () => {
	it( 'when the address is invalid › gives the spec message', () => {
		expect( getEmailError( 'lucia@correo' ) ).toBe( 'Please enter a valid email address' );
	} );

	it( 'when the address is valid › gives no error', () => {
		expect( getEmailError( 'lucia@correo.es' ) ).toBeUndefined();
	} );
} );
