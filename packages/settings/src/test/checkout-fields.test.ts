/** Tests of the checkout-field settings: defaultFields, addressFieldsLocations and each country's locale. */

import {
	DEFAULT_ADDRESS_FIELDS_LOCATIONS,
	getAddressFieldsLocations,
	getCountryLocaleSetting,
	getDefaultFieldsSetting,
	hasCountryDataSetting,
} from '@cesta/settings';

import wooCommerceCheckoutPage from '../../../../reference/wc-page-data/checkout-page.json';

afterEach( () => {
	delete window.wcSettings;
} );

describe( 'given the settings WooCommerce 9.9.5 prints on its checkout page', () => {
	beforeEach( () => {
		window.wcSettings = structuredClone( wooCommerceCheckoutPage.wcSettings );
	} );

	it( 'reads every printed field definition, the sample shop’s required phone included', () => {
		const fields = getDefaultFieldsSetting();

		expect( Object.keys( fields ?? {} ) ).toHaveLength( 11 );
		expect( fields?.phone ).toMatchObject( { required: true, type: 'tel', index: 100 } );
		expect( fields?.company ).toMatchObject( { required: false, hidden: true } );
	} );

	it( 'reads where each field goes: the email in contact information, nothing in the order section', () => {
		expect( getAddressFieldsLocations() ).toEqual( {
			address: DEFAULT_ADDRESS_FIELDS_LOCATIONS.address,
			contact: [ 'email' ],
			order: [],
		} );
	} );

	it( 'knows countryData was printed and reads Spain’s and Japan’s overrides', () => {
		expect( hasCountryDataSetting() ).toBe( true );
		expect( getCountryLocaleSetting( 'ES' ) ).toEqual( {
			postcode: { index: 65 },
			state: { label: 'Province' },
		} );
		expect( getCountryLocaleSetting( 'JP' )?.last_name ).toEqual( { index: 10 } );
	} );

	it( 'gives a printed country without overrides (PHP’s empty list) an empty map', () => {
		const withoutOverrides = Object.entries(
			wooCommerceCheckoutPage.wcSettings.countryData
		).find( ( [ , data ] ) => Array.isArray( data.locale ) );

		expect( withoutOverrides ).toBeDefined();
		expect( getCountryLocaleSetting( withoutOverrides![ 0 ] ) ).toEqual( {} );
	} );

	it( 'gives a country the host did not print no overrides at all', () => {
		expect( getCountryLocaleSetting( 'XX' ) ).toBeUndefined();
	} );
} );

describe( 'given a host that prints no checkout-field settings', () => {
	it( 'has no field definitions, so the caller uses its built-in ones', () => {
		expect( getDefaultFieldsSetting() ).toBeNull();
	} );

	it( 'puts the core fields where WooCommerce does', () => {
		expect( getAddressFieldsLocations() ).toEqual( DEFAULT_ADDRESS_FIELDS_LOCATIONS );
		expect( DEFAULT_ADDRESS_FIELDS_LOCATIONS.address ).toHaveLength( 10 );
	} );

	it( 'knows countryData is missing and has no overrides for any country', () => {
		expect( hasCountryDataSetting() ).toBe( false );
		expect( getCountryLocaleSetting( 'ES' ) ).toBeUndefined();
	} );
} );

describe( 'given field locations from extensions and older hosts', () => {
	it( 'when an extension adds fields › lists them in their section after the core ones', () => {
		window.wcSettings = {
			addressFieldsLocations: {
				address: [ ...DEFAULT_ADDRESS_FIELDS_LOCATIONS.address, 'mi-tienda/nif' ],
				contact: [ 'email', 'mi-tienda/boletin' ],
				order: [ 'mi-tienda/regalo' ],
			},
		};

		const locations = getAddressFieldsLocations();

		expect( locations.address.at( -1 ) ).toBe( 'mi-tienda/nif' );
		expect( locations.contact ).toEqual( [ 'email', 'mi-tienda/boletin' ] );
		expect( locations.order ).toEqual( [ 'mi-tienda/regalo' ] );
	} );

	it( 'when the host names the order section “additional” (WooCommerce before 8.9) › reads it as the order section', () => {
		window.wcSettings = { addressFieldsLocations: { additional: [ 'mi-tienda/regalo' ] } };

		expect( getAddressFieldsLocations().order ).toEqual( [ 'mi-tienda/regalo' ] );
		expect( getAddressFieldsLocations().contact ).toEqual( [ 'email' ] );
	} );

	it( 'when a section or a field is malformed › keeps what can be read', () => {
		window.wcSettings = {
			addressFieldsLocations: { contact: 'email', order: [ 'mi-tienda/regalo', 7 ] },
			defaultFields: { email: { label: 'Email' }, broken: 'yes' },
		};

		expect( getAddressFieldsLocations().contact ).toEqual( [ 'email' ] );
		expect( getAddressFieldsLocations().order ).toEqual( [ 'mi-tienda/regalo' ] );
		expect( getDefaultFieldsSetting() ).toEqual( { email: { label: 'Email' } } );
	} );
} );
