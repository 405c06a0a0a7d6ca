/** Tests of the TotalsItem: amounts in the currency, element values, descriptions, no value. */

import { render, screen } from '@testing-library/react';

import { EUR } from '@cesta/test-utils/fixtures';

import { TotalsItem } from '..';

describe( 'TotalsItem', () => {
	it( 'given an amount › writes it in the currency beside the label', () => {
		const { container } = render(
			<TotalsItem label="Subtotal" value="5998" currency={ EUR } />
		);
		expect( container.firstChild ).toHaveClass( 'wc-block-components-totals-item' );
		expect( screen.getByText( 'Subtotal' ) ).toHaveClass(
			'wc-block-components-totals-item__label'
		);
		expect( screen.getByText( '€59.98' ) ).toHaveClass(
			'wc-block-components-totals-item__value'
		);
	} );

	it( 'given an element value › shows it as is', () => {
		render( <TotalsItem label="Shipping" value={ <strong>Free</strong> } /> );
		expect( screen.getByText( 'Free' ).tagName ).toBe( 'STRONG' );
		expect( screen.getByText( 'Free' ).parentElement ).toHaveClass(
			'wc-block-components-totals-item__value'
		);
	} );

	it( 'given a description › shows it under the row', () => {
		render(
			<TotalsItem label="Shipping" value="495" currency={ EUR } description="Tarifa plana" />
		);
		expect( screen.getByText( 'Tarifa plana' ) ).toHaveClass(
			'wc-block-components-totals-item__description'
		);
	} );

	it( 'given no value › shows the label alone', () => {
		const { container } = render( <TotalsItem label="Shipping" /> );
		expect( container.querySelector( '.wc-block-components-totals-item__value' ) ).toBeNull();
	} );
} );
