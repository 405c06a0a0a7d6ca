/** Tests of the Button: clicks, no form submit by default, disabled, busy with its name, as a link, axe. */

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';

import { Button } from '..';

describe( 'Button', () => {
	it( 'given a click › calls onClick', async () => {
		const onClick = jest.fn();
		const { container } = render( <Button onClick={ onClick }>Apply</Button> );
		await userEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		expect( onClick ).toHaveBeenCalledTimes( 1 );
		expect( screen.getByRole( 'button' ) ).toHaveClass(
			'wc-block-components-button',
			'wp-element-button',
			'contained'
		);
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given it sits in a form › does not submit the form unless its type is submit', async () => {
		const onSubmit = jest.fn( ( event: { preventDefault: () => void } ) =>
			event.preventDefault()
		);
		render(
			<form onSubmit={ onSubmit } aria-label="Coupon">
				<Button>Cancel</Button>
				<Button type="submit">Apply</Button>
			</form>
		);
		await userEvent.click( screen.getByRole( 'button', { name: 'Cancel' } ) );
		expect( onSubmit ).not.toHaveBeenCalled();
		await userEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		expect( onSubmit ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'given it is disabled › ignores clicks', async () => {
		const onClick = jest.fn();
		const { container } = render(
			<Button onClick={ onClick } disabled>
				Apply
			</Button>
		);
		await userEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		expect( onClick ).not.toHaveBeenCalled();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given showSpinner › is marked busy and keeps its name', async () => {
		const { container } = render( <Button showSpinner>Place Order</Button> );
		const button = screen.getByRole( 'button', { name: 'Place Order' } );
		expect( button ).toHaveAttribute( 'aria-busy', 'true' );
		expect( button.querySelector( '.wc-block-components-spinner' ) ).toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given an href › renders a link styled as a button', async () => {
		const { container } = render(
			<Button href="/checkout/" variant="outlined">
				Proceed to Checkout
			</Button>
		);
		const link = screen.getByRole( 'link', { name: 'Proceed to Checkout' } );
		expect( link ).toHaveAttribute( 'href', '/checkout/' );
		expect( link ).toHaveClass( 'wc-block-components-button', 'outlined' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
