/** Tests of the address form fields: WooCommerce 9.9.5's printed settings, each of the ten countries, additional fields. */

import {
	getAddressFormFields,
	keyFormFields,
	isAddressComplete,
	emptyHiddenAddressFields,
} from '@cesta/validation';
import type * as validation from '@cesta/validation';
import type { AddressFormField } from '@cesta/validation';

import wooCommerceCheckoutPage from '../../../../../reference/wc-page-data/checkout-page.json';
import { useEnglish, useSpanish } from '../../test/spanish';

const printCheckoutPage = ( extra: Record< string, unknown > = {} ) => {
	window.wcSettings = { ...structuredClone( wooCommerceCheckoutPage.wcSettings ), ...extra };
};

const byKey = ( country: string, type: 'billing' | 'shipping' = 'shipping' ) =>
	keyFormFields( getAddressFormFields( country, { type } ) );

const keysOf = ( fields: AddressFormField[] ) => fields.map( ( field ) => field.key );

afterEach( () => {
	delete window.wcSettings;
	useEnglish();
} );

describe( 'given the settings WooCommerce 9.9.5 prints on its checkout page', () => {
	beforeEach( () => printCheckoutPage() );

	it( 'when the address is in Spain › orders the fields with the postcode before the city', () => {
		expect( keysOf( getAddressFormFields( 'ES', { type: 'shipping' } ) ) ).toEqual( [
			'country',
			'first_name',
			'last_name',
			'company',
			'address_1',
			'address_2',
			'postcode',
			'city',
			'state',
			'phone',
		] );
	} );

	it( 'when the address is for billing › starts with the contact email, required', () => {
		const [ email ] = getAddressFormFields( 'ES', { type: 'billing' } );

		expect( email ).toMatchObject( {
			key: 'email',
			location: 'contact',
			required: true,
			type: 'email',
			autocomplete: 'email',
			index: 0,
		} );
		expect( keysOf( getAddressFormFields( 'ES', { type: 'shipping' } ) ) ).not.toContain(
			'email'
		);
	} );

	it( 'takes flags from the printed fields: the phone required, the company hidden and optional', () => {
		const fields = byKey( 'ES' );

		expect( fields.phone ).toMatchObject( { required: true, hidden: false, type: 'tel' } );
		expect( fields.company ).toMatchObject( { required: false, hidden: true } );
		expect( fields.address_2 ).toMatchObject( {
			required: false,
			optionalLabel: 'Apartment, suite, etc. (optional)',
		} );
	} );

	it( 'when the address is in Spain › offers the 52 provinces under the label “Province”', () => {
		const { state } = byKey( 'ES' );

		expect( state ).toMatchObject( {
			type: 'select',
			label: 'Province',
			optionalLabel: 'Province (optional)',
			required: true,
			placeholder: 'Select a province',
			autocomplete: 'address-level1',
		} );
		expect( state.options ).toHaveLength( 52 );
		expect( state.options ).toContainEqual( { value: 'M', label: 'Madrid' } );
		expect( state.options?.[ 0 ] ).toEqual( { value: 'C', label: 'A Coruña' } );
	} );

	it( 'offers the countries the shop ships to in the shipping form and sells to in the billing form', () => {
		const shipping = byKey( 'ES' ).country;
		const billing = byKey( 'ES', 'billing' ).country;

		expect( shipping ).toMatchObject( { type: 'select', required: true, hidden: false } );
		expect( shipping.options ).toContainEqual( { value: 'ES', label: 'Spain' } );
		expect( shipping.options ).toHaveLength(
			Object.values( wooCommerceCheckoutPage.wcSettings.countryData ).filter(
				( data ) => data.allowShipping
			).length
		);
		expect( billing.options ).toContainEqual( { value: 'PT', label: 'Portugal' } );
	} );

	it( 'when no country is chosen yet › asks the state as free text under the default label', () => {
		expect( byKey( '' ).state ).toMatchObject( {
			type: 'text',
			label: 'State/County',
			required: true,
			hidden: false,
		} );
	} );

	it( 'when a country is changed › the fields follow it', () => {
		expect( byKey( 'ES' ).state.type ).toBe( 'select' );
		expect( byKey( 'PT' ).state.hidden ).toBe( true );
	} );
} );

