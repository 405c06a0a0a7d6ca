/**
 * The theme's header on the cart and checkout pages, which load no storefront
 * script: the same title, menu, search and account as on every other page,
 * and a link to the cart with its count in place of the Mini-Cart drawer.
 */

import { __ } from '@wordpress/i18n';

import { renderSearchMarkup } from '@cesta/storefront-chrome/markup';
import type { HeaderMenuLink } from '@cesta/storefront-chrome/markup';

import { HEADER_CART_COUNT_ATTRIBUTE } from '../theme/constants';
import { escapeHtml } from './html';

/**
 * What the cart and checkout pages' header shows.
 *
 * @example
 * const header: CartPagesHeaderOptions = {
 * 	siteName: 'Cesta', homeUrl: '/', menu, myAccountUrl: '/mi-cuenta/', loggedIn: false,
 * 	cartUrl: '/carrito/', itemsCount: 3, onCartPage: true,
 * };
 */
export interface CartPagesHeaderOptions {
	siteName: string;
	/** The home page; also where the product search goes. */
	homeUrl: string;
	/** The main menu, the one every page's header holds. */
	menu: HeaderMenuLink[];
	/** The my-account page: its login form for guests, the account for customers. */
	myAccountUrl: string;
	loggedIn: boolean;
	cartUrl: string;
	/** The visitor's item count when the page was printed. */
	itemsCount: number;
	/** The page is the cart itself (the cart link is the current page). */
	onCartPage: boolean;
}

/** The theme's cart icon (decorative). */
const CART_ICON =
	'<svg class="cesta-header__cart-icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false"><path d="M3 4h2.2l2.1 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.4M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/></svg>';

const renderMenu = ( menu: HeaderMenuLink[] ) =>
	`<details class="cesta-header__menu"><summary class="cesta-header__menu-toggle">${ escapeHtml(
		__( 'Menu', 'cesta' )
	) }</summary><nav class="cesta-header__nav" aria-label="${ escapeHtml(
		__( 'Main menu', 'cesta' )
	) }"><ul>${ menu
		.map(
			( { label, url, current } ) =>
				`<li><a href="${ escapeHtml( url ) }"${
					current ? ' aria-current="page"' : ''
				}>${ escapeHtml( label ) }</a></li>`
		)
		.join( '' ) }</ul></nav></details>`;

/**
 * The link to the cart with the visitor's item count: the icon and the
 * count in a badge, named «Artículos en el carrito: 3» for assistive
 * technology. The count carries `HEADER_CART_COUNT_ATTRIBUTE`, where the
 * theme's header script writes the cart store's changes on the cart page.
 *
 * @example
 * renderHeaderCartLink( { cartUrl: '/carrito/', itemsCount: 3, onCartPage: false } );
 */
export function renderHeaderCartLink( {
	cartUrl,
	itemsCount,
	onCartPage,
}: Pick< CartPagesHeaderOptions, 'cartUrl' | 'itemsCount' | 'onCartPage' > ): string {
	return `<a class="cesta-header__cart" href="${ escapeHtml( cartUrl ) }"${
		onCartPage ? ' aria-current="page"' : ''
	}>${ CART_ICON }<span class="screen-reader-text">${ escapeHtml(
		__( 'Items in cart:', 'cesta' )
	) } </span><span class="cesta-header__cart-count" ${ HEADER_CART_COUNT_ATTRIBUTE }>${ escapeHtml(
		itemsCount
	) }</span></a>`;
}

/**
 * The header of the cart and checkout pages. It holds what every page's
 * header holds — the site title, the main menu behind a «Menú» button, the
 * product search, the account, the cart — with the same classes and styles
 * (`STOREFRONT_CHROME_STYLES`), but works without the chrome's script, which
 * these pages do not load (their script budget goes to the blocks): the menu
 * is a `<details>` disclosure, the account a link to the my-account page
 * (which holds the login form), the search a plain `GET` form, and the
 * Mini-Cart a link to the cart with the count (no drawer on these pages, as
 * themes do).
 *
 * @example
 * renderCartPagesHeader( { siteName: 'Cesta', homeUrl: '/', menu, myAccountUrl: '/mi-cuenta/',
 * 	loggedIn: false, cartUrl: '/carrito/', itemsCount: 3, onCartPage: true } );
 */
export function renderCartPagesHeader( options: CartPagesHeaderOptions ): string {
	const account = options.loggedIn ? __( 'My account', 'cesta' ) : __( 'Log in', 'cesta' );
	return (
		`<header class="cesta-header">` +
		`<p class="cesta-header__title"><a href="${ escapeHtml(
			options.homeUrl
		) }" rel="home">${ escapeHtml( options.siteName ) }</a></p>` +
		renderMenu( options.menu ) +
		renderSearchMarkup( { action: options.homeUrl } ) +
		`<a class="cesta-header__account" href="${ escapeHtml(
			options.myAccountUrl
		) }">${ escapeHtml( account ) }</a>` +
		renderHeaderCartLink( options ) +
		`</header>`
	);
}
