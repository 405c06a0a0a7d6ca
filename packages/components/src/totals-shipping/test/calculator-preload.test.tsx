/**
 * Pointing at (or focusing) the calculator's toggle starts loading its form,
 * so it is usually there by the time the shopper clicks. A file of its own:
 * Jest's fresh module registry means nothing has loaded the form before.
 */
import { fireEvent, render, screen } from '@testing-library/react';

import { cartWithItems } from '@cesta/test-utils/fixtures';

import { TotalsShipping } from '..';

const nextTask = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'given a shopper moving to the "Change address" toggle', () => {
	it( 'when the toggle gets the focus › loads the form, which then shows at once on opening', async () => {
		const cart = cartWithItems();
		render(
			<TotalsShipping
				values={ cart.totals }
				needsShipping
				shippingRates={ cart.shipping_rates }
				shippingAddress={ { country: 'ES', state: 'M', city: 'Madrid', postcode: '28014' } }
				isShippingCalculatorEnabled
				calculatorProps={ { countries: { ES: 'España' }, onUpdate: jest.fn() } }
			/>
		);
		const toggle = screen.getByRole( 'button', { name: 'Change address' } );

		fireEvent.focus( toggle );
		await nextTask();
		fireEvent.click( toggle );

		expect( screen.getByRole( 'form', { name: 'Shipping address' } ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'status' ) ).toBeNull();
	} );
} );
