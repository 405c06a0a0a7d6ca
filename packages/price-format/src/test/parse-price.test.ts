/** Tests of parsePrice and toMinorUnits: formatted prices read back to their amounts; bad text gives null. */

import { formatPrice, parsePrice, toMinorUnits } from '@cesta/price-format';
import type { Currency } from '@cesta/price-format';

/** A small seeded generator, so the "random" amounts are the same on every run. */
const seededRandom = ( seed: number ) => () => {
	seed = ( seed + 0x6d2b79f5 ) | 0;
	let t = Math.imul( seed ^ ( seed >>> 15 ), 1 | seed );
	t = ( t + Math.imul( t ^ ( t >>> 7 ), 61 | t ) ) ^ t;
	return ( ( t ^ ( t >>> 14 ) ) >>> 0 ) / 4294967296;
};

const randomDigits = ( random: () => number, length: number ): string =>
	Array.from( { length }, () => Math.floor( random() * 10 ) ).join( '' );

const random = seededRandom( 20260101 );
const AMOUNTS: string[] = [
	'0',
	'1',
	'9',
	'10',
	'99',
	'100',
	'999',
	'1000',
	'1001',
	'123456789',
	'9007199254740993',
	'123456789012345678901',
	...Array.from( { length: 25 }, ( _, k ) => ( 10n ** BigInt( k ) - 1n ).toString() ),
	...Array.from( { length: 25 }, ( _, k ) => ( 10n ** BigInt( k ) + 1n ).toString() ),
	...Array.from( { length: 40 }, () => randomDigits( random, 1 + Math.floor( random() * 30 ) ) ),
];
const SIGNED_AMOUNTS = AMOUNTS.flatMap( ( amount ) => [ amount, `-${ amount }` ] );

const SEPARATORS: Array< [ thousands: string, decimal: string ] > = [
	[ ',', '.' ],
	[ '.', ',' ],
	[ ' ', ',' ],
	[ '\u00a0', ',' ],
	[ "'", '.' ],
	[ '', '.' ],
	[ ',', '' ],
	[ '', '' ],
	[ '.', '.' ],
];
const AFFIXES: Array< [ prefix: string, suffix: string ] > = [
	[ '€', '' ],
	[ '€ ', '' ],
	[ '', ' €' ],
	[ '', 'kr' ],
	[ 'CHF\u00a0', '' ],
	[ '', '' ],
];

const currencies: Array< Partial< Currency > > = [ 0, 1, 2, 3 ].flatMap( ( minorUnit ) =>
	SEPARATORS.flatMap( ( [ thousandSeparator, decimalSeparator ] ) =>
		AFFIXES.map( ( [ prefix, suffix ] ) => ( {
			minorUnit,
			thousandSeparator,
			decimalSeparator,
			prefix,
			suffix,
		} ) )
	)
);

const canonical = ( amount: string ) => BigInt( amount ).toString();

describe( 'formatted prices read back (every minor unit 0–3, separator and affix combination)', () => {
	it( 'given any integer amount › parsing the formatted price gives the same minor units', () => {
		const failures: string[] = [];
		for ( const currency of currencies ) {
			for ( const amount of SIGNED_AMOUNTS ) {
				const written = formatPrice( amount, currency );
				const read = parsePrice( written, currency );
				if ( read !== canonical( amount ) ) {
					failures.push(
						`${ JSON.stringify( currency ) } ${ amount } → ${ written } → ${ read }`
					);
				}
			}
		}
		expect( failures ).toEqual( [] );
		expect( currencies.length * SIGNED_AMOUNTS.length ).toBeGreaterThan( 40000 );
	} );

	it( 'given any integer amount › the digits written are the amount, zero-padded past the minor unit', () => {
		for ( const currency of currencies.filter(
			( { prefix, suffix } ) => ! /\d/.test( prefix! + suffix! )
		) ) {
			for ( const amount of AMOUNTS ) {
				const digits = formatPrice( amount, currency ).replace( /\D/g, '' );
				expect( digits ).toBe(
					canonical( amount ).padStart( currency.minorUnit! + 1, '0' )
				);
			}
		}
	} );

	it( 'given a thousand separator › puts one between every three digits of the units', () => {
		for ( const amount of AMOUNTS ) {
			const whole = formatPrice( amount, {
				minorUnit: 2,
				thousandSeparator: '_',
				prefix: '',
			} ).split( '.' )[ 0 ]!;
			const unitDigits = whole.replace( /_/g, '' ).length;
			expect( whole.split( '_' ).length - 1 ).toBe( Math.floor( ( unitDigits - 1 ) / 3 ) );
			expect(
				whole
					.split( '_' )
					.slice( 1 )
					.every( ( group ) => group.length === 3 )
			).toBe( true );
		}
	} );

	it( 'given a safe integer › a number and its string format alike', () => {
		for ( const amount of SIGNED_AMOUNTS.filter( ( a ) =>
			Number.isSafeInteger( Number( a ) )
		) ) {
			expect( formatPrice( Number( amount ) ) ).toBe( formatPrice( amount ) );
		}
	} );
} );

describe( 'parsePrice', () => {
	it( 'given what a shopper types › reads it in minor units', () => {
		expect( parsePrice( '12' ) ).toBe( '1200' );
		expect( parsePrice( '12.3' ) ).toBe( '1230' );
		expect( parsePrice( ' €1,234.5 ' ) ).toBe( '123450' );
		expect( parsePrice( '€ 12' ) ).toBe( '1200' );
	} );

	it( 'given more decimals than the currency has › rounds half away from zero', () => {
		expect( parsePrice( '12.345' ) ).toBe( '1235' );
		expect( parsePrice( '-12.345' ) ).toBe( '-1235' );
		expect( parsePrice( '12.344' ) ).toBe( '1234' );
	} );

	it( 'given a minus before or after the prefix › reads a negative amount', () => {
		expect( parsePrice( '-€12.34' ) ).toBe( '-1234' );
		expect( parsePrice( '€-12.34' ) ).toBe( '-1234' );
	} );

	it( 'given a Spanish-style price › reads it with that currency', () => {
		const spanish = { decimalSeparator: ',', thousandSeparator: '.', prefix: '', suffix: ' €' };
		expect( parsePrice( '1.234.567,89 €', spanish ) ).toBe( '123456789' );
		expect( parsePrice( '12,5€', spanish ) ).toBe( '1250' );
	} );

	it.each( [ 'twelve', '', '€', '1.2.3', '12..3', '1e3', '12 34', '--12', '-€-12', '€12$' ] )(
		'given %p › gives null',
		( text ) => {
			expect( parsePrice( text ) ).toBeNull();
		}
	);

	it( 'given something that is not text › gives null', () => {
		expect( parsePrice( 1234 ) ).toBeNull();
		expect( parsePrice( null ) ).toBeNull();
	} );
} );

describe( 'toMinorUnits', () => {
	it( 'gives the exact integer of any amount, or null', () => {
		expect( toMinorUnits( '123456789012345678901' ) ).toBe( 123456789012345678901n );
		expect( toMinorUnits( '12.5' ) ).toBe( 13n );
		expect( toMinorUnits( -12.5 ) ).toBe( -13n );
		expect( toMinorUnits( 7n ) ).toBe( 7n );
		expect( toMinorUnits( 'abc' ) ).toBeNull();
		expect( toMinorUnits( NaN ) ).toBeNull();
		expect( toMinorUnits( null ) ).toBeNull();
	} );
} );
