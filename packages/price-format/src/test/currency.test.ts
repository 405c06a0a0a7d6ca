/** Tests of the currency: the site's from the settings, a Store API response's, symbol positions. */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
	DEFAULT_CURRENCY,
	formatPrice,
	getCurrency,
	getCurrencyFromPriceResponse,
	getCurrencyPrefix,
	getCurrencySuffix,
} from '@cesta/price-format';
import type { CartResponse, CollectionDataResponse, ProductResponse } from '@cesta/types';

const sample = < T >( name: string ): T =>
	JSON.parse(
		readFileSync(
			join( __dirname, '../../../../reference/store-api-samples', `${ name }.json` ),
			'utf8'
		)
	).body as T;

const euro = {
	code: 'EUR',
	symbol: '€',
	minorUnit: 2,
	decimalSeparator: '.',
	thousandSeparator: ',',
	prefix: '€',
	suffix: '',
};

afterEach( () => {
	delete window.wcSettings;
} );

describe( 'getCurrency', () => {
	it( 'given no host settings › gives the sample shop euro', () => {
		expect( getCurrency() ).toEqual( euro );
	} );

	it.each( [
		[ 'left', '€', '' ],
		[ 'left_space', '€ ', '' ],
		[ 'right', '', '€' ],
		[ 'right_space', '', ' €' ],
	] )(
		'given the symbol position %s › derives prefix %p and suffix %p',
		( symbolPosition, prefix, suffix ) => {
			window.wcSettings = { currency: { symbolPosition } };
			expect( getCurrency() ).toMatchObject( { prefix, suffix } );
		}
	);

	it( 'given a host currency › reads it field by field on every call', () => {
		window.wcSettings = {
			currency: {
				code: 'JPY',
				symbol: '&yen;',
				precision: 0,
				decimalSeparator: ',',
				thousandSeparator: '.',
			},
		};
		expect( getCurrency() ).toEqual( {
			code: 'JPY',
			symbol: '¥',
			minorUnit: 0,
			decimalSeparator: ',',
			thousandSeparator: '.',
			prefix: '¥',
			suffix: '',
		} );
		expect( formatPrice( 1234567 ) ).toBe( '¥1.234.567' );
	} );

	it( 'given an unknown symbol position › takes prefix and suffix from the price format', () => {
		window.wcSettings = {
			currency: { symbolPosition: 'middle', priceFormat: '%2$s&nbsp;%1$s' },
		};
		expect( getCurrency() ).toMatchObject( { prefix: '', suffix: '\u00a0€' } );
	} );

	it( 'given an unknown position and a price format without the amount › uses the default format and logs', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		window.wcSettings = { currency: { symbolPosition: 'middle', priceFormat: '%1$s' } };
		expect( getCurrency() ).toMatchObject( { prefix: '€', suffix: '' } );
		expect( error ).toHaveBeenCalledWith(
			'The currency price format must contain the amount placeholder %2$s; "%1$s" does not, so the default "%1$s%2$s" is used.'
		);
	} );

	it( 'given a host precision that is not a whole number › keeps 2 and logs', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		window.wcSettings = { currency: { precision: '3' } };
		expect( getCurrency().minorUnit ).toBe( 2 );
		expect( error ).toHaveBeenCalledWith(
			'Ignoring the currency precision "3": it must be a whole number from 0 to 20.'
		);
	} );

	it( 'given overrides › replaces those fields only', () => {
		expect( getCurrency( { minorUnit: 0, suffix: ' EUR' } ) ).toEqual( {
			...euro,
			minorUnit: 0,
			suffix: ' EUR',
		} );
	} );
} );

