/** What a keystroke re-renders in the AddressAutocompleteInput with its suggestions open: the field, not the list (issue 14, render cost). */

// The counter registers with React DOM as it loads: it must come first.
import { renderCounter } from '@cesta/test-utils/render-counter';

import { useState } from '@wordpress/element';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { loadSanitizer } from '@cesta/sanitize';

import { AUTOCOMPLETE_SEARCH_DEBOUNCE_MS } from '../../constants';
import { AddressAutocompleteInput } from '..';
import type { AddressSuggestion } from '..';

const SUGGESTIONS: AddressSuggestion[] = [
	'Calle de Alcalá 50, 28014 Madrid',
	'Calle Mayor 1, 28013 Madrid',
	'Calle de Serrano 20, 28001 Madrid',
].map( ( label, index ) => ( {
	id: `street-${ index }`,
	label,
	matchedSubstrings: [ { offset: 0, length: 5 } ],
} ) );

function Field() {
	const [ value, setValue ] = useState( '' );
	return (
		<AddressAutocompleteInput
			id="shipping-address_1"
			label="Address"
			value={ value }
			onChange={ setValue }
			search={ async () => SUGGESTIONS }
			onSelect={ () => undefined }
			brandingHtml="<span>Powered by Ejemplo</span>"
		/>
	);
}

beforeAll( () => loadSanitizer() );
beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

describe( 'AddressAutocompleteInput keystrokes', () => {
	it( 'given the suggestions open › when a key is typed › renders the field, not the suggestions nor the branding', async () => {
		render( <Field /> );
		const user = userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
		const combobox = screen.getByRole( 'combobox', { name: 'Address' } );
		await user.type( combobox, 'Calle' );
		await act( async () => {
			await jest.advanceTimersByTimeAsync( AUTOCOMPLETE_SEARCH_DEBOUNCE_MS );
		} );
		expect( screen.getAllByRole( 'option' ) ).toHaveLength( SUGGESTIONS.length );

		renderCounter.reset();
		await user.keyboard( ' ' );

		expect( combobox ).toHaveValue( 'Calle ' );
		expect( renderCounter.idsOf( 'TextInput' ) ).toStrictEqual( [ 'shipping-address_1' ] );
		expect( renderCounter.count( 'HighlightedLabel' ) ).toBe( 0 );
		expect( renderCounter.count( 'SanitizedHtml' ) ).toBe( 0 );
		expect( screen.getAllByRole( 'option' ) ).toHaveLength( SUGGESTIONS.length );
	} );
} );
