/** Tests of the validity message under an input: valid, missing, mismatch, custom, German, checkboxes. */

import { getValidityMessageForInput } from '@cesta/validation';

function input( attributes: Record< string, string >, value = '' ): HTMLInputElement {
	const element = document.createElement( 'input' );
	for ( const [ name, attributeValue ] of Object.entries( attributes ) ) {
		element.setAttribute( name, attributeValue );
	}
	element.value = value;
	return element;
}

describe( 'given a text input checked by the browser', () => {
	it( 'when it is valid › gives no message', () => {
		expect(
			getValidityMessageForInput( 'City', input( { required: '' }, 'Madrid' ), 'es_ES' )
		).toBe( '' );
	} );

	it( 'when a required value is missing › asks for a valid value with the label lower-cased', () => {
		expect(
			getValidityMessageForInput( 'First name', input( { required: '' } ), 'es_ES' )
		).toBe( 'Please enter a valid first name' );
	} );

	it( 'when an email input has no email › reports a type mismatch the same way', () => {
		expect(
			getValidityMessageForInput(
				'Email address',
				input( { type: 'email' }, 'lucia@' ),
				'es_ES'
			)
		).toBe( 'Please enter a valid email address' );
	} );

	it( 'when the site is German › keeps the label as written', () => {
		expect( getValidityMessageForInput( 'Vorname', input( { required: '' } ), 'de_DE' ) ).toBe(
			'Please enter a valid Vorname'
		);
	} );

	it( 'when a custom validity message is set › gives it first', () => {
		const element = input( { required: '' } );
		element.setCustomValidity( 'Este código no existe' );
		expect( getValidityMessageForInput( 'Coupon', element, 'es_ES' ) ).toBe(
			'Este código no existe'
		);
	} );

	it( 'when the custom validity message is cleared › falls back to the browser check', () => {
		const element = input( { required: '' } );
		element.setCustomValidity( 'Este código no existe' );
		element.setCustomValidity( '' );
		expect( getValidityMessageForInput( 'Coupon', element, 'es_ES' ) ).toBe(
			'Please enter a valid coupon'
		);
	} );

	it( 'when another constraint fails › gives the browser’s message, or the generic one if it has none', () => {
		const element = input( { pattern: '[0-9]+' }, 'abc' );
		expect( element.validity.patternMismatch ).toBe( true );
		const message = getValidityMessageForInput( 'Phone', element, 'es_ES' );
		expect( message ).toBe( element.validationMessage || 'Please enter a valid phone' );
		expect( message ).not.toBe( '' );
	} );
} );

describe( 'given a required checkbox', () => {
	it( 'when it is unticked › asks to tick it', () => {
		expect(
			getValidityMessageForInput(
				'Terms',
				input( { type: 'checkbox', required: '' } ),
				'es_ES'
			)
		).toBe( 'Please check this box if you want to proceed.' );
	} );

	it( 'when it is ticked › gives no message', () => {
		const element = input( { type: 'checkbox', required: '' } );
		element.checked = true;
		expect( getValidityMessageForInput( 'Terms', element, 'es_ES' ) ).toBe( '' );
	} );
} );
