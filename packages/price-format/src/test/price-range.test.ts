/** Tests of price ranges: both bounds, equal or missing bounds, screen-reader text, translations. */

import { resetLocaleData, setLocaleData } from '@wordpress/i18n';

import { describePriceRange, formatPriceRange } from '@cesta/price-format';

afterEach( () => {
	resetLocaleData();
} );

describe( 'given a price range', () => {
	it( 'writes both bounds with an en dash', () => {
		expect( formatPriceRange( '1999', '2199' ) ).toBe( '€19.99 – €21.99' );
	} );

	it( 'describes both bounds for screen readers', () => {
		expect( describePriceRange( '1999', '2199' ) ).toBe( 'Price between €19.99 and €21.99' );
	} );

	it( 'uses the given currency for both bounds', () => {
		const yen = { minorUnit: 0, prefix: '¥' };
		expect( formatPriceRange( 1000, 250000, yen ) ).toBe( '¥1,000 – ¥250,000' );
	} );

	it( 'when both bounds are equal › writes one price', () => {
		expect( formatPriceRange( '1999', 1999 ) ).toBe( '€19.99' );
		expect( describePriceRange( '1999', 1999 ) ).toBe( '€19.99' );
	} );

	it( 'when a bound is missing › writes the other alone, or nothing', () => {
		expect( formatPriceRange( null, '2199' ) ).toBe( '€21.99' );
		expect( describePriceRange( '1999', undefined ) ).toBe( '€19.99' );
		expect( formatPriceRange( null, '' ) ).toBe( '' );
	} );

	it( 'when the cesta domain has translations › uses them', () => {
		setLocaleData(
			{
				'': { domain: 'cesta', lang: 'es_ES' },
				'Price between %1$s and %2$s': [ 'Precio entre %1$s y %2$s' ],
				'price range\u0004%1$s – %2$s': [ 'de %1$s a %2$s' ],
			},
			'cesta'
		);
		expect( describePriceRange( '1999', '2199' ) ).toBe( 'Precio entre €19.99 y €21.99' );
		expect( formatPriceRange( '1999', '2199' ) ).toBe( 'de €19.99 a €21.99' );
	} );
} );
