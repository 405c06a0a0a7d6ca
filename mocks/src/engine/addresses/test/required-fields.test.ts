/**
 * @jest-environment node
 *
 * Tests of the address fields an order requires: the shop's options for
 * company and apartment, each country's locale, never the phone.
 */
import { createContext } from '../../core/context';
import { defaultAddressFields, missingAddressFields, orderAddressFields } from '../required-fields';

const english = createContext( { siteLocale: 'en_US' } );
const keysOf = ( fields: Array< { key: string } > ) => fields.map( ( field ) => field.key );

describe( 'defaultAddressFields', () => {
	it( 'given the sample shop (company hidden, apartment optional) › lists no company and an optional apartment, and never a phone', () => {
		const fields = defaultAddressFields( english );

		expect( keysOf( fields ) ).toEqual( [
			'first_name',
			'last_name',
			'country',
			'address_1',
			'address_2',
			'city',
			'state',
			'postcode',
		] );
		expect( fields.find( ( field ) => field.key === 'address_2' )?.required ).toBe( false );
	} );

	it( 'given a shop that hides the apartment and requires the company › follows both', () => {
		const fields = defaultAddressFields(
			createContext( {
				settings: {
					coreFields: { company: 'required', address_2: 'hidden', phone: 'required' },
				},
			} )
		);

		expect( keysOf( fields ) ).toContain( 'company' );
		expect( keysOf( fields ) ).not.toContain( 'address_2' );
		expect( fields.find( ( field ) => field.key === 'company' )?.required ).toBe( true );
	} );
} );

describe( 'orderAddressFields', () => {
	it( 'given Portugal › its locale hides the state and makes it optional', () => {
		expect( orderAddressFields( english, 'PT' ).find( ( f ) => f.key === 'state' ) ).toEqual( {
			key: 'state',
			label: 'addressState',
			required: false,
			hidden: true,
		} );
	} );

	it( 'given a country without a locale › the default fields are used as they are', () => {
		expect( orderAddressFields( english, 'AD' ) ).toEqual( defaultAddressFields( english ) );
	} );
} );

describe( 'missingAddressFields', () => {
	const madrid = {
		first_name: 'Lucía',
		last_name: 'García',
		address_1: 'Calle de Alcalá 50',
		city: 'Madrid',
		state: 'M',
		postcode: '28014',
		country: 'ES',
		phone: '',
	};

	it( 'given a complete address without a phone › nothing is missing', () => {
		expect( missingAddressFields( english, madrid ) ).toEqual( [] );
	} );

	it( 'given blank and whitespace-only fields › each is reported with its label, in field order', () => {
		expect(
			missingAddressFields( english, { ...madrid, city: '   ', first_name: '', state: '' } )
		).toEqual( [
			'First name is required',
			'Town / City is required',
			'Province is required',
		] );
	} );

	it( 'given no country › the country is reported as missing', () => {
		expect( missingAddressFields( english, { ...madrid, country: '' } ) ).toEqual( [
			'Country / Region is required',
		] );
	} );
} );
