/** focusFirstFieldInError: the first form in page order that has a field in error takes the focus, whatever order the forms registered in. */

import { render } from '@testing-library/react';
import { RegistryProvider } from '@wordpress/data';
import { useRef } from '@wordpress/element';

import { createTestRegistry } from '@cesta/test-utils';

import { focusFirstFieldInError, useSubmitFocusTarget } from '../submit-focus';

function Form( { name, invalid }: { name: string; invalid: boolean } ) {
	const ref = useRef< HTMLDivElement >( null );
	useSubmitFocusTarget( {
		element: () => ref.current,
		focusFirstInvalid: () => {
			if ( ! invalid ) {
				return false;
			}
			ref.current?.querySelector( 'input' )?.focus();
			return true;
		},
	} );
	return (
		<div ref={ ref }>
			<label>
				{ name }
				<input />
			</label>
		</div>
	);
}

describe( 'focusFirstFieldInError', () => {
	it( 'given forms registered in reverse page order › focuses the first in error in the page', () => {
		const registry = createTestRegistry();
		// The billing form mounts (and registers) first, but sits after the shipping form.
		const { getByLabelText, rerender } = render(
			<RegistryProvider value={ registry }>
				<Form key="billing" name="Billing" invalid />
			</RegistryProvider>
		);
		rerender(
			<RegistryProvider value={ registry }>
				<Form key="contact" name="Contact" invalid={ false } />
				<Form key="shipping" name="Shipping" invalid />
				<Form key="billing" name="Billing" invalid />
			</RegistryProvider>
		);

		expect( focusFirstFieldInError( registry ) ).toBe( true );

		expect( getByLabelText( 'Shipping' ) ).toHaveFocus();
	} );

	it( 'given no form in error, or no form › focuses nothing', () => {
		const registry = createTestRegistry();
		expect( focusFirstFieldInError( registry ) ).toBe( false );
		render(
			<RegistryProvider value={ registry }>
				<Form name="Contact" invalid={ false } />
			</RegistryProvider>
		);
		expect( focusFirstFieldInError( registry ) ).toBe( false );
		expect( document.activeElement ).toBe( document.body );
	} );
} );
