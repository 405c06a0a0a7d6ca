/** Tests of formatPrice: separators, signs, rounding, huge amounts, empty and bad values, other currencies. */

import { formatPrice } from '@cesta/price-format';
import type { Currency } from '@cesta/price-format';

const silenceErrors = () => jest.spyOn( console, 'error' ).mockImplementation( () => undefined );

afterEach( () => {
	delete window.wcSettings;
} );

describe( 'given the sample shop currency (EUR, symbol left, "." decimal, "," thousands)', () => {
	it( 'writes a Store API amount string in euros and cents', () => {
		expect( formatPrice( '4000' ) ).toBe( '€40.00' );
	} );

	it( 'writes a number the same way as its string', () => {
		expect( formatPrice( 4000 ) ).toBe( '€40.00' );
		expect( formatPrice( 4000n ) ).toBe( '€40.00' );
	} );

	it( 'separates thousands', () => {
		expect( formatPrice( '123456789' ) ).toBe( '€1,234,567.89' );
		expect( formatPrice( '100000' ) ).toBe( '€1,000.00' );
		expect( formatPrice( '99999' ) ).toBe( '€999.99' );
	} );

	it( 'pads amounts below one euro with zeros', () => {
		expect( formatPrice( 1 ) ).toBe( '€0.01' );
		expect( formatPrice( 10 ) ).toBe( '€0.10' );
		expect( formatPrice( '0007' ) ).toBe( '€0.07' );
	} );

	it( 'writes zero as €0.00, whatever its sign', () => {
		expect( formatPrice( 0 ) ).toBe( '€0.00' );
		expect( formatPrice( '0' ) ).toBe( '€0.00' );
		expect( formatPrice( -0 ) ).toBe( '€0.00' );
		expect( formatPrice( '-0' ) ).toBe( '€0.00' );
	} );

	it( 'puts the minus sign of a negative amount before the prefix, as wc_price() does', () => {
		expect( formatPrice( -1234 ) ).toBe( '-€12.34' );
		expect( formatPrice( '-123456789' ) ).toBe( '-€1,234,567.89' );
		expect( formatPrice( '-5' ) ).toBe( '-€0.05' );
	} );

	it( 'accepts an explicit plus sign and surrounding spaces', () => {
		expect( formatPrice( '+5' ) ).toBe( '€0.05' );
		expect( formatPrice( ' 4000 ' ) ).toBe( '€40.00' );
	} );

	it( 'writes amounts beyond Number precision exactly', () => {
		expect( formatPrice( '123456789012345678901' ) ).toBe( '€1,234,567,890,123,456,789.01' );
		expect( formatPrice( '-123456789012345678901' ) ).toBe( '-€1,234,567,890,123,456,789.01' );
		expect( formatPrice( 123456789012345678901n ) ).toBe( '€1,234,567,890,123,456,789.01' );
	} );

	it( 'writes a number past MAX_SAFE_INTEGER at the exact value the number holds', () => {
		expect( formatPrice( 2 ** 60 ) ).toBe( '€11,529,215,046,068,469.76' );
	} );
} );

describe( 'given a fractional number of minor units', () => {
	it( 'rounds half away from zero, like the Store API', () => {
		expect( formatPrice( 12.5 ) ).toBe( '€0.13' );
		expect( formatPrice( '12.5' ) ).toBe( '€0.13' );
		expect( formatPrice( -12.5 ) ).toBe( '-€0.13' );
		expect( formatPrice( '12.49' ) ).toBe( '€0.12' );
		expect( formatPrice( 12.4 ) ).toBe( '€0.12' );
		expect( formatPrice( '199.999' ) ).toBe( '€2.00' );
	} );

	it( 'accepts a missing whole or fractional part', () => {
		expect( formatPrice( '12.' ) ).toBe( '€0.12' );
		expect( formatPrice( '.5' ) ).toBe( '€0.01' );
	} );

	it( 'drops the sign when the amount rounds to zero', () => {
		expect( formatPrice( '-0.4' ) ).toBe( '€0.00' );
		expect( formatPrice( -1e-7 ) ).toBe( '€0.00' );
		expect( formatPrice( 1e-7 ) ).toBe( '€0.00' );
	} );
} );

describe( 'given no amount yet', () => {
	it.each( [ null, undefined, '', '   ' ] )(
		'writes nothing for %p, without logging',
		( empty ) => {
			const error = silenceErrors();
			expect( formatPrice( empty ) ).toBe( '' );
			expect( error ).not.toHaveBeenCalled();
		}
	);
} );