/** What each of the ten countries shows, as WooCommerce 9.9.5 prints it. */
const TEN_COUNTRIES = [
	// country, state label, state type, states, state hidden, state required, postcode label
	[ 'ES', 'Province', 'select', 52, false, true, 'Postal code' ],
	[ 'US', 'State', 'select', 54, false, true, 'ZIP Code' ],
	[ 'CA', 'Province', 'select', 13, false, true, 'Postal code' ],
	[ 'DE', 'State/County', 'select', 16, false, false, 'Postal code' ],
	[ 'FR', 'State/County', 'text', 0, true, false, 'Postal code' ],
	[ 'IT', 'Province', 'select', 107, false, true, 'Postal code' ],
	[ 'PT', 'State/County', 'text', 0, true, false, 'Postal code' ],
	[ 'GB', 'County', 'text', 0, false, false, 'Postcode' ],
	[ 'NL', 'State/County', 'text', 0, true, false, 'Postal code' ],
	[ 'JP', 'Prefecture', 'select', 47, false, true, 'Postal code' ],
] as const;

/** Checks one row of {@link TEN_COUNTRIES} against the fields built now. */
const assertCountry = (
	country: string,
	stateLabel: string,
	stateType: string,
	states: number,
	stateHidden: boolean,
	stateRequired: boolean,
	postcodeLabel: string
) => {
	const { state, postcode } = byKey( country );
	expect( state ).toMatchObject( {
		label: stateLabel,
		type: stateType,
		hidden: stateHidden,
		required: stateRequired,
	} );
	expect( state.options?.length ?? 0 ).toBe( states );
	expect( postcode.label ).toBe( postcodeLabel );
};

describe( 'given WooCommerce 9.9.5’s countryData, for each of the ten countries', () => {
	beforeEach( () => printCheckoutPage() );

	it.each( TEN_COUNTRIES )(
		'%s › state “%s” as %s with %d choices (hidden %s, required %s), postcode “%s”',
		assertCountry
	);

	it( 'when the address is in Japan › asks the family name first, then postcode, prefecture, city and street', () => {
		expect( keysOf( getAddressFormFields( 'JP', { type: 'shipping' } ) ) ).toEqual( [
			'country',
			'last_name',
			'first_name',
			'company',
			'postcode',
			'state',
			'city',
			'address_1',
			'address_2',
			'phone',
		] );
	} );

	it( 'when the address is in Portugal › the address is complete without a state and sends none', () => {
		const fields = byKey( 'PT' );
		const lisbon = { country: 'PT', city: 'Lisboa', postcode: '1100-148', state: 'Lisboa' };

		expect( isAddressComplete( lisbon, fields ) ).toBe( true );
		expect( emptyHiddenAddressFields( lisbon, fields ).state ).toBe( '' );
	} );
} );

describe( 'given a host that prints no field settings and no countryData', () => {
	it( 'before the built-in locales load › uses the default fields: a required state typed as text', () => {
		jest.isolateModules( () => {
			// A fresh copy of the package, whose built-in locales are not loaded.
			const fresh = jest.requireActual< typeof validation >( '@cesta/validation' );
			expect( fresh.needsAddressLocales() ).toBe( true );
			const state = fresh
				.getAddressFormFields( 'ES', { type: 'shipping' } )
				.find( ( field ) => field.key === 'state' );
			expect( state ).toMatchObject( {
				type: 'text',
				label: 'State/County',
				required: true,
			} );
		} );
	} );

	describe( 'once the built-in locales are loaded', () => {
		beforeAll( async () => {
			const { loadAddressLocales } = await import( '@cesta/validation' );
			await loadAddressLocales();
		} );

		it( 'no longer needs them and reports them loaded', async () => {
			const { areAddressLocalesLoaded, needsAddressLocales } =
				await import( '@cesta/validation' );
			expect( areAddressLocalesLoaded() ).toBe( true );
			expect( needsAddressLocales() ).toBe( false );
		} );

		it.each( TEN_COUNTRIES )(
			'%s › the same as WooCommerce prints: state “%s” as %s with %d choices',
			assertCountry
		);

		it( 'lists the same states as WooCommerce 9.9.5 for each country that has a list', () => {
			for ( const country of [ 'ES', 'US', 'CA', 'DE', 'IT', 'JP' ] as const ) {
				const printed = wooCommerceCheckoutPage.wcSettings.countryData[ country ].states;
				expect( byKey( country ).state.options ).toEqual(
					Object.entries( printed ).map( ( [ value, label ] ) => ( { value, label } ) )
				);
			}
		} );

		it( 'when the shop is in Spanish › the built-in labels are translated', () => {
			useSpanish();

			const { state, postcode, first_name: firstName } = byKey( 'US' );

			expect( state.label ).toBe( 'Estado' );
			expect( state.placeholder ).toBe( 'Selecciona: estado' );
			expect( postcode ).toMatchObject( {
				label: 'Código postal',
				optionalLabel: 'Código postal (opcional)',
			} );
			expect( firstName.label ).toBe( 'Nombre' );
			expect( byKey( 'ES' ).state.label ).toBe( 'Provincia' );
			expect( byKey( 'JP' ).state.label ).toBe( 'Prefectura' );
			expect( byKey( 'GB' ).state.label ).toBe( 'Condado' );
		} );

		it( 'when the host prints countryData after all › what it prints wins', () => {
			printCheckoutPage( {
				countryData: {
					ES: {
						allowBilling: true,
						allowShipping: true,
						states: { M: 'Madrid' },
						locale: { state: { label: 'Provincia (España)' } },
					},
				},
			} );

			expect( byKey( 'ES' ).state ).toMatchObject( {
				label: 'Provincia (España)',
				options: [ { value: 'M', label: 'Madrid' } ],
			} );
			expect( byKey( 'US' ).state ).toMatchObject( { type: 'text', label: 'State/County' } );
		} );
	} );
} );

