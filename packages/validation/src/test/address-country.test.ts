/** Tests of the address country error and of matching a state typed as text. */

import { getAddressCountryError, matchStateOption } from '@cesta/validation';

describe( 'given the country of an address', () => {
	it.each( [ 'city', 'state', 'postcode' ] )(
		'when %s is filled but no country › asks for the country',
		( key ) => {
			expect(
				getAddressCountryError( { country: '', [ key ]: 'x' }, { type: 'billing' } )
			).toBe( 'Please select your country' );
		}
	);

	it( 'when nothing is filled in › gives no error yet', () => {
		expect(
			getAddressCountryError( { country: '', city: ' ' }, { type: 'shipping' } )
		).toBeUndefined();
	} );

	it( 'when the billing country is not allowed › says orders are not allowed from it', () => {
		expect(
			getAddressCountryError(
				{ country: 'US' },
				{ type: 'billing', allowedCountries: { ES: 'España' } }
			)
		).toBe( 'Sorry, we do not allow orders from the selected country' );
	} );

	it( 'when the shipping country is not shippable › says orders are not shipped to it', () => {
		expect(
			getAddressCountryError(
				{ country: 'US' },
				{ type: 'shipping', shippingCountries: [ 'ES', 'PT' ] }
			)
		).toBe( 'Sorry, we do not ship orders to the selected country' );
	} );

	it( 'when the country is in the list, in any case › gives no error', () => {
		expect(
			getAddressCountryError(
				{ country: 'pt' },
				{ type: 'shipping', shippingCountries: [ 'ES', 'PT' ] }
			)
		).toBeUndefined();
		expect(
			getAddressCountryError(
				{ country: 'ES' },
				{ type: 'billing', allowedCountries: { ES: 'España' } }
			)
		).toBeUndefined();
	} );

	it( 'checks each list only for its own address type', () => {
		expect(
			getAddressCountryError(
				{ country: 'US' },
				{ type: 'billing', shippingCountries: [ 'ES' ] }
			)
		).toBeUndefined();
		expect(
			getAddressCountryError(
				{ country: 'US' },
				{ type: 'shipping', allowedCountries: [ 'ES' ] }
			)
		).toBeUndefined();
	} );

	it( 'when a map inherits properties › only counts its own countries', () => {
		expect(
			getAddressCountryError(
				{ country: 'CONSTRUCTOR' },
				{ type: 'billing', allowedCountries: { ES: 'España' } }
			)
		).toBe( 'Sorry, we do not allow orders from the selected country' );
	} );
} );

describe( 'given a state typed as text', () => {
	const provinces = [
		{ value: 'M', label: 'Madrid' },
		{ value: 'B', label: 'Barcelona' },
		{ value: 'A', label: 'Alicante' },
		{ value: 'AV', label: 'Ávila' },
	];

	it( 'when it matches a label in another case › finds the option', () => {
		expect( matchStateOption( 'BARCELONA', provinces ) ).toEqual( {
			value: 'B',
			label: 'Barcelona',
		} );
		expect( matchStateOption( 'ávila', provinces )?.value ).toBe( 'AV' );
	} );

	it( 'when it matches a code in another case, with spaces › finds the option', () => {
		expect( matchStateOption( ' av ', provinces )?.value ).toBe( 'AV' );
	} );

	it( 'when it matches nothing › finds nothing', () => {
		expect( matchStateOption( 'Lisboa', provinces ) ).toBeUndefined();
		expect( matchStateOption( '', provinces ) ).toBeUndefined();
	} );

	it( 'when one option’s code equals another’s label › the code wins', () => {
		const tricky = [
			{ value: 'X', label: 'Alicante' },
			{ value: 'ALICANTE', label: 'Otra' },
		];
		expect( matchStateOption( 'alicante', tricky )?.value ).toBe( 'ALICANTE' );
	} );
} );
