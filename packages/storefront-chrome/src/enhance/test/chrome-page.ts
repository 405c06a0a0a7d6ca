/** The page the enhancer tests print: the header the server writes, with the page's own content after it. */

import { getByRole } from '@testing-library/react';

import { renderHeaderMarkup, renderScrollToTopMarkup } from '@cesta/storefront-chrome/markup';

/**
 * Prints the demo theme's header (logged out), a link in the page and the
 * scroll-to-top button.
 *
 * @example
 * printChromePage();
 */
export function printChromePage(): void {
	document.body.innerHTML =
		renderHeaderMarkup( {
			siteName: 'Tienda Cesta',
			homeUrl: '/',
			menu: [
				{ label: 'Inicio', url: '/' },
				{ label: 'Tienda', url: '/tienda/' },
			],
			loginUrl: '/wp-login.php',
			myAccountUrl: '/mi-cuenta/',
		} ) +
		'<main><a href="/oferta/">Oferta</a></main>' +
		renderScrollToTopMarkup();
}

/** The header's menu button. */
export const menuButton = (): HTMLElement =>
	getByRole( document.body, 'button', { name: /^(Menu|Menú)$/ } );

/** The header's login button. */
export const loginButton = (): HTMLElement =>
	getByRole( document.body, 'button', { name: /^(Log in|Acceder)$/ } );

/** A popup's root element by its id. */
export const popup = ( id: 'cesta-menu' | 'cesta-login' ): HTMLElement =>
	document.getElementById( id ) as HTMLElement;

/** The search field. */
export const searchField = (): HTMLInputElement =>
	getByRole( document.body, 'combobox' ) as HTMLInputElement;

/** The search field's polite status region. */
export const searchStatus = (): HTMLElement => getByRole( document.body, 'status' );
