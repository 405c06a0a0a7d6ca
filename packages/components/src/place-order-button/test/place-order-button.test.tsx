/** Tests of the PlaceOrderButton: label and total, aria-disabled while unusable, spinner while processing, check while redirecting. */

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';

import { PlaceOrderButton } from '..';

const EUR = {
	code: 'EUR',
	symbol: '€',
	minorUnit: 2,
	decimalSeparator: '.',
	thousandSeparator: ',',
	prefix: '€',
	suffix: '',
};

describe( 'PlaceOrderButton', () => {
	it( 'given a label › is a usable button named by it, and Enter or a click places the order', async () => {
		const onClick = jest.fn();
		const { container } = render(
			<PlaceOrderButton label="Place Order" onClick={ onClick } />
		);
		const button = screen.getByRole( 'button', { name: 'Place Order' } );
		expect( button ).toHaveClass( 'wc-block-components-checkout-place-order-button' );
		expect( button ).not.toHaveAttribute( 'aria-disabled' );
		await userEvent.click( button );
		await userEvent.keyboard( '{Enter}' );
		expect( onClick ).toHaveBeenCalledTimes( 2 );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a total › shows it after a separator and reads it with the label', () => {
		const { container } = render(
			<PlaceOrderButton
				label="Place Order"
				onClick={ jest.fn() }
				totalPrice="7434"
				currency={ EUR }
				fullWidth
			/>
		);
		expect( screen.getByRole( 'button', { name: 'Place Order €74.34' } ) ).toHaveClass(
			'wc-block-components-checkout-place-order-button--full-width'
		);
		expect(
			container.querySelector(
				'.wc-block-components-checkout-place-order-button__separator[aria-hidden="true"]'
			)
		).toBeInTheDocument();
	} );

	it( 'given disabled › stays focusable but aria-disabled, and clicks and Enter do nothing', async () => {
		const onClick = jest.fn();
		const { container } = render(
			<PlaceOrderButton label="Place Order" onClick={ onClick } disabled />
		);
		const button = screen.getByRole( 'button', { name: 'Place Order' } );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( button ).toBeEnabled();
		await userEvent.tab();
		expect( button ).toHaveFocus();
		await userEvent.keyboard( '{Enter}' );
		await userEvent.click( button );
		expect( onClick ).not.toHaveBeenCalled();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given processing › shows a spinner, is busy and ignores clicks, keeping the focus', async () => {
		const onClick = jest.fn();
		const { container, rerender } = render(
			<PlaceOrderButton label="Place Order" onClick={ onClick } />
		);
		const button = screen.getByRole( 'button', { name: 'Place Order' } );
		await userEvent.click( button );
		rerender( <PlaceOrderButton label="Place Order" onClick={ onClick } isProcessing /> );
		expect( button ).toHaveFocus();
		expect( button ).toHaveAttribute( 'aria-busy', 'true' );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( container.querySelector( '.wc-block-components-spinner' ) ).toBeInTheDocument();
		await userEvent.click( button );
		await userEvent.keyboard( '{Enter}' );
		expect( onClick ).toHaveBeenCalledTimes( 1 );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given redirecting › shows a check icon instead of the text, keeps the name and ignores clicks', async () => {
		const onClick = jest.fn();
		const { container } = render(
			<PlaceOrderButton
				label="Place Order"
				onClick={ onClick }
				totalPrice="7434"
				currency={ EUR }
				isRedirecting
			/>
		);
		const button = screen.getByRole( 'button', { name: 'Place Order' } );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			container.querySelector( 'svg.wc-block-components-checkout-place-order-button__icon' )
		).toBeInTheDocument();
		expect( screen.getByText( 'Place Order' ) ).toHaveClass( 'screen-reader-text' );
		expect( container.querySelector( '.wc-block-components-spinner' ) ).not.toBeInTheDocument();
		await userEvent.click( button );
		expect( onClick ).not.toHaveBeenCalled();
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