describe( 'given additional fields registered by extensions', () => {
	beforeEach( () =>
		printCheckoutPage( {
			defaultFields: {
				...wooCommerceCheckoutPage.wcSettings.defaultFields,
				'mi-tienda/nif': {
					label: 'NIF',
					optionalLabel: '',
					location: 'address',
					type: 'text',
					required: true,
					hidden: false,
					attributes: { autocomplete: 'off', maxLength: 9, pattern: '[0-9A-Z]{9}' },
				},
				'mi-tienda/tipo': {
					label: 'Tipo de cliente',
					location: 'address',
					type: 'select',
					required: false,
					options: [
						{ value: 'particular', label: 'Particular' },
						{ value: 'empresa', label: 'Empresa' },
					],
				},
				'mi-tienda/puerta': {
					label: 'Código de la puerta',
					location: 'address',
					type: 'text',
					index: 45,
				},
			},
			addressFieldsLocations: {
				...wooCommerceCheckoutPage.wcSettings.addressFieldsLocations,
				address: [
					...wooCommerceCheckoutPage.wcSettings.addressFieldsLocations.address,
					'mi-tienda/nif',
					'mi-tienda/tipo',
					'mi-tienda/puerta',
					'mi-tienda/sin-definir',
				],
			},
		} )
	);

	it( 'shows them in both address forms: indexed ones in place, the others after the phone in their order', () => {
		for ( const type of [ 'billing', 'shipping' ] as const ) {
			const keys = keysOf( getAddressFormFields( 'ES', { type } ) );
			expect( keys.slice( -2 ) ).toEqual( [ 'mi-tienda/nif', 'mi-tienda/tipo' ] );
			expect( keys.indexOf( 'mi-tienda/puerta' ) ).toBe( keys.indexOf( 'address_1' ) + 1 );
		}
	} );

	it( 'reads their type, label, flags and options, with "%s (optional)" when none is given', () => {
		const fields = byKey( 'ES' );

		expect( fields[ 'mi-tienda/nif' ] ).toMatchObject( {
			type: 'text',
			label: 'NIF',
			optionalLabel: 'NIF (optional)',
			required: true,
			location: 'address',
			attributes: { autocomplete: 'off', maxLength: 9, pattern: '[0-9A-Z]{9}' },
		} );
		expect( fields[ 'mi-tienda/tipo' ] ).toMatchObject( {
			type: 'select',
			required: false,
			placeholder: 'Select a tipo de cliente',
			options: [
				{ value: 'particular', label: 'Particular' },
				{ value: 'empresa', label: 'Empresa' },
			],
		} );
	} );

	it( 'leaves out a key the host lists but never defines', () => {
		expect( byKey( 'ES' ) ).not.toHaveProperty( 'mi-tienda/sin-definir' );
	} );
} );
