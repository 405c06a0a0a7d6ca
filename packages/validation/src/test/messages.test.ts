/** Tests of the messages: the spec's English wording, German labels, and their es_ES translations. */

import {
	checkboxRequiredMessage,
	countryMissingMessage,
	countryNotAllowedMessage,
	countryNotShippableMessage,
	emailInvalidMessage,
	fieldInvalidMessage,
	getDefaultAddressFields,
	getPasswordStrengthLabel,
	optionalLabel,
	patternMismatchMessage,
	postcodeInvalidMessage,
	selectInvalidMessage,
	selectPlaceholder,
	selectRequiredMessage,
	textInvalidMessage,
} from '@cesta/validation';

import { useEnglish, useSpanish } from './spanish';

describe( 'given the spec messages in English', () => {
	it.each( [
		[ postcodeInvalidMessage(), 'Please enter a valid postcode' ],
		[ emailInvalidMessage(), 'Please enter a valid email address' ],
		[ countryMissingMessage(), 'Please select your country' ],
		[ countryNotAllowedMessage(), 'Sorry, we do not allow orders from the selected country' ],
		[ countryNotShippableMessage(), 'Sorry, we do not ship orders to the selected country' ],
		[ selectRequiredMessage( 'State/County', 'es_ES' ), 'Please select a state/county' ],
		[ selectInvalidMessage(), 'Please select a valid option' ],
		[ selectPlaceholder( 'State/County', 'es_ES' ), 'Select a state/county' ],
		[ optionalLabel( 'Company' ), 'Company (optional)' ],
		[
			patternMismatchMessage( 'VAT number', '^ES\\w{9}$' ),
			'VAT number must match the pattern ^ES\\w{9}$',
		],
		[ fieldInvalidMessage( 'VAT number' ), 'VAT number is invalid' ],
		[ textInvalidMessage( 'First name', 'es_ES' ), 'Please enter a valid first name' ],
		[ checkboxRequiredMessage(), 'Please check this box if you want to proceed.' ],
	] )( 'produces %p verbatim', ( message, expected ) => {
		expect( message ).toBe( expected );
	} );

	it( 'when the locale is German › keeps the label’s capitals', () => {
		expect( textInvalidMessage( 'Postleitzahl', 'de_DE' ) ).toBe(
			'Please enter a valid Postleitzahl'
		);
		expect( selectRequiredMessage( 'Bundesland', 'de_CH_informal' ) ).toBe(
			'Please select a Bundesland'
		);
		expect( selectPlaceholder( 'Bundesland', 'de-AT' ) ).toBe( 'Select a Bundesland' );
	} );

	it( 'when no locale is given › reads the page language from <html lang>', () => {
		document.documentElement.lang = 'de-DE';
		expect( textInvalidMessage( 'Vorname' ) ).toBe( 'Please enter a valid Vorname' );
		document.documentElement.lang = 'es-ES';
		expect( textInvalidMessage( 'First name' ) ).toBe( 'Please enter a valid first name' );
		document.documentElement.lang = '';
	} );
} );

describe( 'given the es_ES catalogue is loaded', () => {
	beforeEach( useSpanish );
	afterEach( useEnglish );

	it( 'translates every message', () => {
		expect( postcodeInvalidMessage() ).toBe( 'Por favor, introduce un código postal válido' );
		expect( emailInvalidMessage() ).toBe(
			'Por favor, introduce una dirección de correo electrónico válida'
		);
		expect( countryMissingMessage() ).toBe( 'Por favor, elige tu país' );
		expect( countryNotAllowedMessage() ).toBe(
			'Lo siento, no aceptamos pedidos desde el país seleccionado'
		);
		expect( countryNotShippableMessage() ).toBe(
			'Lo siento, no enviamos pedidos al país seleccionado'
		);
		expect( selectRequiredMessage( 'Provincia', 'es_ES' ) ).toBe(
			'Por favor, selecciona: provincia'
		);
		expect( selectInvalidMessage() ).toBe( 'Por favor, elige una opción válida' );
		expect( selectPlaceholder( 'Provincia', 'es_ES' ) ).toBe( 'Selecciona: provincia' );
		expect( optionalLabel( 'Empresa' ) ).toBe( 'Empresa (opcional)' );
		expect( patternMismatchMessage( 'NIF', '^[0-9]{8}[A-Z]$' ) ).toBe(
			'NIF debe coincidir con el patrón ^[0-9]{8}[A-Z]$'
		);
		expect( fieldInvalidMessage( 'NIF' ) ).toBe( 'El campo «NIF» no es válido' );
		expect( textInvalidMessage( 'Código postal', 'es_ES' ) ).toBe(
			'Por favor, introduce un valor válido en «código postal»'
		);
		expect( checkboxRequiredMessage() ).toBe(
			'Por favor, marca esta casilla si quieres continuar.'
		);
	} );

	it( 'translates the password strength labels', () => {
		expect( [ 0, 1, 2, 3, 4 ].map( getPasswordStrengthLabel ) ).toEqual( [
			'Demasiado débil',
			'Débil',
			'Media',
			'Fuerte',
			'Muy fuerte',
		] );
	} );

	it( 'translates the default address field labels and their optional form', () => {
		const fields = getDefaultAddressFields();
		expect( fields.postcode.label ).toBe( 'Código postal' );
		expect( fields.state.label ).toBe( 'Provincia' );
		expect( fields.company.optionalLabel ).toBe( 'Empresa (opcional)' );
		for ( const field of Object.values( fields ) ) {
			expect( field.label ).not.toBe( '' );
		}
	} );
} );
