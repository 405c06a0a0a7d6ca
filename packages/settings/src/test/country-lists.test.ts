/** Tests of the country and state lists: derived from WooCommerce 9.9.5 countryData, or host-printed. */

import {
	getAllowedCountries,
	getAllowedStates,
	getShippingCountries,
	getShippingStates,
} from '@cesta/settings';

import wooCommerceCartPage from '../../../../reference/wc-page-data/cart-page.json';

afterEach( () => {
	delete window.wcSettings;
} );

/** The settings exactly as WooCommerce 9.9.5 prints them on its cart page. */
const printWooCommerceSettings = () => {
	window.wcSettings = structuredClone( wooCommerceCartPage.wcSettings );
};

describe( 'given the settings WooCommerce 9.9.5 prints on its cart page (countryData and countries only)', () => {
	beforeEach( printWooCommerceSettings );

	it( 'prints none of the ready-made lists', () => {
		expect( window.wcSettings ).not.toHaveProperty( 'shippingCountries' );
		expect( window.wcSettings ).not.toHaveProperty( 'shippingStates' );
		expect( window.wcSettings ).not.toHaveProperty( 'states' );
		expect( window.wcSettings ).toHaveProperty( 'countryData.ES.states.M', 'Madrid' );
	} );

	it( 'offers every country it allows shipping to, named from the countries setting', () => {
		const countries = getShippingCountries();

		expect( countries.ES ).toBe( 'Spain' );
		expect( countries.PT ).toBe( 'Portugal' );
		expect( Object.keys( countries ) ).toHaveLength(
			Object.keys( wooCommerceCartPage.wcSettings.countryData ).length
		);
	} );

	it( 'lists the Spanish provinces by code', () => {
		const spain = getShippingStates().ES!;

		expect( spain.M ).toBe( 'Madrid' );
		expect( spain.GC ).toBe( 'Las Palmas' );
		expect( Object.keys( spain ) ).toHaveLength( 52 );
	} );

	it( 'gives a country whose state field WooCommerce hides (Portugal) an empty list: no state field', () => {
		expect( getShippingStates().PT ).toEqual( {} );
	} );

	it( 'leaves out a country with no list whose state field shows (the United Kingdom’s “County”): free text', () => {
		expect( getShippingStates() ).not.toHaveProperty( 'GB' );
	} );

	it( 'derives the billing lists the same way', () => {
		expect( getAllowedCountries().FR ).toBe( 'France' );
		expect( getAllowedStates().US?.CA ).toBe( 'California' );
	} );
} );

describe( 'given countryData that allows shipping to fewer countries than billing', () => {
	beforeEach( () => {
		window.wcSettings = {
			countries: { ES: 'España', PT: 'Portugal', AD: 'Andorra' },
			countryData: {
				ES: {
					allowBilling: true,
					allowShipping: true,
					states: { M: 'Madrid' },
					locale: [],
				},
				PT: {
					allowBilling: true,
					allowShipping: false,
					states: [],
					locale: { state: { hidden: true } },
				},
				AD: { allowBilling: true, allowShipping: true, states: [], locale: [] },
			},
		};
	} );

	it( 'ships only where allowShipping is true, and bills where allowBilling is', () => {
		expect( getShippingCountries() ).toEqual( { ES: 'España', AD: 'Andorra' } );
		expect( getAllowedCountries() ).toEqual( { ES: 'España', PT: 'Portugal', AD: 'Andorra' } );
		expect( getShippingStates() ).toEqual( { ES: { M: 'Madrid' } } );
		expect( getAllowedStates() ).toEqual( { ES: { M: 'Madrid' }, PT: {} } );
	} );
} );

describe( 'given a host that prints the lists itself', () => {
	it( 'uses shippingCountries and shippingStates over countryData', () => {
		window.wcSettings = {
			...structuredClone( wooCommerceCartPage.wcSettings ),
			shippingCountries: { ES: 'España' },
			shippingStates: { ES: { M: 'Madrid' }, PT: [] },
		};

		expect( getShippingCountries() ).toEqual( { ES: 'España' } );
		expect( getShippingStates() ).toEqual( { ES: { M: 'Madrid' }, PT: {} } );
	} );

	it( 'names a list of country codes from the countries setting', () => {
		window.wcSettings = {
			countries: { ES: 'España', PT: 'Portugal' },
			shippingCountries: [ 'PT', 'XX' ],
		};

		expect( getShippingCountries() ).toEqual( { PT: 'Portugal', XX: 'XX' } );
	} );

	it( 'falls back to the states setting when there are no shipping states', () => {
		window.wcSettings = { states: { ES: { B: 'Barcelona' } } };

		expect( getShippingStates() ).toEqual( { ES: { B: 'Barcelona' } } );
		expect( getAllowedStates() ).toEqual( { ES: { B: 'Barcelona' } } );
	} );
} );

describe( 'given only the countries setting', () => {
	it( 'offers every country, with no known states', () => {
		window.wcSettings = { countries: { ES: 'España', PT: 'Portugal' } };

		expect( getShippingCountries() ).toEqual( { ES: 'España', PT: 'Portugal' } );
		expect( getShippingStates() ).toEqual( {} );
	} );
} );