describe( 'getCurrencyFromPriceResponse', () => {
	const cart = sample< CartResponse >( 'cart-with-items' );

	it( 'given captured cart totals › reads the euro and formats the total', () => {
		const currency = getCurrencyFromPriceResponse( cart.totals );
		expect( currency ).toEqual( euro );
		expect( formatPrice( cart.totals.total_price, currency ) ).toBe( '€78.57' );
	} );

	it( 'given captured item prices, line totals and shipping rates › formats each', () => {
		const item = cart.items[ 0 ]!;
		const rate = cart.shipping_rates[ 0 ]!.shipping_rates[ 0 ]!;
		expect(
			formatPrice( item.prices.price, getCurrencyFromPriceResponse( item.prices ) )
		).toBe( '€39.99' );
		expect(
			formatPrice( item.totals.line_subtotal, getCurrencyFromPriceResponse( item.totals ) )
		).toBe( '€39.99' );
		expect( formatPrice( rate.price, getCurrencyFromPriceResponse( rate ) ) ).toBe( '€4.95' );
	} );

	it( 'given a captured collection price range and product prices › formats them', () => {
		const { price_range: range } = sample< CollectionDataResponse >(
			'collection-data-price-range'
		);
		const currency = getCurrencyFromPriceResponse( range );
		expect( formatPrice( range!.max_price, currency ) ).toBe( '€429.00' );
		const [ product ] = sample< ProductResponse[] >( 'products-on-sale' );
		expect(
			formatPrice(
				product!.prices.regular_price,
				getCurrencyFromPriceResponse( product!.prices )
			)
		).toBe( '€69.99' );
	} );

	it( 'given another currency in the response › follows the response, not the site', () => {
		const currency = getCurrencyFromPriceResponse( {
			...cart.totals,
			currency_code: 'SEK',
			currency_symbol: 'kr',
			currency_decimal_separator: ',',
			currency_thousand_separator: ' ',
			currency_prefix: '',
			currency_suffix: ' kr',
		} );
		expect( formatPrice( '123456', currency ) ).toBe( '1 234,56 kr' );
	} );

	it.each( [ undefined, null, {}, { currency_code: '' } ] )(
		'given %p › gives the site currency',
		( response ) => {
			window.wcSettings = { currency: { code: 'GBP', symbol: '£' } };
			expect( getCurrencyFromPriceResponse( response ) ).toMatchObject( {
				code: 'GBP',
				prefix: '£',
			} );
		}
	);

	it( 'given a response with only a code › fills the rest with the USD defaults', () => {
		expect( getCurrencyFromPriceResponse( { currency_code: 'USD' } ) ).toEqual(
			DEFAULT_CURRENCY
		);
	} );

	it( 'given a response without prefix and suffix › puts the symbol first', () => {
		expect(
			getCurrencyFromPriceResponse( { currency_code: 'CHF', currency_symbol: 'CHF' } )
		).toMatchObject( { prefix: 'CHF', suffix: '' } );
	} );

	it( 'given a suffix but no prefix › leaves the prefix empty', () => {
		expect(
			getCurrencyFromPriceResponse( { currency_code: 'EUR', currency_suffix: ' €' } )
		).toMatchObject( { prefix: '', suffix: ' €' } );
	} );

	it( 'given a broken minor unit › uses 2', () => {
		expect(
			getCurrencyFromPriceResponse( { currency_code: 'EUR', currency_minor_unit: -3 } )
				.minorUnit
		).toBe( 2 );
	} );

	it( 'given an encoded symbol › decodes it', () => {
		expect(
			getCurrencyFromPriceResponse( {
				currency_code: 'EUR',
				currency_symbol: '&euro;',
				currency_prefix: '&euro;',
			} )
		).toMatchObject( { symbol: '€', prefix: '€' } );
	} );
} );

describe( 'prefix and suffix of a symbol position', () => {
	it( 'match what the Store API sends as currency_prefix and currency_suffix', () => {
		expect( getCurrencyPrefix( '€', 'left' ) ).toBe( '€' );
		expect( getCurrencyPrefix( '€', 'left_space' ) ).toBe( '€ ' );
		expect( getCurrencyPrefix( '€', 'right' ) ).toBe( '' );
		expect( getCurrencySuffix( '€', 'right' ) ).toBe( '€' );
		expect( getCurrencySuffix( '€', 'right_space' ) ).toBe( ' €' );
		expect( getCurrencySuffix( '€', 'left' ) ).toBe( '' );
	} );
} );
