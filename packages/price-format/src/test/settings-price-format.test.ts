/** Tests of the settings' priceFormat: WooCommerce's four formats, own text, missing amount; the guards. */

import {
	DEFAULT_SETTINGS_PRICE_FORMAT,
	getAffixesFromSettingsPriceFormat,
	getValidSettingsPriceFormat,
	isMinorUnit,
	isSymbolPosition,
} from '@cesta/price-format';

describe( 'the currency setting’s priceFormat', () => {
	it( 'given WooCommerce’s four formats › gives the prefix and suffix each stands for', () => {
		expect( getAffixesFromSettingsPriceFormat( '%1$s%2$s', '€' ) ).toEqual( {
			prefix: '€',
			suffix: '',
		} );
		expect( getAffixesFromSettingsPriceFormat( '%2$s%1$s', '€' ) ).toEqual( {
			prefix: '',
			suffix: '€',
		} );
		expect( getAffixesFromSettingsPriceFormat( '%1$s&nbsp;%2$s', '€' ) ).toEqual( {
			prefix: '€\u00a0',
			suffix: '',
		} );
		expect( getAffixesFromSettingsPriceFormat( '%2$s\u00a0%1$s', '€' ) ).toEqual( {
			prefix: '',
			suffix: '\u00a0€',
		} );
	} );

	it( 'given a format with text of its own › keeps that text around the amount', () => {
		expect( getAffixesFromSettingsPriceFormat( '%1$s %2$s EUR', '€' ) ).toEqual( {
			prefix: '€ ',
			suffix: ' EUR',
		} );
	} );

	it( 'given a format without the amount placeholder › uses the default and logs', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		expect( getValidSettingsPriceFormat( '%1$s' ) ).toBe( DEFAULT_SETTINGS_PRICE_FORMAT );
		expect( getValidSettingsPriceFormat( null ) ).toBe( '%1$s%2$s' );
		expect( error ).toHaveBeenCalledTimes( 2 );
		expect( error ).toHaveBeenLastCalledWith(
			'The currency price format must contain the amount placeholder %2$s; null does not, so the default "%1$s%2$s" is used.'
		);
	} );

	it( 'given a valid format › keeps it without logging', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		expect( getValidSettingsPriceFormat( '%2$s %1$s' ) ).toBe( '%2$s %1$s' );
		expect( error ).not.toHaveBeenCalled();
	} );
} );

describe( 'guards', () => {
	it( 'recognise the four symbol positions only', () => {
		expect( [ 'left', 'left_space', 'right', 'right_space' ].every( isSymbolPosition ) ).toBe(
			true
		);
		expect( isSymbolPosition( 'center' ) ).toBe( false );
		expect( isSymbolPosition( undefined ) ).toBe( false );
	} );

	it( 'accept minor units that are whole numbers from 0 to 20', () => {
		expect( [ 0, 1, 2, 3, 4, 20 ].every( isMinorUnit ) ).toBe( true );
		expect( [ -1, 2.5, 21, NaN, '2', null ].some( isMinorUnit ) ).toBe( false );
	} );
} );
