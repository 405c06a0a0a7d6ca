/**
 * The address autocomplete is downloaded only when the shopper reaches the
 * field. Jest gives each test file a fresh module registry, so here nothing
 * has loaded it yet.
 */
import { useState } from '@wordpress/element';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AddressAutocompleteInputOnDemand } from '..';
import { addressAutocompleteInputLoader } from '../load-address-autocomplete-input';
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
	it( 'when the shopper has not reached the field › nothing is downloaded, and pointing at it starts the download', async () => {
		render( <Field /> );
		// Effects have run and a started import would have settled by now.
		await act( () => new Promise( ( resolve ) => setTimeout( resolve, 50 ) ) );
		expect( addressAutocompleteInputLoader.loaded() ).toBeUndefined();
		expect( screen.getByRole( 'textbox', { name: 'Address' } ) ).toBeInTheDocument();

		await userEvent.hover( screen.getByRole( 'textbox', { name: 'Address' } ) );

		expect( await screen.findByRole( 'combobox', { name: 'Address' } ) ).toBeInTheDocument();
	} );
} );
