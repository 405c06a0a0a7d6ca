/**
 * Tests of the header's popups in the browser (spec 1 §2): the mobile menu
 * and the login popup open from their buttons, keep focus inside, close on
 * Escape, the close button and the overlay, give focus back, one at a time.
 */
import { fireEvent, getByRole } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { enhanceStorefrontChrome } from '@cesta/storefront-chrome';
import { axe, setupMockShop } from '@cesta/test-utils';

import { loginButton, menuButton, popup, printChromePage } from './chrome-page';

setupMockShop();

let stop: () => void = () => {};
beforeEach( () => {
	printChromePage();
	stop = enhanceStorefrontChrome( document );
} );
afterEach( () => {
	stop();
	document.body.replaceChildren();
} );

describe( 'the mobile menu', () => {
	it( 'given a click on Menu › opens the off-canvas dialog, marks the button expanded and focuses inside, passing axe', async () => {
		await userEvent.click( menuButton() );
		expect( popup( 'cesta-menu' ) ).toBeVisible();
		expect( menuButton() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( popup( 'cesta-menu' ).contains( document.activeElement ) ).toBe( true );
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );

	it( 'given it is open › Escape closes it and focus returns to Menu', async () => {
		await userEvent.click( menuButton() );
		await userEvent.keyboard( '{Escape}' );
		expect( popup( 'cesta-menu' ) ).not.toBeVisible();
		expect( menuButton() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( menuButton() ).toHaveFocus();
	} );

	it( 'given it is open › a click on the overlay closes it and focus returns to Menu', async () => {
		await userEvent.click( menuButton() );
		fireEvent.click(
			popup( 'cesta-menu' ).querySelector( '.cesta-popup__overlay' ) as Element
		);
		expect( popup( 'cesta-menu' ) ).not.toBeVisible();
		expect( menuButton() ).toHaveFocus();
	} );

	it( 'given it is open › its close button closes it', async () => {
		await userEvent.click( menuButton() );
		await userEvent.click( getByRole( popup( 'cesta-menu' ), 'button', { name: 'Close' } ) );
		expect( popup( 'cesta-menu' ) ).not.toBeVisible();
		expect( menuButton() ).toHaveFocus();
	} );

	it( 'given a click inside the panel › keeps it open', async () => {
		await userEvent.click( menuButton() );
		await userEvent.click( getByRole( popup( 'cesta-menu' ), 'navigation' ) );
		expect( popup( 'cesta-menu' ) ).toBeVisible();
	} );
} );

describe( 'the login popup', () => {
	it( 'given a click on Log in › opens the dialog with the username field focused, passing axe', async () => {
		await userEvent.click( loginButton() );
		const dialog = getByRole( document.body, 'dialog', { name: 'Log in' } );
		expect( dialog ).toBeVisible();
		expect( document.activeElement ).toHaveAttribute( 'name', 'log' );
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );

	it( 'given Tab from its last control › focus wraps to the first, and Shift+Tab from the first back to the last', async () => {
		await userEvent.click( loginButton() );
		const dialog = getByRole( document.body, 'dialog', { name: 'Log in' } );
		const close = getByRole( dialog, 'button', { name: 'Close' } );
		const submit = getByRole( dialog, 'button', { name: 'Log in' } );
		submit.focus();
		await userEvent.tab();
		expect( close ).toHaveFocus();
		await userEvent.tab( { shift: true } );
		expect( submit ).toHaveFocus();
	} );

	it( 'given focus moved outside while open › it is brought back into the dialog', async () => {
		await userEvent.click( loginButton() );
		getByRole( document.body, 'link', { name: 'Oferta' } ).focus();
		expect( popup( 'cesta-login' ).contains( document.activeElement ) ).toBe( true );
	} );

	it( 'given the menu is open › opening the login closes the menu: one popup at a time', async () => {
		await userEvent.click( menuButton() );
		fireEvent.click( loginButton() );
		expect( popup( 'cesta-menu' ) ).not.toBeVisible();
		expect( menuButton() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( popup( 'cesta-login' ) ).toBeVisible();
		await userEvent.keyboard( '{Escape}' );
		expect( popup( 'cesta-login' ) ).not.toBeVisible();
		expect( loginButton() ).toHaveFocus();
	} );

	it( 'given the enhancer stopped › the buttons open nothing', async () => {
		stop();
		await userEvent.click( loginButton() );
		expect( popup( 'cesta-login' ) ).not.toBeVisible();
	} );
} );
