/**
 * The address autocomplete loaded on demand. Jest gives each test file a
 * fresh module registry, so the combobox has not been loaded when the form
 * first shows the field — as on a real checkout page.
 */
import { useState } from '@wordpress/element';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AddressAutocompleteInputOnDemand, loadAddressAutocompleteInput } from '..';
import type { AddressAutocompleteInputProps } from '..';

const Field = ( props: Partial< AddressAutocompleteInputProps > ) => {
	const [ value, setValue ] = useState( '' );
	return (
		<AddressAutocompleteInputOnDemand
			id="billing-address_1"
			label="Address"
			search={ async () => [ { id: 'alcala', label: 'Calle de Alcalá 50, 28014 Madrid' } ] }
			onSelect={ jest.fn() }
			{ ...props }
			value={ value }
			onChange={ setValue }
		/>
	);
};

describe( 'given a checkout where the address autocomplete has not been downloaded yet', () => {
	it( 'when the shopper types at once › the plain field takes the text, then the combobox takes over with the text and the focus', async () => {
		render( <Field /> );
		const plain = screen.getByRole( 'textbox', { name: 'Address' } );
		expect( plain ).toHaveAttribute( 'id', 'billing-address_1' );
		act( () => plain.focus() );
		await userEvent.keyboard( 'Ca' );

		// The download the focus started, finishing.
		await act( () => loadAddressAutocompleteInput() );
		const combobox = screen.getByRole( 'combobox', { name: 'Address' } );
		expect( combobox ).toHaveValue( 'Ca' );
		expect( combobox ).toHaveFocus();
		expect( ( combobox as HTMLInputElement ).selectionStart ).toBe( 2 );

		await userEvent.keyboard( 'l' );
		expect( await screen.findByRole( 'option', { name: /Alcalá/ } ) ).toBeInTheDocument();
	} );
} );
