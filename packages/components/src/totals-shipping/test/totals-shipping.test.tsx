/** Tests of the TotalsShipping: cost, tax, free, pickup, preselected rates, not calculated, the calculator. */

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';
import { cartWithItems } from '@cesta/test-utils/fixtures';

import { TotalsShipping } from '..';
import type { TotalsShippingProps } from '..';

const COUNTRIES = { ES: 'España', PT: 'Portugal' };
const STATES = { ES: { M: 'Madrid', B: 'Barcelona' } };

const setup = ( props: Partial< TotalsShippingProps > = {} ) => {
	const cart = cartWithItems();
	return render(
		<TotalsShipping
			values={ cart.totals }
			needsShipping={ cart.needs_shipping }
			hasCalculatedShipping={ cart.has_calculated_shipping }
			shippingRates={ cart.shipping_rates }
			shippingAddress={ { country: 'ES', state: 'B', city: 'Barcelona', postcode: '08001' } }
			displayCartPricesIncludingTax={ false }
			collectableMethodIds={ [ 'pickup_location' ] }
			{ ...props }
		/>
	);
};

const selecting = ( rateId: string ) => {
	const packages = cartWithItems().shipping_rates;
	for ( const rate of packages[ 0 ]!.shipping_rates ) {
		rate.selected = rate.rate_id === rateId;
	}
	return packages;
};

describe( 'TotalsShipping', () => {
	it( 'given flat rate selected › shows "Shipping €4.95", the rate name and the destination', async () => {
		const { container } = setup( {
			calculatorProps: { countries: COUNTRIES, states: STATES, onUpdate: jest.fn() },
		} );
		const row = container.firstChild as HTMLElement;
		expect( row ).toHaveClass( 'wc-block-components-totals-shipping' );
		expect( within( row ).getByText( '€4.95' ) ).toBeInTheDocument();
		expect( within( row ).getByText( 'Tarifa plana' ) ).toBeInTheDocument();
		expect(
			within( row ).getByText( 'Shipping to 08001 Barcelona, España' )
		).toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given prices shown including tax › adds the shipping tax (€5.99)', () => {
		setup( { displayCartPricesIncludingTax: true } );
		expect( screen.getByText( '€5.99' ) ).toBeInTheDocument();
	} );

	it( 'given a free rate (zero cost) › shows "Free"', () => {
		setup( {
			values: { ...cartWithItems().totals, total_shipping: '0', total_shipping_tax: '0' },
			shippingRates: selecting( 'free_shipping:2' ),
		} );
		expect( screen.getByText( 'Free' ).tagName ).toBe( 'STRONG' );
		expect( screen.getByText( 'Envío gratuito' ) ).toBeInTheDocument();
	} );

	it( 'given a pickup rate › names it and says nothing about a delivery address', () => {
		setup( {
			values: { ...cartWithItems().totals, total_shipping: '0', total_shipping_tax: '0' },
			shippingRates: selecting( 'pickup_location:0' ),
		} );
		expect(
			screen.getByText( 'Recogida en tienda (Tienda Madrid Centro)' )
		).toBeInTheDocument();
		expect( screen.queryByText( /Shipping to/ ) ).not.toBeInTheDocument();
	} );

	it( 'given a package that marks no rate › names its first rate, the one preselected (spec 2 §4)', () => {
		const packages = selecting( 'none' );
		packages[ 0 ]!.shipping_rates.reverse();
		setup( { shippingRates: packages } );
		expect( screen.getByText( packages[ 0 ]!.shipping_rates[ 0 ]!.name ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Tarifa plana' ) ).not.toBeInTheDocument();
	} );

	it( 'given a pickup rate without a name › calls it "Local pickup"', () => {
		const packages = selecting( 'pickup_location:0' );
		packages[ 0 ]!.shipping_rates[ 2 ]!.name = '';
		setup( { shippingRates: packages } );
		expect( screen.getByText( 'Local pickup' ) ).toBeInTheDocument();
	} );

	it( 'given the cart does not need shipping › renders nothing', () => {
		const { container } = setup( { needsShipping: false } );
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'given shipping not calculated yet › says it is calculated at checkout', () => {
		setup( {
			hasCalculatedShipping: false,
			values: { ...cartWithItems().totals, total_shipping: null, total_shipping_tax: null },
		} );
		expect( screen.getByText( 'Calculated at checkout' ) ).toBeInTheDocument();
		expect( screen.queryByText( /Shipping to/ ) ).not.toBeInTheDocument();
	} );

	describe( 'with the shipping calculator', () => {
		const calculatorSetup = ( onUpdate = jest.fn( async () => true ) ) => {
			const view = setup( {
				isShippingCalculatorEnabled: true,
				calculatorProps: { countries: COUNTRIES, states: STATES, onUpdate },
			} );
			return { onUpdate, ...view };
		};

		it( 'given the toggle › opens the calculator with the current address', async () => {
			const { container } = calculatorSetup();
			const toggle = screen.getByRole( 'button', { name: 'Change address' } );
			expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
			await userEvent.click( toggle );
			expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
			expect( screen.getByRole( 'combobox', { name: 'State/County' } ) ).toHaveValue( 'B' );
			expect( await axe( container ) ).toHaveNoViolations();
		} );

		it( 'given a successful update › closes the calculator', async () => {
			const { onUpdate } = calculatorSetup();
			await userEvent.click( screen.getByRole( 'button', { name: 'Change address' } ) );
			await userEvent.click( screen.getByRole( 'button', { name: 'Update' } ) );
			expect( onUpdate ).toHaveBeenCalledWith( {
				country: 'ES',
				state: 'B',
				city: 'Barcelona',
				postcode: '08001',
			} );
			expect( screen.queryByRole( 'button', { name: 'Update' } ) ).not.toBeInTheDocument();
		} );

		it( 'given no address yet › offers "Calculate"', () => {
			render(
				<TotalsShipping
					values={ { ...cartWithItems().totals, total_shipping: null } }
					needsShipping
					hasCalculatedShipping={ false }
					isShippingCalculatorEnabled
					calculatorProps={ {
						countries: COUNTRIES,
						states: STATES,
						onUpdate: jest.fn(),
					} }
				/>
			);
			expect( screen.getByRole( 'button', { name: 'Calculate' } ) ).toBeInTheDocument();
		} );
	} );
} );

describe( 'TotalsShipping without anything to describe', () => {
	it( 'given no rate names, no address and no calculator › renders no empty description', () => {
		const { container } = render(
			<TotalsShipping values={ cartWithItems().totals } needsShipping shippingRates={ [] } />
		);
		expect(
			container.querySelector( '.wc-block-components-totals-item__description' )
		).toBeNull();
		expect( container ).toHaveTextContent( 'Shipping€4.95' );
	} );
} );
