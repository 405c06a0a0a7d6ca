/** Tests of the FormattedMonetaryAmount: euros, symbol after, negative, empty and unreadable amounts. */

import { render, screen } from '@testing-library/react';

import { EUR } from '@cesta/test-utils/fixtures';

import { FormattedMonetaryAmount } from '..';

describe( 'FormattedMonetaryAmount', () => {
	it( 'given minor units and the shop currency › writes the amount in euros', () => {
		render( <FormattedMonetaryAmount value="7857" currency={ EUR } /> );
		expect( screen.getByText( '€78.57' ) ).toHaveClass(
			'wc-block-formatted-money-amount',
			'wc-block-components-formatted-money-amount'
		);
	} );

	it( 'given a currency with the symbol after the amount › writes it there', () => {
		render(
			<FormattedMonetaryAmount
				value={ 123456 }
				currency={ {
					...EUR,
					prefix: '',
					suffix: ' €',
					decimalSeparator: ',',
					thousandSeparator: '.',
				} }
			/>
		);
		expect( screen.getByText( '1.234,56 €' ) ).toBeInTheDocument();
	} );

	it( 'given a negative amount › puts the minus before the symbol', () => {
		render( <FormattedMonetaryAmount value="-600" currency={ EUR } /> );
		expect( screen.getByText( '-€6.00' ) ).toBeInTheDocument();
	} );

	it( 'given no amount yet › renders nothing', () => {
		const { container } = render( <FormattedMonetaryAmount value={ null } currency={ EUR } /> );
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'given an unreadable amount › renders nothing and logs the bad value', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		const { container } = render( <FormattedMonetaryAmount value="abc" currency={ EUR } /> );
		expect( container ).toBeEmptyDOMElement();
		expect( error ).toHaveBeenCalledWith( expect.stringContaining( '"abc"' ) );
	} );
} );
