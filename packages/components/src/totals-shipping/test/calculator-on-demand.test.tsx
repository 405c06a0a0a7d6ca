/**
 * The calculator's form is loaded on demand. Jest gives each test file a
 * fresh module registry, so here the form has not been loaded by anyone when
 * the shopper opens the calculator — as on a real page.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';
import { cartWithItems } from '@cesta/test-utils/fixtures';

import { TotalsShipping } from '..';

const COUNTRIES = { ES: 'España', PT: 'Portugal' };
const STATES = { ES: { M: 'Madrid', B: 'Barcelona' } };

describe( 'given a cart page where nobody has opened the shipping calculator yet', () => {
	it( 'when the shopper opens it › shows an accessible loading state, then the form with the current address; the toggle keeps the focus', async () => {
		const cart = cartWithItems();
		const { container } = render(
			<TotalsShipping
				values={ cart.totals }
				needsShipping
				shippingRates={ cart.shipping_rates }
				shippingAddress={ {
					country: 'ES',
					state: 'B',
					city: 'Barcelona',
					postcode: '08001',
				} }
				isShippingCalculatorEnabled
				calculatorProps={ { countries: COUNTRIES, states: STATES, onUpdate: jest.fn() } }
			/>
		);
		const toggle = screen.getByRole( 'button', { name: 'Change address' } );
		expect( screen.queryByRole( 'form', { name: 'Shipping address' } ) ).toBeNull();

		toggle.focus();
		fireEvent.click( toggle );

		const region = document.getElementById( toggle.getAttribute( 'aria-controls' )! )!;
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( within( region ).getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		expect( region.firstElementChild ).toHaveAttribute( 'aria-busy', 'true' );

		const form = await screen.findByRole( 'form', { name: 'Shipping address' } );
		expect( within( form ).getByRole( 'combobox', { name: 'State/County' } ) ).toHaveValue(
			'B'
		);
		expect( within( region ).queryByRole( 'status' ) ).toBeNull();
		expect( toggle ).toHaveFocus();
		expect( await axe( container ) ).toHaveNoViolations();

		// Once loaded, closing and reopening shows the form at once.
		await userEvent.click( toggle );
		await userEvent.click( toggle );
		expect( screen.getByRole( 'form', { name: 'Shipping address' } ) ).toBeInTheDocument();
	} );
} );
