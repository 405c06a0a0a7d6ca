/** Tests of the TotalsFees: a row per fee, with tax, unnamed fees, zero fees hidden, negative fees. */

import { render, screen } from '@testing-library/react';

import { axe } from '@cesta/test-utils/dom';
import { EUR_RESPONSE } from '@cesta/test-utils/fixtures';
import type { CartFee } from '@cesta/types';

import { TotalsFees } from '..';

const fee = ( name: string, total: string, totalTax = '0', key = name ): CartFee => ( {
	key,
	name,
	totals: { ...EUR_RESPONSE, total, total_tax: totalTax },
} );

describe( 'TotalsFees', () => {
	it( 'given fees › shows one row per fee in a group named "Fees"', async () => {
		const { container } = render(
			<TotalsFees
				cartFees={ [ fee( 'Envoltorio', '250', '53' ), fee( 'Seguro', '100' ) ] }
				displayCartPricesIncludingTax={ false }
			/>
		);
		const group = screen.getByRole( 'group', { name: 'Fees' } );
		expect( group ).toHaveTextContent( 'Envoltorio€2.50Seguro€1.00' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given prices shown including tax › adds each fee’s tax', () => {
		render(
			<TotalsFees
				cartFees={ [ fee( 'Envoltorio', '250', '53' ) ] }
				displayCartPricesIncludingTax
			/>
		);
		expect( screen.getByText( '€3.03' ) ).toBeInTheDocument();
	} );

	it( 'given a fee without a name › labels it "Fee"', () => {
		render(
			<TotalsFees cartFees={ [ fee( '', '250' ) ] } displayCartPricesIncludingTax={ false } />
		);
		expect( screen.getByText( 'Fee' ) ).toHaveClass( 'wc-block-components-totals-item__label' );
	} );

	it( 'given a fee with a zero total › does not show it', () => {
		render(
			<TotalsFees
				cartFees={ [ fee( 'Gratis', '0', '0' ), fee( 'Seguro', '100' ) ] }
				displayCartPricesIncludingTax={ false }
			/>
		);
		expect( screen.queryByText( 'Gratis' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'Seguro' ) ).toBeInTheDocument();
	} );

	it( 'given only zero fees or none › renders nothing', () => {
		const { container } = render( <TotalsFees cartFees={ [ fee( 'Gratis', '0' ) ] } /> );
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'given a negative fee (a discount fee) › shows it', () => {
		render(
			<TotalsFees
				cartFees={ [ fee( 'Descuento', '-500' ) ] }
				displayCartPricesIncludingTax={ false }
			/>
		);
		expect( screen.getByText( '-€5.00' ) ).toBeInTheDocument();
	} );
} );
