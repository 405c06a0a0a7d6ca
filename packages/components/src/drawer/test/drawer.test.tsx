/** Tests of the Drawer: modal dialog, focus trap and return, Escape, backdrop, 300 ms close, scroll lock. */

import { useState } from '@wordpress/element';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe, installMatchMediaStub, setReducedMotion } from '@cesta/test-utils/dom';

import { Drawer } from '..';
import { DRAWER_CLOSE_DELAY_MS } from '../../constants';

installMatchMediaStub();
beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

/** A page with a button that opens the drawer, as the mini-cart does. */
const Page = ( { onClose = jest.fn(), closeOnBackdropClick = true } ) => {
	const [ isOpen, setIsOpen ] = useState( false );
	return (
		<>
			<button type="button" onClick={ () => setIsOpen( true ) }>
				Open cart
			</button>
			<Drawer
				isOpen={ isOpen }
				title="Your cart (2 items)"
				closeOnBackdropClick={ closeOnBackdropClick }
				onClose={ () => {
					onClose();
					setIsOpen( false );
				} }
			>
				<a href="#item">Ventilador de pie</a>
				<button type="button">Go to checkout</button>
			</Drawer>
		</>
	);
};

const open = async ( props = {} ) => {
	const onClose = jest.fn();
	const user = userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
	const view = render( <Page onClose={ onClose } { ...props } /> );
	const opener = screen.getByRole( 'button', { name: 'Open cart' } );
	await user.click( opener );
	const dialog = screen.getByRole( 'dialog', { name: 'Your cart (2 items)' } );
	return { ...view, onClose, user, opener, dialog };
};

describe( 'Drawer', () => {
	it( 'given it is closed › renders nothing', () => {
		render( <Drawer isOpen={ false } onClose={ jest.fn() } title="Cart" /> );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'given it opens › is a modal dialog named by its title, rendered in the body, holding the focus', async () => {
		const { dialog, container } = await open();
		expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
		expect( container.contains( dialog ) ).toBe( false );
		expect( document.body.contains( dialog ) ).toBe( true );
		expect( dialog ).toHaveFocus();
		jest.useRealTimers();
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );

	it( 'given Tab on the last element › wraps to the first; Shift+Tab on the first wraps to the last', async () => {
		const { user, dialog } = await open();
		const close = within( dialog ).getByRole( 'button', { name: 'Close' } );
		const checkout = within( dialog ).getByRole( 'button', { name: 'Go to checkout' } );
		await user.tab();
		expect( close ).toHaveFocus();
		await user.tab();
		await user.tab();
		expect( checkout ).toHaveFocus();
		await user.tab();
		expect( close ).toHaveFocus();
		await user.tab( { shift: true } );
		expect( checkout ).toHaveFocus();
	} );

	it( 'given Escape › plays the 300 ms closing transition, then calls onClose and returns the focus to the opener', async () => {
		const { user, onClose, dialog, opener } = await open();
		await user.keyboard( '{Escape}' );
		expect( dialog ).toHaveClass( 'is-closing' );
		act( () => jest.advanceTimersByTime( DRAWER_CLOSE_DELAY_MS - 1 ) );
		expect( onClose ).not.toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( opener ).toHaveFocus();
	} );

	it( 'given a click on the backdrop › closes; a click inside does not', async () => {
		const { user, onClose, dialog } = await open();
		await user.click( within( dialog ).getByText( 'Ventilador de pie' ) );
		await user.click( dialog.parentElement! );
		act( () => jest.advanceTimersByTime( DRAWER_CLOSE_DELAY_MS ) );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'given backdrop closing turned off › a backdrop click leaves it open', async () => {
		const { user, onClose, dialog } = await open( { closeOnBackdropClick: false } );
		await user.click( dialog.parentElement! );
		act( () => jest.advanceTimersByTime( DRAWER_CLOSE_DELAY_MS ) );
		expect( onClose ).not.toHaveBeenCalled();
	} );

	it( 'given the Close button › closes after the transition, and repeated requests close once', async () => {
		const { user, onClose, dialog } = await open();
		const close = within( dialog ).getByRole( 'button', { name: 'Close' } );
		await user.click( close );
		await user.click( close );
		act( () => jest.advanceTimersByTime( DRAWER_CLOSE_DELAY_MS ) );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'given reduced motion › closes at once', async () => {
		setReducedMotion( true );
		const { user, onClose } = await open();
		await user.keyboard( '{Escape}' );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'given it is open › locks the page scroll, and unlocks it once closed', async () => {
		document.body.style.overflow = 'auto';
		const { user } = await open();
		expect( document.body.style.overflow ).toBe( 'hidden' );
		expect( document.body ).toHaveClass( 'drawer-open' );
		await user.keyboard( '{Escape}' );
		act( () => jest.advanceTimersByTime( DRAWER_CLOSE_DELAY_MS ) );
		expect( document.body.style.overflow ).toBe( 'auto' );
		expect( document.body ).not.toHaveClass( 'drawer-open' );
	} );

	it( 'given the focus is moved outside while open › brings it back inside', async () => {
		const { opener, dialog } = await open();
		act( () => opener.focus() );
		expect( dialog.contains( document.activeElement ) ).toBe( true );
	} );

	it( 'given a hidden title › still names the dialog with it', () => {
		render( <Drawer isOpen onClose={ jest.fn() } title="Mini cart" hideTitle /> );
		expect( screen.getByRole( 'dialog', { name: 'Mini cart' } ) ).toBeInTheDocument();
		expect( screen.getByText( 'Mini cart' ) ).toHaveClass( 'screen-reader-text' );
	} );
} );
