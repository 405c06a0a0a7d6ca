/**
 * Tests of the server markup in a page: the roles and names assistive
 * technology meets, Spanish, and axe in every state the page prints.
 */
import { getByRole, within } from '@testing-library/react';
import { resetLocaleData } from '@wordpress/i18n';

import { loadTranslations } from '@cesta/i18n';
import {
	renderHeaderMarkup,
	renderScrollToTopMarkup,
	renderTooltipMarkup,
} from '@cesta/storefront-chrome/markup';
import { axe } from '@cesta/test-utils';

const printHeader = ( loggedIn = false ) => {
	document.body.innerHTML = renderHeaderMarkup( {
		siteName: 'Tienda Cesta',
		homeUrl: '/',
		menu: [
			{ label: 'Inicio', url: '/' },
			{ label: 'Tienda', url: '/tienda/', current: true },
		],
		loginUrl: '/wp-login.php',
		myAccountUrl: '/mi-cuenta/',
		lostPasswordUrl: '/mi-cuenta/lost-password/',
		loggedIn,
	} );
};

afterEach( () => {
	document.body.replaceChildren();
	resetLocaleData();
} );

describe( 'the header markup', () => {
	it( 'given a logged-out shopper › has menu and login buttons that control hidden dialogs, a search combobox, and passes axe', async () => {
		printHeader();
		const menuButton = getByRole( document.body, 'button', { name: 'Menu' } );
		expect( menuButton ).toHaveAttribute( 'aria-haspopup', 'dialog' );
		expect( menuButton ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( document.getElementById( 'cesta-menu' ) ).not.toBeVisible();
		expect( getByRole( document.body, 'button', { name: 'Log in' } ) ).toHaveAttribute(
			'aria-controls',
			'cesta-login'
		);
		const field = getByRole( document.body, 'combobox', { name: 'Search products' } );
		expect( field ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );

	it( 'given the popups shown › are labelled modal dialogs whose fields all have labels, and pass axe', async () => {
		printHeader();
		document.querySelectorAll< HTMLElement >( '[data-cesta-popup]' ).forEach( ( popup ) => {
			popup.hidden = false;
		} );
		const login = getByRole( document.body, 'dialog', { name: 'Log in' } );
		expect( login ).toHaveAttribute( 'aria-modal', 'true' );
		expect( within( login ).getByLabelText( 'Username or email address' ) ).toHaveAttribute(
			'name',
			'log'
		);
		expect( within( login ).getByLabelText( 'Password' ) ).toHaveAttribute(
			'type',
			'password'
		);
		const menu = getByRole( document.body, 'dialog', { name: 'Menu' } );
		expect(
			within( menu ).getByRole( 'navigation', { name: 'Main menu' } )
		).toBeInTheDocument();
		expect( within( menu ).getByRole( 'link', { name: 'Tienda' } ) ).toHaveAttribute(
			'aria-current',
			'page'
		);
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );

	it( 'given Spanish › prints the header’s texts in Spanish', async () => {
		await loadTranslations( 'es_ES' );
		printHeader();
		expect( getByRole( document.body, 'button', { name: 'Menú' } ) ).toBeInTheDocument();
		expect( getByRole( document.body, 'button', { name: 'Acceder' } ) ).toBeInTheDocument();
		expect(
			getByRole( document.body, 'combobox', { name: 'Buscar productos' } )
		).toHaveAttribute( 'placeholder', 'Buscar productos…' );
	} );

	it( 'given scroll-to-top and a tooltip shown › are a named button and a described trigger, and pass axe', async () => {
		document.body.innerHTML =
			renderScrollToTopMarkup() +
			renderTooltipMarkup( { id: 'tip-iva', label: 'IVA incluido', text: 'El 21 %.' } );
		document.querySelectorAll< HTMLElement >( '[hidden]' ).forEach( ( element ) => {
			element.hidden = false;
		} );
		expect( getByRole( document.body, 'button', { name: /Back to top/ } ) ).toBeInTheDocument();
		expect(
			getByRole( document.body, 'button', { name: 'IVA incluido' } )
		).toHaveAccessibleDescription( 'El 21 %.' );
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );
} );
