/** Tests of the Label: visible and screen-reader texts, the same text once, as the label of an input. */

import { render, screen } from '@testing-library/react';

import { axe } from '@cesta/test-utils/dom';

import { Label } from '..';

describe( 'Label', () => {
	it( 'given only a label › renders it for everyone', () => {
		render( <Label label="Subtotal" /> );
		expect( screen.getByText( 'Subtotal' ) ).not.toHaveAttribute( 'aria-hidden' );
	} );

	it( 'given a different screen-reader label › hides the visible text from screen readers and the other from sight', () => {
		const { container } = render( <Label label="2" screenReaderLabel="2 items in cart" /> );
		expect( screen.getByText( '2' ) ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( screen.getByText( '2 items in cart' ) ).toHaveClass( 'screen-reader-text' );
		expect( container ).toHaveTextContent( '22 items in cart' );
	} );

	it( 'given only a screen-reader label › renders visually hidden text', () => {
		render( <Label screenReaderLabel="Loading price…" /> );
		expect( screen.getByText( 'Loading price…' ) ).toHaveClass( 'screen-reader-text' );
	} );

	it( 'given the same text twice › renders it once', () => {
		const { container } = render( <Label label="Total" screenReaderLabel="Total" /> );
		expect( container ).toHaveTextContent( /^Total$/ );
	} );

	it( 'given a label wrapper › names the input it is for', async () => {
		const { container } = render(
			<>
				<Label
					wrapperElement="label"
					wrapperProps={ { htmlFor: 'code' } }
					label="Code"
					screenReaderLabel="Coupon code"
				/>
				<input id="code" />
			</>
		);
		expect( screen.getByRole( 'textbox', { name: 'Coupon code' } ) ).toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
