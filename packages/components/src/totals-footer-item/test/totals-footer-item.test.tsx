/** Tests of the TotalsFooterItem: the total, the included-tax line or none, filtered label and format. */

import { render, screen } from '@testing-library/react';

import { cartWithItems } from '@cesta/test-utils/fixtures';

import { TotalsFooterItem } from '..';

describe( 'TotalsFooterItem', () => {
	it( 'given the sample cart › shows "Total €78.57"', () => {
		const { container } = render(
			<TotalsFooterItem
				values={ cartWithItems().totals }
				displayCartPricesIncludingTax={ false }
			/>
		);
		expect( container ).toHaveTextContent( /^Total€78\.57$/ );
		expect( container.firstChild ).toHaveClass( 'wc-block-components-totals-footer-item' );
	} );

	it( 'given prices shown including tax › adds "Including €13.64 in taxes"', () => {
		const { container } = render(
			<TotalsFooterItem values={ cartWithItems().totals } displayCartPricesIncludingTax />
		);
		expect(
			container.querySelector( '.wc-block-components-totals-footer-item-tax' )
		).toHaveTextContent( 'Including €13.64 in taxes' );
		expect( screen.getByText( '€13.64' ) ).toHaveClass(
			'wc-block-components-totals-footer-item-tax-value'
		);
	} );

	it( 'given prices including tax but no tax charged › adds no tax line', () => {
		const { container } = render(
			<TotalsFooterItem
				values={ { ...cartWithItems().totals, total_tax: '0' } }
				displayCartPricesIncludingTax
			/>
		);
		expect(
			container.querySelector( '.wc-block-components-totals-footer-item-tax' )
		).toBeNull();
	} );

	it( 'given a label and a format from the checkout filters › uses them', () => {
		const { container } = render(
			<TotalsFooterItem
				values={ cartWithItems().totals }
				label="Total a pagar"
				format="<price/> IVA incl."
				displayCartPricesIncludingTax={ false }
			/>
		);
		expect( container ).toHaveTextContent( 'Total a pagar€78.57 IVA incl.' );
	} );
} );
