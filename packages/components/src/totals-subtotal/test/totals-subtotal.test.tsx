/** Tests of the TotalsSubtotal: without tax, including tax, and following the store setting. */

import { render, screen } from '@testing-library/react';

import { cartWithItems } from '@cesta/test-utils/fixtures';

import { TotalsSubtotal } from '..';

describe( 'TotalsSubtotal', () => {
	it( 'given prices shown without tax › shows total_items (€59.98)', () => {
		render(
			<TotalsSubtotal
				values={ cartWithItems().totals }
				displayCartPricesIncludingTax={ false }
			/>
		);
		expect( screen.getByText( 'Subtotal' ).parentElement ).toHaveTextContent(
			'Subtotal€59.98'
		);
	} );

	it( 'given prices shown including tax › adds total_items_tax (€59.98 + €12.60)', () => {
		render(
			<TotalsSubtotal values={ cartWithItems().totals } displayCartPricesIncludingTax />
		);
		expect( screen.getByText( '€72.58' ) ).toBeInTheDocument();
	} );

	it( 'given no setting passed › follows the store setting (default: without tax)', () => {
		window.wcSettings = { displayCartPricesIncludingTax: true };
		try {
			render( <TotalsSubtotal values={ cartWithItems().totals } /> );
			expect( screen.getByText( '€72.58' ) ).toBeInTheDocument();
		} finally {
			delete window.wcSettings;
		}
	} );

	it( 'given the setting default › shows the amount without tax', () => {
		render( <TotalsSubtotal values={ cartWithItems().totals } /> );
		expect( screen.getByText( '€59.98' ) ).toBeInTheDocument();
	} );
} );
