/** Tests of field validation: each rule of spec 2 §5 "Fields", on WooCommerce 9.9.5's fields, in English and es_ES. */

import {
	getAddressErrors,
	getAddressFormFields,
	getFieldError,
	keyFormFields,
	loadPostcodePatterns,
	normaliseFieldValue,
} from '@cesta/validation';
import type { AddressFormField } from '@cesta/validation';

import wooCommerceCheckoutPage from '../../../../../reference/wc-page-data/checkout-page.json';
import { useEnglish, useSpanish } from '../../test/spanish';

// Form errors check postcodes once their patterns are loaded (see postcode-on-demand.test.ts).
beforeAll( () => loadPostcodePatterns() );

const MADRID = {
	email: 'lucia.garcia@correo.es',
	first_name: 'Lucía',
	last_name: 'García',
	company: '',
	address_1: 'Calle de Alcalá 50',
	address_2: '',
	city: 'Madrid',
	state: 'M',
	postcode: '28001',
	country: 'ES',
	phone: '600000000',
};

const fieldsFor = ( country: string, type: 'billing' | 'shipping' = 'billing' ) =>
	keyFormFields( getAddressFormFields( country, { type } ) );

beforeEach( () => {
	window.wcSettings = structuredClone( wooCommerceCheckoutPage.wcSettings );
} );

afterEach( () => {
	delete window.wcSettings;
	useEnglish();
} );

describe( 'given a complete address in Madrid', () => {
	it( 'has no error in the billing or the shipping form', () => {
		expect(
			getAddressErrors( MADRID, getAddressFormFields( 'ES', { type: 'billing' } ) )
		).toEqual( {} );
		expect(
			getAddressErrors( MADRID, getAddressFormFields( 'ES', { type: 'shipping' } ), {
				type: 'shipping',
			} )
		).toEqual( {} );
	} );
} );

describe( 'given an empty form for Spain', () => {
	const empty = { country: 'ES' };

	it( 'names every required visible field, and only those', () => {
		expect(
			getAddressErrors( empty, getAddressFormFields( 'ES', { type: 'billing' } ) )
		).toEqual( {
			email: 'Please enter a valid email address',
			first_name: 'Please enter a valid first name',
			last_name: 'Please enter a valid last name',
			address_1: 'Please enter a valid address',
			postcode: 'Please enter a valid postal code',
			city: 'Please enter a valid city',
			state: 'Please select a province',
			phone: 'Please enter a valid phone',
		} );
	} );

	it( 'when the shop is in Spanish › says it in Spanish', () => {
		useSpanish();

		const errors = getAddressErrors( empty, getAddressFormFields( 'ES', { type: 'billing' } ) );

		expect( errors.first_name ).toBe( 'Por favor, introduce un valor válido en «first name»' );
		expect( errors.state ).toBe( 'Por favor, selecciona: province' );
		expect( errors.email ).toBe(
			'Por favor, introduce una dirección de correo electrónico válida'
		);
	} );
} );

describe( 'given the rule “only visible fields that are required or non-empty are validated”', () => {
	let fields: Record< string, AddressFormField >;
	beforeEach( () => {
		fields = fieldsFor( 'ES' );
	} );

	it( 'never validates a hidden field, whatever its value', () => {
		expect( getFieldError( fields.company, '' ) ).toBeUndefined();
		expect( getFieldError( { ...fields.company, required: true }, '' ) ).toBeUndefined();
	} );

	it( 'skips an empty optional field', () => {
		expect( getFieldError( fields.address_2, '   ' ) ).toBeUndefined();
	} );

	it( 'validates an optional field that has a value', () => {
		const optionalPostcode = { ...fields.postcode, required: false };

		expect(
			getFieldError( optionalPostcode, '', { address: { country: 'ES' } } )
		).toBeUndefined();
		expect( getFieldError( optionalPostcode, '2801', { address: { country: 'ES' } } ) ).toBe(
			'Please enter a valid postcode'
		);
	} );

	it( 'counts a value of spaces as empty', () => {
		expect( getFieldError( fields.first_name, '   ' ) ).toBe(
			'Please enter a valid first name'
		);
	} );
} );

