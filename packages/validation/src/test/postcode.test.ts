/** Tests of postcodes: valid and invalid ones per country, normalising, comparing, unknown countries. */

import { CountryCode } from 'postcode-validator';

import {
	arePostcodesEqual,
	getPostcodeComparisonKey,
	getPostcodeError,
	hasPostcodePattern,
	isPostcode,
	normalisePostcode,
} from '@cesta/validation';

const CASES: Array< [ country: string, valid: string[], invalid: string[] ] > = [
	[
		'ES',
		[ '28014', '01001', '08001', '41004', '52001' ],
		[ '53001', '00001', '60001', '2801', '280140', 'AB123' ],
	],
	[ 'US', [ '90210', '10001-0001' ], [ '9021', '90210-12', '902101234', 'ABCDE' ] ],
	[
		'GB',
		[
			'SW1A 1AA',
			'SW1A1AA',
			'M1 1AE',
			'B33 8TH',
			'CR2 6XH',
			'DN55 1PT',
			'W1A 0AX',
			'EC1A 1BB',
			'GIR 0AA',
			'BFPO 801',
		],
		[ '12345', 'SW1A 1A', 'SW1A', '1SW 1AA', 'SW1A  1AA' ],
	],
	[ 'UK', [ 'SW1A 1AA', 'EC1A1BB' ], [ '28014' ] ],
	[ 'CA', [ 'K1A 0B1', 'K1A0B1', 'H3Z 2Y7' ], [ 'D1A 0B1', 'K1A 0B', '123 456' ] ],
	[ 'DE', [ '10115', '01067' ], [ '1011', '101155', 'D-10115' ] ],
	[ 'JP', [ '100-0001', '060-8588' ], [ '1000001', '10-00001', '100-001' ] ],
	[
		'NL',
		[ '1012 AB', '1012AB', '9999 ZZ' ],
		[ '0123 AB', '1012 SA', '1012 SD', '1012 SS', '1012 A', '1012' ],
	],
	[ 'PL', [ '00-950', '31-001' ], [ '00950', '0-950', '00-95' ] ],
	[ 'BA', [ '71000', '78000', '88000' ], [ '10000', '7100', '710000' ] ],
	[ 'IN', [ '110001', '110 001', '560034' ], [ '010001', '11001', '1100011' ] ],
	[ 'KH', [ '120101', '120000' ], [ '12000', '1201010' ] ],
	[ 'LI', [ '9485', '9490', '9498' ], [ '9484', '9499', '8000' ] ],
	[ 'MN', [ '14200', '15160' ], [ '1420', '142000' ] ],
	[ 'NI', [ '11001', '51000' ], [ '01100', '1100', '110010' ] ],
	[ 'SI', [ '1000', 'SI-1000', '8000' ], [ '0100', '10000', 'SI1000' ] ],
	[ 'PT', [ '1000-001', '4000' ], [ '1000 001', '100-001' ] ],
	[ 'FR', [ '75001', '75 001' ], [ '7500', 'F-75001' ] ],
	[ 'INTL', [ 'ABC 123', 'A1-B2', '12345' ], [ 'ABC_123', 'AB  12', '-AB' ] ],
];

describe.each( CASES )( 'given a postcode for %s', ( country, valid, invalid ) => {
	it.each( valid )( 'when it is %p › accepts it', ( postcode ) => {
		expect( isPostcode( { postcode, country } ) ).toBe( true );
	} );

	it.each( invalid )( 'when it is %p › rejects it', ( postcode ) => {
		expect( isPostcode( { postcode, country } ) ).toBe( false );
	} );
} );

describe( 'given how a postcode is typed', () => {
	it( 'when it has leading spaces and lower case › normalises it before checking', () => {
		expect( normalisePostcode( '   sw1a 1aa' ) ).toBe( 'SW1A 1AA' );
		expect( isPostcode( { postcode: '  k1a 0b1', country: 'CA' } ) ).toBe( true );
		expect( isPostcode( { postcode: ' 1012 ab', country: 'NL' } ) ).toBe( true );
	} );

	it( 'when the country is in lower case or padded › still finds its pattern', () => {
		expect( isPostcode( { postcode: '60001', country: ' es ' } ) ).toBe( false );
		expect( isPostcode( { postcode: '28014', country: 'es' } ) ).toBe( true );
	} );

	it( 'when compared › removes the first space and ignores case', () => {
		expect( getPostcodeComparisonKey( ' sw1a 1aa' ) ).toBe( 'SW1A1AA' );
		expect( arePostcodesEqual( 'sw1a1aa', 'SW1A 1AA' ) ).toBe( true );
		expect( arePostcodesEqual( '28014', '28015' ) ).toBe( false );
	} );

	it( 'when compared › removes only the first space', () => {
		expect( getPostcodeComparisonKey( 'A B C' ) ).toBe( 'AB C' );
	} );

	it( 'when the postcode is not a string › treats it as empty instead of throwing', () => {
		expect( normalisePostcode( undefined as unknown as string ) ).toBe( '' );
		expect( isPostcode( { postcode: null as unknown as string, country: 'ES' } ) ).toBe(
			false
		);
	} );
} );

describe( 'given a country without a postcode pattern', () => {
	it.each( [ 'AQ', 'ZZ', '', 'España' ] )(
		'when the country is %p › counts any postcode as valid',
		( country ) => {
			expect( hasPostcodePattern( country ) ).toBe( false );
			expect( isPostcode( { postcode: 'anything 123', country } ) ).toBe( true );
		}
	);

	it( 'when the country is not a string › counts the postcode as valid', () => {
		expect( isPostcode( { postcode: '123', country: undefined as unknown as string } ) ).toBe(
			true
		);
	} );
} );

describe( 'given every country postcode-validator knows', () => {
	const codes = Object.values( CountryCode ) as string[];

	it( 'knows about 190 countries, as the spec says (187 codes in 3.10.22)', () => {
		expect( codes.length ).toBeGreaterThanOrEqual( 185 );
	} );

	it( 'has a pattern for each of them and answers without throwing', () => {
		for ( const country of codes ) {
			expect( hasPostcodePattern( country ) ).toBe( true );
			expect( typeof isPostcode( { postcode: '12345', country } ) ).toBe( 'boolean' );
		}
	} );
} );

describe( 'given the postcode error', () => {
	it( 'when the postcode is invalid for the country › gives the spec message', () => {
		expect( getPostcodeError( { postcode: '2801', country: 'ES' } ) ).toBe(
			'Please enter a valid postcode'
		);
	} );

	it( 'when the postcode is valid › gives no error', () => {
		expect( getPostcodeError( { postcode: '28014', country: 'ES' } ) ).toBeUndefined();
	} );
} );