describe( 'given a value that is not an amount', () => {
	it.each( [
		[ 'abc', '"abc"' ],
		[ NaN, 'NaN' ],
		[ Infinity, 'Infinity' ],
		[ -Infinity, '-Infinity' ],
		[ '1e3', '"1e3"' ],
		[ '1,000', '"1,000"' ],
		[ '€5', '"€5"' ],
		[ '12abc', '"12abc"' ],
		[ '--5', '"--5"' ],
		[ '.', '"."' ],
	] )( 'writes nothing for %p and logs why', ( bad, shown ) => {
		const error = silenceErrors();
		expect( formatPrice( bad ) ).toBe( '' );
		expect( error ).toHaveBeenCalledWith(
			`Cannot format ${ shown } as a price: amounts are integers in minor units, such as "4000" for 40.00.`
		);
	} );

	it( 'rejects values of other types at run time too', () => {
		const error = silenceErrors();
		expect( formatPrice( true as unknown as string ) ).toBe( '' );
		expect( formatPrice( {} as unknown as string ) ).toBe( '' );
		expect( formatPrice( [ 1 ] as unknown as string ) ).toBe( '' );
		expect( error ).toHaveBeenCalledTimes( 3 );
		expect( error.mock.calls[ 1 ]![ 0 ] ).toContain( 'an object' );
		expect( error.mock.calls[ 2 ]![ 0 ] ).toContain( 'an array' );
	} );
} );

describe( 'given another currency', () => {
	const yen: Partial< Currency > = {
		code: 'JPY',
		symbol: '¥',
		minorUnit: 0,
		prefix: '¥',
		suffix: '',
	};
	const dinar: Partial< Currency > = {
		code: 'KWD',
		symbol: 'KD',
		minorUnit: 3,
		prefix: '',
		suffix: ' KD',
	};
	const spanishEuro: Partial< Currency > = {
		decimalSeparator: ',',
		thousandSeparator: '.',
		prefix: '',
		suffix: ' €',
	};

	it( 'writes a currency without minor units with no decimal separator', () => {
		expect( formatPrice( 1500, yen ) ).toBe( '¥1,500' );
		expect( formatPrice( '-1234567', yen ) ).toBe( '-¥1,234,567' );
		expect( formatPrice( 0, yen ) ).toBe( '¥0' );
	} );

	it( 'writes three minor units', () => {
		expect( formatPrice( 1234567, dinar ) ).toBe( '1,234.567 KD' );
		expect( formatPrice( 5, dinar ) ).toBe( '0.005 KD' );
		expect( formatPrice( -5, dinar ) ).toBe( '-0.005 KD' );
	} );

	it( 'uses the given separators and suffix', () => {
		expect( formatPrice( '123456789', spanishEuro ) ).toBe( '1.234.567,89 €' );
	} );

	it( 'leaves thousands ungrouped when the thousand separator is empty', () => {
		expect( formatPrice( '123456789', { thousandSeparator: '' } ) ).toBe( '€1234567.89' );
	} );

	it( 'writes the minor units straight after the units when the decimal separator is empty', () => {
		expect( formatPrice( '123456789', { decimalSeparator: '', thousandSeparator: '' } ) ).toBe(
			'€123456789'
		);
		expect( formatPrice( '5', { decimalSeparator: '' } ) ).toBe( '€005' );
	} );

	it( 'takes the fields the currency lacks from the site currency', () => {
		window.wcSettings = { currency: { symbol: '£', code: 'GBP' } };
		expect( formatPrice( 4000, { thousandSeparator: ' ' } ) ).toBe( '£40.00' );
		expect( formatPrice( 400000, { thousandSeparator: ' ' } ) ).toBe( '£4 000.00' );
	} );

	it( 'decodes HTML entities in the currency texts', () => {
		expect( formatPrice( 4000, { prefix: '', suffix: '&nbsp;&euro;' } ) ).toBe(
			'40.00\u00a0€'
		);
	} );

	it( 'ignores and logs a minor unit that is not a whole number from 0 to 20', () => {
		const error = silenceErrors();
		expect( formatPrice( 4000, { minorUnit: -1 } ) ).toBe( '€40.00' );
		expect( formatPrice( 4000, { minorUnit: 2.5 } ) ).toBe( '€40.00' );
		expect( formatPrice( 4000, { minorUnit: 21 } ) ).toBe( '€40.00' );
		expect( formatPrice( 4000, { minorUnit: '0' as unknown as number } ) ).toBe( '€40.00' );
		expect( error ).toHaveBeenCalledTimes( 4 );
		expect( error ).toHaveBeenCalledWith(
			'Ignoring the currency minorUnit -1: it must be a whole number from 0 to 20.'
		);
	} );

	it( 'ignores and logs a currency text that is not a string', () => {
		const error = silenceErrors();
		expect( formatPrice( 4000, { prefix: null as unknown as string } ) ).toBe( '€40.00' );
		expect( error ).toHaveBeenCalledWith(
			'Ignoring the currency prefix null: it must be a string.'
		);
	} );
} );
