/** Tests of the default address fields, address completeness, all keys present, hidden fields blanked. */

import type { BillingAddress, ShippingAddress } from '@cesta/types';
import {
	emptyHiddenAddressFields,
	getDefaultAddressFields,
	hasAllAddressKeys,
	isAddressComplete,
	isFieldRequired,
	sortFieldsByIndex,
} from '@cesta/validation';

const MADRID: ShippingAddress = {
	first_name: 'Lucía',
	last_name: 'García',
	company: '',
	address_1: 'Calle de Alcalá 50',
	address_2: '',
	city: 'Madrid',
	state: 'M',
	postcode: '28014',
	country: 'ES',
	phone: '600000000',
};
const BILLING: BillingAddress = { ...MADRID, email: 'lucia@correo.es' };

describe( 'given the default address fields', () => {
	const fields = getDefaultAddressFields();

	it( 'has the spec indexes, in display order', () => {
		expect( sortFieldsByIndex( fields ).map( ( { key, index } ) => [ key, index ] ) ).toEqual( [
			[ 'email', 0 ],
			[ 'country', 1 ],
			[ 'first_name', 10 ],
			[ 'last_name', 20 ],
			[ 'company', 30 ],
			[ 'address_1', 40 ],
			[ 'address_2', 50 ],
			[ 'city', 70 ],
			[ 'state', 80 ],
			[ 'postcode', 90 ],
			[ 'phone', 100 ],
		] );
	} );

	it( 'hides company and makes it, and address_2, optional', () => {
		expect( fields.company ).toMatchObject( { hidden: true, required: false } );
		expect( fields.address_2 ).toMatchObject( { hidden: false, required: false } );
	} );

	it( 'requires email and phone, and every other visible field', () => {
		const required = Object.values( fields )
			.filter( isFieldRequired )
			.map( ( field ) => field.key );
		expect( required.sort() ).toEqual(
			[
				'email',
				'country',
				'first_name',
				'last_name',
				'address_1',
				'city',
				'state',
				'postcode',
				'phone',
			].sort()
		);
	} );

	it( 'gives each field a label, an optional label and an autocomplete token', () => {
		expect( fields.address_2 ).toMatchObject( {
			label: 'Apartment, suite, etc.',
			optionalLabel: 'Apartment, suite, etc. (optional)',
			autocomplete: 'address-line2',
		} );
		expect( fields.email.type ).toBe( 'email' );
		expect( fields.phone.type ).toBe( 'tel' );
	} );

	it( 'gives a fresh copy each time, so one form’s changes do not leak into another', () => {
		getDefaultAddressFields().state.hidden = true;
		expect( getDefaultAddressFields().state.hidden ).toBe( false );
	} );

	it( 'when indexes tie › keeps the given order', () => {
		const sorted = sortFieldsByIndex( [
			{ key: 'b', index: 5 },
			{ key: 'a', index: 5 },
			{ key: 'c', index: 1 },
		] );
		expect( sorted.map( ( field ) => field.key ) ).toEqual( [ 'c', 'b', 'a' ] );
	} );
} );

describe( 'given a field that is both hidden and required', () => {
	it( 'is never required', () => {
		expect( isFieldRequired( { required: true, hidden: true } ) ).toBe( false );
		expect( isFieldRequired( { required: true, hidden: false } ) ).toBe( true );
		expect( isFieldRequired( undefined ) ).toBe( false );
	} );
} );

describe( 'given an address to check for completeness', () => {
	it( 'when every location field is filled › is complete', () => {
		expect( isAddressComplete( MADRID ) ).toBe( true );
	} );

	it( 'when the country is missing › is never complete, even if the country field is optional', () => {
		const fields = getDefaultAddressFields();
		expect(
			isAddressComplete(
				{ ...MADRID, country: '' },
				{ ...fields, country: { ...fields.country, required: false } }
			)
		).toBe( false );
	} );

	it.each( [ 'state', 'postcode', 'city' ] )(
		'when the required %s is empty › is incomplete',
		( key ) => {
			expect( isAddressComplete( { ...MADRID, [ key ]: '  ' } ) ).toBe( false );
		}
	);

	it( 'when the empty state is hidden for the country › is complete', () => {
		const fields = getDefaultAddressFields();
		const german = { ...MADRID, country: 'DE', state: '', city: 'Berlin', postcode: '10115' };
		expect(
			isAddressComplete( german, { ...fields, state: { ...fields.state, hidden: true } } )
		).toBe( true );
	} );

	it( 'when the empty postcode is optional for the country › is complete', () => {
		const fields = getDefaultAddressFields();
		const irish = { ...MADRID, country: 'IE', postcode: '' };
		expect(
			isAddressComplete( irish, {
				...fields,
				postcode: { ...fields.postcode, required: false },
			} )
		).toBe( true );
	} );

	it( 'when only non-location fields are empty › is still complete', () => {
		expect( isAddressComplete( { ...MADRID, first_name: '', address_1: '' } ) ).toBe( true );
	} );

	it.each( [ null, undefined ] )( 'when the address is %p › is incomplete', ( address ) => {
		expect( isAddressComplete( address ) ).toBe( false );
	} );
} );

describe( 'given an address to apply', () => {
	it( 'when a shipping address has the ten keys › has all keys', () => {
		expect( hasAllAddressKeys( MADRID, 'shipping' ) ).toBe( true );
	} );

	it( 'when a billing address lacks the email › does not have all keys', () => {
		expect( hasAllAddressKeys( MADRID, 'billing' ) ).toBe( false );
		expect( hasAllAddressKeys( BILLING, 'billing' ) ).toBe( true );
	} );

	it( 'when one key is missing › does not have all keys, even if the rest are filled', () => {
		const { phone: _phone, ...withoutPhone } = MADRID;
		expect( hasAllAddressKeys( withoutPhone, 'shipping' ) ).toBe( false );
	} );

	it( 'when keys are present but empty › has all keys', () => {
		const empty = Object.fromEntries( Object.keys( MADRID ).map( ( key ) => [ key, '' ] ) );
		expect( hasAllAddressKeys( empty, 'shipping' ) ).toBe( true );
	} );

	it.each( [ null, undefined, 'ES', 3 ] )(
		'when the value is %p › does not have all keys',
		( value ) => {
			expect( hasAllAddressKeys( value, 'shipping' ) ).toBe( false );
		}
	);
} );

describe( 'given an address with hidden fields', () => {
	it( 'when it is prepared for sending › blanks hidden fields and keeps the rest', () => {
		const address = { ...BILLING, company: 'Ferretería Pérez' };
		const sent = emptyHiddenAddressFields( address, getDefaultAddressFields() );
		expect( sent ).toEqual( { ...BILLING, company: '' } );
	} );

	it( 'does not change the given address', () => {
		const address = { ...MADRID, company: 'Ferretería Pérez' };
		emptyHiddenAddressFields( address, getDefaultAddressFields() );
		expect( address.company ).toBe( 'Ferretería Pérez' );
	} );

	it( 'when an additional field is hidden › blanks it too, without adding missing keys', () => {
		const sent = emptyHiddenAddressFields(
			{ ...MADRID, 'mi-tienda/nif': '12345678Z' },
			{
				'mi-tienda/nif': { required: false, hidden: true },
				'mi-tienda/otro': { required: false, hidden: true },
			}
		);
		expect( sent[ 'mi-tienda/nif' ] ).toBe( '' );
		expect( 'mi-tienda/otro' in sent ).toBe( false );
	} );
} );
