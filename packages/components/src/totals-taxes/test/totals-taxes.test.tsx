/** Tests of the TotalsTaxes: single and itemized rows, rates after names, disabled taxes, store defaults. */

import { render, screen } from '@testing-library/react';

import { cartWithItems } from '@cesta/test-utils/fixtures';

import { TotalsTaxes } from '..';

const totals = () => cartWithItems().totals;

describe( 'TotalsTaxes', () => {
	it( 'given taxes enabled, not itemized › shows one "Taxes" row with total_tax', () => {
		const { container } = render(
			<TotalsTaxes values={ totals() } taxesEnabled displayItemizedTaxes={ false } />
		);
		expect( container ).toHaveTextContent( /^Taxes€13\.64$/ );
		expect( container.firstChild ).toHaveClass( 'wc-block-components-totals-taxes' );
	} );

	it( 'given itemized taxes › shows one row per tax name', () => {
		const values = {
			...totals(),
			tax_lines: [
				{ name: 'IVA', price: '1260', rate: '21%' },
				{ name: 'Recargo de equivalencia', price: '104', rate: '5.2%' },
			],
		};
		const { container } = render(
			<TotalsTaxes values={ values } taxesEnabled displayItemizedTaxes />
		);
		const rows = container.querySelectorAll(
			'.wc-block-components-totals-taxes__grouped-rate'
		);
		expect( [ ...rows ].map( ( row ) => row.textContent ) ).toEqual( [
			'IVA€12.60',
			'Recargo de equivalencia€1.04',
		] );
		expect( screen.queryByText( 'Taxes' ) ).not.toBeInTheDocument();
	} );

	it( 'given itemized taxes with rates asked for › writes the rate after the name', () => {
		render(
			<TotalsTaxes
				values={ totals() }
				taxesEnabled
				displayItemizedTaxes
				showRateAfterTaxName
			/>
		);
		expect( screen.getByText( 'IVA 21%' ) ).toBeInTheDocument();
	} );

	it( 'given itemized display but no tax lines › falls back to the "Taxes" row', () => {
		render(
			<TotalsTaxes
				values={ { ...totals(), tax_lines: [] } }
				taxesEnabled
				displayItemizedTaxes
			/>
		);
		expect( screen.getByText( 'Taxes' ) ).toBeInTheDocument();
	} );

	it( 'given taxes disabled and zero tax › renders nothing', () => {
		const { container } = render(
			<TotalsTaxes values={ { ...totals(), total_tax: '0' } } taxesEnabled={ false } />
		);
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'given taxes disabled but tax charged › still shows it', () => {
		render(
			<TotalsTaxes
				values={ totals() }
				taxesEnabled={ false }
				displayItemizedTaxes={ false }
			/>
		);
		expect( screen.getByText( '€13.64' ) ).toBeInTheDocument();
	} );

	it( 'given taxes enabled and zero tax › shows €0.00', () => {
		render(
			<TotalsTaxes
				values={ { ...totals(), total_tax: '0' } }
				taxesEnabled
				displayItemizedTaxes={ false }
			/>
		);
		expect( screen.getByText( '€0.00' ) ).toBeInTheDocument();
	} );

	it( 'given no settings passed › follows the store defaults (enabled, not itemized)', () => {
		render( <TotalsTaxes values={ totals() } /> );
		expect( screen.getByText( 'Taxes' ) ).toBeInTheDocument();
	} );
} );
