/** Tests of the Panel: collapsed, toggling, initialOpen, controlled use, heading tag, axe. */

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';

import { Panel } from '..';

describe( 'Panel', () => {
	it( 'given it starts closed › hides the content and reports collapsed', async () => {
		const { container } = render( <Panel title="Add coupons">Form</Panel> );
		const toggle = screen.getByRole( 'button', { name: 'Add coupons' } );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( screen.queryByText( 'Form' ) ).not.toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a click on the toggle › opens, then closes again', async () => {
		const { container } = render( <Panel title="Add coupons">Form</Panel> );
		const toggle = screen.getByRole( 'button', { name: 'Add coupons' } );
		await userEvent.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( screen.getByText( 'Form' ) ).toBeVisible();
		expect( container.firstChild ).toHaveClass( 'is-open' );
		expect( await axe( container ) ).toHaveNoViolations();
		await userEvent.click( toggle );
		expect( screen.queryByText( 'Form' ) ).not.toBeInTheDocument();
	} );

	it( 'given initialOpen › starts open, and the toggle controls the content', () => {
		render(
			<Panel title="Details" initialOpen>
				Body
			</Panel>
		);
		const toggle = screen.getByRole( 'button', { name: 'Details' } );
		const contentId = toggle.getAttribute( 'aria-controls' )!;
		expect( document.getElementById( contentId ) ).toHaveTextContent( 'Body' );
	} );

	it( 'given it is controlled › follows isOpen and asks onToggle for changes', async () => {
		const onToggle = jest.fn();
		const { rerender } = render(
			<Panel title="Add coupons" isOpen={ false } onToggle={ onToggle }>
				Form
			</Panel>
		);
		await userEvent.click( screen.getByRole( 'button' ) );
		expect( onToggle ).toHaveBeenCalledWith( true );
		expect( screen.queryByText( 'Form' ) ).not.toBeInTheDocument();
		rerender(
			<Panel title="Add coupons" isOpen onToggle={ onToggle }>
				Form
			</Panel>
		);
		expect( screen.getByText( 'Form' ) ).toBeInTheDocument();
	} );

	it( 'given a heading tag › wraps the toggle in that heading', () => {
		render(
			<Panel title="Order summary" titleTag="h2">
				x
			</Panel>
		);
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Order summary' } )
		).toBeInTheDocument();
	} );
} );