describe( 'given the label of a field inside a message', () => {
	it( 'lower-cases it, except in German locales', () => {
		const fields = fieldsFor( 'ES' );

		expect( getFieldError( fields.first_name, '', { locale: 'es_ES' } ) ).toBe(
			'Please enter a valid first name'
		);
		expect(
			getFieldError( { ...fields.first_name, label: 'Vorname' }, '', { locale: 'de_DE' } )
		).toBe( 'Please enter a valid Vorname' );
		expect(
			getFieldError( { ...fields.state, label: 'Bundesland' }, '', {
				address: { country: 'ES' },
				locale: 'de_DE_formal',
			} )
		).toBe( 'Please select a Bundesland' );
	} );

	it( 'prefers the field’s own error message to the generic one', () => {
		expect(
			getFieldError(
				{ ...fieldsFor( 'ES' ).first_name, errorMessage: 'Dinos tu nombre' },
				''
			)
		).toBe( 'Dinos tu nombre' );
	} );
} );

describe( 'given the email', () => {
	it.each( [
		[ '', 'Please enter a valid email address' ],
		[ 'lucia@correo', 'Please enter a valid email address' ],
		[ 'lucía@correo.es', 'Please enter a valid email address' ],
		[ '  lucia@correo.es ', undefined ],
	] )( '%j › %s', ( value, error ) => {
		expect( getFieldError( fieldsFor( 'ES' ).email, value ) ).toBe( error );
	} );
} );

describe( 'given the postcode, checked against the address’s country', () => {
	it.each( [
		[ 'ES', '28001', undefined ],
		[ 'ES', ' 28001 ', undefined ],
		[ 'ES', '2801', 'Please enter a valid postcode' ],
		[ 'ES', '60001', 'Please enter a valid postcode' ],
		[ 'US', '90210-1234', undefined ],
		[ 'US', '9021', 'Please enter a valid postcode' ],
		[ 'CA', 'k1a 0b1', undefined ],
		[ 'DE', '10115', undefined ],
		[ 'FR', '75001', undefined ],
		[ 'IT', '00184', undefined ],
		[ 'PT', '1100-148', undefined ],
		[ 'GB', 'sw1a 1aa', undefined ],
		[ 'GB', 'SW1A', 'Please enter a valid postcode' ],
		[ 'NL', '1012 ab', undefined ],
		[ 'NL', '0123 AB', 'Please enter a valid postcode' ],
		[ 'JP', '100-0001', undefined ],
		[ 'JP', '1000001', 'Please enter a valid postcode' ],
	] )( 'in %s, %j › %s', ( country, postcode, error ) => {
		const fields = fieldsFor( country );
		expect( getFieldError( fields.postcode, postcode, { address: { country } } ) ).toBe(
			error
		);
	} );

	it( 'without a country › cannot judge the postcode, and asks for the country instead', () => {
		const fields = fieldsFor( '' );
		const address = { country: '', postcode: '2801' };

		expect( getFieldError( fields.postcode, '2801', { address } ) ).toBeUndefined();
		expect( getAddressErrors( address, [ fields.country, fields.postcode ] ) ).toEqual( {
			country: 'Please select your country',
		} );
	} );
} );

describe( 'given the state', () => {
	let state: AddressFormField;
	beforeEach( () => {
		state = fieldsFor( 'ES' ).state;
	} );
	const inSpain = { address: { country: 'ES' } };

	it( 'when it is left empty with the country set › asks to select one, naming the field', () => {
		expect( getFieldError( state, '', inSpain ) ).toBe( 'Please select a province' );
	} );

	it( 'when it is typed as the name or the code of a province › accepts it, in any case', () => {
		expect( getFieldError( state, 'madrid', inSpain ) ).toBeUndefined();
		expect( getFieldError( state, ' b ', inSpain ) ).toBeUndefined();
		expect( normaliseFieldValue( state, 'madrid' ) ).toBe( 'M' );
		expect( normaliseFieldValue( state, 'Las Palmas' ) ).toBe( 'GC' );
	} );

	it( 'when it names no province › asks to select one', () => {
		expect( getFieldError( state, 'Lisboa', inSpain ) ).toBe( 'Please select a province' );
		expect( normaliseFieldValue( state, 'Lisboa' ) ).toBe( 'Lisboa' );
	} );

	it( 'when the country has no list (the United Kingdom’s optional county) › takes any text', () => {
		const county = fieldsFor( 'GB' ).state;

		expect( getFieldError( county, 'Kent', { address: { country: 'GB' } } ) ).toBeUndefined();
		expect( getFieldError( county, '', { address: { country: 'GB' } } ) ).toBeUndefined();
	} );

	it( 'when the country hides it (Portugal) › never complains', () => {
		expect(
			getFieldError( fieldsFor( 'PT' ).state, '', { address: { country: 'PT' } } )
		).toBeUndefined();
	} );

	it( 'when the shop is in Spanish › says it in Spanish', () => {
		useSpanish();
		const provincia = { ...state, label: 'Provincia' };

		expect( getFieldError( provincia, '', inSpain ) ).toBe(
			'Por favor, selecciona: provincia'
		);
	} );
} );

