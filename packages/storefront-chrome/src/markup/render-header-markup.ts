/** The demo theme's header: site title, mobile menu with its off-canvas panel, search, account. */

import { escapeHtml } from '@cesta/blocks-shared/markup-writer';

import { chromeTexts } from '../messages';
import { renderLoginPopupMarkup } from './render-login-popup-markup';
import { renderPopupMarkup, renderPopupOpenerMarkup } from './render-popup-markup';
import { renderSearchMarkup } from './render-search-markup';

/**
 * A link of the main menu.
 *
 * @example
 * const link: HeaderMenuLink = { label: 'Tienda', url: '/tienda/' };
 */
export interface HeaderMenuLink {
	label: string;
	url: string;
	/** Whether it is the page being shown (`aria-current="page"`). */
	current?: boolean;
}

/**
 * What the header shows.
 *
 * @example
 * const header: HeaderMarkupOptions = {
 * 	siteName: 'Tienda Cesta', homeUrl: '/', menu: [ { label: 'Tienda', url: '/tienda/' } ],
 * 	loginUrl: '/wp-login.php', myAccountUrl: '/mi-cuenta/', loggedIn: false,
 * };
 */
export interface HeaderMarkupOptions {
	siteName: string;
	/** The home page; also where the product search goes. */
	homeUrl: string;
	menu: HeaderMenuLink[];
	/** The settings' `wpLoginUrl`: where the login popup's form posts. */
	loginUrl: string;
	/** The my-account page: the account link when logged in, the login's `redirect_to` otherwise. */
	myAccountUrl: string;
	/** A logged-in shopper gets a link to the account, not the login popup. */
	loggedIn?: boolean;
	/** The search being shown. */
	searchQuery?: string;
	/** The lost-password page for the login popup. */
	lostPasswordUrl?: string;
	/** Blocks placed last in the header, as a theme's template part holds them (the Mini-Cart's markup). @default '' */
	blocks?: string;
}

/** The ids of the header's popups. */
const MENU_POPUP_ID = 'cesta-menu';
const LOGIN_POPUP_ID = 'cesta-login';

const renderMenu = ( menu: HeaderMenuLink[] ): string =>
	`<nav class="cesta-header__nav" aria-label="${ escapeHtml( chromeTexts.mainMenu() ) }"><ul>` +
	menu
		.map(
			( { label, url, current } ) =>
				`<li><a href="${ escapeHtml( url ) }"${ current ? ' aria-current="page"' : '' }>${ escapeHtml(
					label
				) }</a></li>`
		)
		.join( '' ) +
	'</ul></nav>';

/**
 * The header (spec 1 §2): the site title, a menu button opening the main
 * menu in an off-canvas popup, the product search field, and the account
 * button opening the login popup (a link to the account when logged in).
 *
 * @example
 * page.header = renderHeaderMarkup( { siteName, homeUrl: '/', menu, loginUrl: settings.wpLoginUrl, myAccountUrl } );
 */
export function renderHeaderMarkup( options: HeaderMarkupOptions ): string {
	const { siteName, homeUrl, menu, loginUrl, myAccountUrl, loggedIn = false } = options;
	const account = loggedIn
		? `<a class="cesta-header__account" href="${ escapeHtml( myAccountUrl ) }">${ escapeHtml(
				chromeTexts.myAccount()
			) }</a>`
		: renderPopupOpenerMarkup( LOGIN_POPUP_ID, chromeTexts.logIn(), 'cesta-header__account' );
	const login = loggedIn
		? ''
		: renderLoginPopupMarkup( {
				loginUrl,
				redirectTo: myAccountUrl,
				lostPasswordUrl: options.lostPasswordUrl,
				id: LOGIN_POPUP_ID,
			} );
	return (
		`<header class="cesta-header">` +
		`<p class="cesta-header__title"><a href="${ escapeHtml( homeUrl ) }" rel="home">${ escapeHtml(
			siteName
		) }</a></p>` +
		renderPopupOpenerMarkup( MENU_POPUP_ID, chromeTexts.menu(), 'cesta-header__menu-toggle' ) +
		renderSearchMarkup( { action: homeUrl, query: options.searchQuery } ) +
		account +
		( options.blocks ?? '' ) +
		`</header>` +
		renderPopupMarkup( {
			id: MENU_POPUP_ID,
			title: chromeTexts.menu(),
			content: renderMenu( menu ),
			placement: 'off-canvas',
		} ) +
		login
	);
}
