/** Tests of the address checks: phones, postcodes per country, states, unknown keys, HTML, emails. */

import { createContext } from '../../core/context';
import {
	formatPostcode,
	formatState,
	isEmail,
	isPhone,
	isPostcode,
	validateAddress,
} from '../address-validation';

const context = createContext( { siteLocale: 'en_US' } );

describe( 'address checks', () => {
	it.each( [
		[ 'lucia.garcia@example.com', true ],
		[ 'no-es-un-email', false ],
		[ 'a@b', false ],
		[ 'dos@@example.com', false ],
	] )( 'given %s › when checked as an email › is %s', ( email, valid ) => {
		expect( isEmail( email ) ).toBe( valid );
	} );

	it( 'given phone numbers › when checked › accepts digits and separators only', () => {
		expect( isPhone( '+34 600 111 222' ) ).toBe( true );
		expect( isPhone( '(91) 555-12.34' ) ).toBe( true );
		expect( isPhone( 'llámame' ) ).toBe( false );
	} );

	it( 'given postcodes › when checked and formatted per country › follows each country’s pattern', () => {
		expect( isPostcode( '28014', 'ES' ) ).toBe( true );
		expect( isPostcode( 'ABC', 'ES' ) ).toBe( false );
		expect( formatPostcode( 'sw1a1aa', 'GB' ) ).toBe( 'SW1A 1AA' );
		expect( formatPostcode( '1000001', 'PT' ) ).toBe( '1000-001' );
		expect( isPostcode( 'cualquiera', 'JP' ) ).toBe( true );
	} );

	it( 'given a state name without accents › when formatted › finds its code', () => {
		expect( formatState( 'malaga', 'ES' ) ).toBe( 'MA' );
		expect( formatState( 'm', 'ES' ) ).toBe( 'M' );
		expect( formatState( 'Bavaria', 'DE' ) ).toBe( 'Bavaria' );
	} );

	it( 'given keys outside the schema › when an address is validated › they are dropped', () => {
		const { address, errors } = validateAddress(
			context,
			{ city: 'Madrid', favourite: 'azul' },
			{ billing: false, checkEmail: false }
		);
		expect( errors ).toEqual( [] );
		expect( address ).toEqual( { city: 'Madrid' } );
	} );

	it( 'given HTML in a field › when an address is validated › the tags are stripped', () => {
		const { address } = validateAddress(
			context,
			{ first_name: '<b>Lucía</b>' },
			{ billing: false, checkEmail: false }
		);
		expect( address.first_name ).toBe( 'Lucía' );
	} );

	it( 'given several problems › when validated › reports postcode and phone together', () => {
		const { errors } = validateAddress(
			context,
			{ country: 'ES', postcode: 'X', phone: 'abc' },
			{ billing: false, checkEmail: false }
		);
		expect( errors.map( ( error ) => error.code ) ).toEqual( [
			'invalid_postcode',
			'invalid_phone',
		] );
	} );

	it( 'given a bad billing email › when validated for checkout › is invalid_email; for update-customer it is blanked', () => {
		expect(
			validateAddress( context, { email: 'x' }, { billing: true, checkEmail: true } )
				.errors[ 0 ].code
		).toBe( 'invalid_email' );
		expect(
			validateAddress( context, { email: 'x' }, { billing: true, checkEmail: false } ).address
				.email
		).toBe( '' );
	} );
} );
