/** Tests of the AddressCard and formatAddressLines: country formats, hidden and empty fields, the Edit button. */

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';
import { MADRID_SHIPPING } from '@cesta/test-utils/fixtures';

import { DEFAULT_ADDRESS_FORMAT } from '../../constants';
import { AddressCard, formatAddressLines } from '..';

/** The formats WooCommerce 9.9.5 prints for these countries (wc-page-data/checkout-page.json). */
const ES_FORMAT =
	'{name}\n{company}\n{address_1}\n{address_2}\n{postcode} {city}\n{state}\n{country}';
const JP_FORMAT =
	'{postcode}\n{state} {city} {address_1}\n{address_2}\n{company}\n{last_name} {first_name}\n{country}';
const IT_FORMAT =
	'{company}\n{name}\n{address_1}\n{address_2}\n{postcode}\n{city}\n{state_upper}\n{country}';
const CN_FORMAT =
	'{country} {postcode}\n{state}, {city}, {address_2}, {address_1}\n{company}\n{name}';

const lines = ( container: HTMLElement ) =>
	Array.from(
		container.querySelectorAll( '.wc-block-components-address-card__address-section' )
	).map( ( section ) => section.textContent );

describe( 'AddressCard', () => {
	it( "given a Madrid address and Spain's format › shows it line by line with the names of the province and country, and the phone", async () => {
		const { container } = render(
			<AddressCard
				address={ MADRID_SHIPPING }
				addressType="shipping"
				format={ ES_FORMAT }
				countries={ { ES: 'España' } }
				states={ { ES: { M: 'Madrid' } } }
				onEdit={ jest.fn() }
			/>
		);
		expect( container.querySelector( 'address' ) ).toBeInTheDocument();
		expect( lines( container ) ).toEqual( [
			'Lucía García',
			'Calle de Alcalá 50',
			'28014 Madrid',
			'Madrid',
			'España',
			'+34 600 111 222',
		] );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given no format and no names › uses the default format and the codes', () => {
		const { container } = render(
			<AddressCard address={ { ...MADRID_SHIPPING, phone: '' } } addressType="billing" />
		);
		expect( lines( container ) ).toEqual( [
			'Lucía García',
			'Calle de Alcalá 50',
			'Madrid',
			'M',
			'28014',
			'ES',
		] );
	} );

	it( 'given fields the shop hides › leaves them out, phone included', () => {
		const { container } = render(
			<AddressCard
				address={ { ...MADRID_SHIPPING, company: 'Cesta SL', address_2: '3º B' } }
				addressType="shipping"
				format={ ES_FORMAT }
				hiddenFields={ [ 'company', 'phone' ] }
			/>
		);
		expect( lines( container ) ).toEqual( [
			'Lucía García',
			'Calle de Alcalá 50',
			'3º B',
			'28014 Madrid',
			'M',
			'ES',
		] );
	} );

	it( 'given the Edit button › names it after the address and calls onEdit from the keyboard', async () => {
		const onEdit = jest.fn();
		render(
			<AddressCard address={ MADRID_SHIPPING } addressType="billing" onEdit={ onEdit } />
		);
		const edit = screen.getByRole( 'button', { name: 'Edit billing address' } );
		expect( edit ).toHaveTextContent( 'Edit' );
		await userEvent.tab();
		expect( edit ).toHaveFocus();
		await userEvent.keyboard( '{Enter}' );
		await userEvent.keyboard( ' ' );
		expect( onEdit ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'given no onEdit › shows no button', () => {
		render( <AddressCard address={ MADRID_SHIPPING } addressType="shipping" /> );
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'formatAddressLines', () => {
	const tokyo = {
		first_name: 'Haruto',
		last_name: 'Sato',
		company: '',
		address_1: '1-1 Marunouchi',
		address_2: '',
		city: 'Chiyoda',
		state: 'JP13',
		postcode: '100-0005',
		country: 'JP',
	};

	it( 'given a format that puts the family name first › follows it', () => {
		expect(
			formatAddressLines(
				{ address: tokyo, countryName: 'Japón', stateName: 'Tokio' },
				JP_FORMAT
			)
		).toEqual( [ '100-0005', 'Tokio Chiyoda 1-1 Marunouchi', 'Sato Haruto', 'Japón' ] );
	} );

	it( 'given _upper placeholders › writes those fields in capitals', () => {
		expect(
			formatAddressLines(
				{
					address: { ...tokyo, country: 'IT', state: 'RM', city: 'Roma' },
					stateName: 'Roma',
				},
				IT_FORMAT
			)
		).toEqual( [ 'Haruto Sato', '1-1 Marunouchi', '100-0005', 'Roma', 'ROMA', 'IT' ] );
	} );

	it( 'given empty fields between separators › leaves no stray commas or spaces', () => {
		expect(
			formatAddressLines(
				{
					address: { ...tokyo, country: 'CN', state: '', address_2: '' },
					countryName: 'China',
				},
				CN_FORMAT
			)
		).toEqual( [ 'China 100-0005', 'Chiyoda, 1-1 Marunouchi', 'Haruto Sato' ] );
	} );

	it( 'given the state code placeholder and an unknown one › writes the code and drops the unknown', () => {
		expect(
			formatAddressLines(
				{
					address: {
						...tokyo,
						country: 'US',
						state: 'CA',
						city: 'Los Angeles',
						postcode: '90001',
					},
					stateName: 'California',
				},
				'{city}, {state_code} {postcode}{mystery}\n{country}'
			)
		).toEqual( [ 'Los Angeles, CA 90001', 'US' ] );
	} );

	it( 'given no format › uses the default one', () => {
		expect( formatAddressLines( { address: MADRID_SHIPPING } ) ).toEqual(
			formatAddressLines( { address: MADRID_SHIPPING }, DEFAULT_ADDRESS_FORMAT )
		);
	} );
} );