describe( 'given the country', () => {
	it( 'when the billing country is not sold to › says so', () => {
		const fields = fieldsFor( 'ES' );

		expect( getFieldError( fields.country, 'ES' ) ).toBeUndefined();
		expect( getFieldError( fields.country, 'XX' ) ).toBe(
			'Sorry, we do not allow orders from the selected country'
		);
		expect( getFieldError( fields.country, 'FR', { allowedCountries: [ 'ES', 'PT' ] } ) ).toBe(
			'Sorry, we do not allow orders from the selected country'
		);
	} );

	it( 'when the shipping country is not shipped to › says so', () => {
		window.wcSettings = {
			...window.wcSettings,
			countryData: {
				...wooCommerceCheckoutPage.wcSettings.countryData,
				FR: { ...wooCommerceCheckoutPage.wcSettings.countryData.FR, allowShipping: false },
			},
		};
		const { country } = fieldsFor( 'FR', 'shipping' );

		expect( getFieldError( country, 'FR', { type: 'shipping' } ) ).toBe(
			'Sorry, we do not ship orders to the selected country'
		);
		expect( getFieldError( country, 'ES', { type: 'shipping' } ) ).toBeUndefined();
	} );

	it.each( [ 'city', 'state', 'postcode' ] )(
		'when the %s is filled without a country › asks for the country',
		( key ) => {
			const { country } = fieldsFor( '' );

			expect(
				getFieldError( { ...country, required: false }, '', { address: { [ key ]: 'x' } } )
			).toBe( 'Please select your country' );
		}
	);

	it( 'when a required country is left empty › asks for it', () => {
		expect( getFieldError( fieldsFor( '' ).country, '' ) ).toBe( 'Please select your country' );
	} );

	it( 'when the shop is in Spanish › says it in Spanish', () => {
		useSpanish();

		expect( getFieldError( fieldsFor( '' ).country, '' ) ).toBe( 'Por favor, elige tu país' );
		expect( getFieldError( fieldsFor( 'ES' ).country, 'XX' ) ).toBe(
			'Lo siento, no aceptamos pedidos desde el país seleccionado'
		);
	} );
} );

describe( 'given additional fields', () => {
	const select: AddressFormField = {
		key: 'mi-tienda/tipo',
		label: 'Tipo de cliente',
		optionalLabel: 'Tipo de cliente (optional)',
		required: true,
		hidden: false,
		index: 1000,
		type: 'select',
		location: 'order',
		options: [
			{ value: 'particular', label: 'Particular' },
			{ value: 'empresa', label: 'Empresa' },
		],
	};
	const checkbox: AddressFormField = {
		key: 'mi-tienda/mayor-de-edad',
		label: 'Soy mayor de edad',
		optionalLabel: 'Soy mayor de edad (optional)',
		required: true,
		hidden: false,
		index: 1001,
		type: 'checkbox',
		location: 'contact',
	};

	it( 'when a required select is left empty or set to something unlisted › asks for a valid option', () => {
		expect( getFieldError( select, '' ) ).toBe( 'Please select a valid option' );
		expect( getFieldError( select, 'mayorista' ) ).toBe( 'Please select a valid option' );
		expect( getFieldError( select, 'empresa' ) ).toBeUndefined();
	} );

	it( 'when a required checkbox is left unticked › asks to tick it, or says the field’s own message', () => {
		expect( getFieldError( checkbox, false ) ).toBe(
			'Please check this box if you want to proceed.'
		);
		expect( getFieldError( checkbox, true ) ).toBeUndefined();
		expect(
			getFieldError( { ...checkbox, errorMessage: 'Debes ser mayor de edad.' }, false )
		).toBe( 'Debes ser mayor de edad.' );
	} );

	it( 'when the shop is in Spanish › says it in Spanish', () => {
		useSpanish();

		expect( getFieldError( select, '' ) ).toBe( 'Por favor, elige una opción válida' );
		expect( getFieldError( checkbox, false ) ).toBe(
			'Por favor, marca esta casilla si quieres continuar.'
		);
	} );
} );

describe( 'given values as they are stored and sent', () => {
	it( 'trims text and upper-cases postcodes, and leaves checkboxes alone', () => {
		expect( normaliseFieldValue( { key: 'city' }, '  Madrid ' ) ).toBe( 'Madrid' );
		expect( normaliseFieldValue( { key: 'postcode' }, ' sw1a 1aa ' ) ).toBe( 'SW1A 1AA' );
		expect( normaliseFieldValue( { key: 'mi-tienda/boletin' }, true ) ).toBe( true );
	} );
} );
