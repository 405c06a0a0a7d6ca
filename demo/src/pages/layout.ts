/** The demo shop's page layout: document, skip link, navigation and Mini-Cart, main and footer. */

import { __ } from '@wordpress/i18n';

import { DEMO_PATHS } from '../constants';
import { escapeHtml } from './html';
import { DEMO_STYLES } from './styles';

/**
 * What a page of the demo shop is made of.
 *
 * @example
 * const page: PageParts = { path: '/carrito/', title: 'Carrito', main: '<h1>Carrito</h1>' };
 */
export interface PageParts {
	/** The path being rendered, to mark the current navigation link. */
	path: string;
	/** The page's own title; the document title adds the shop's name. */
	title: string;
	/** HTML inside `<main>`. */
	main: string;
	/** HTML added to `<head>` (stylesheets, settings, scripts). @default '' */
	head?: string;
	/** The page's header; the storefront pages print the theme's (menu, search, account, Mini-Cart). @default the cart and checkout's plain header: the shop's name and its shop and cart links */
	header?: string;
	/** HTML printed last in `<body>` (the store notice, as WordPress's footer prints it). @default '' */
	bodyEnd?: string;
	/** The shop's name. @default 'Cesta' */
	siteTitle?: string;
}

const navLink = ( href: string, label: string, current: string ) =>
	`<li><a href="${ escapeHtml( href ) }"${
		href === current ? ' aria-current="page"' : ''
	}>${ label }</a></li>`;

/**
 * The header of the cart and checkout pages (as WooCommerce's checkout
 * template keeps a simple one): the shop's name and its shop and cart links.
 */
const plainHeader = ( siteTitle: string, path: string ) => `<header class="site-header">
<a class="site-title" href="${ DEMO_PATHS.home }">${ escapeHtml( siteTitle ) }</a>
<nav class="site-nav" aria-label="${ escapeHtml( __( 'Main', 'cesta' ) ) }">
<ul>
${ navLink( DEMO_PATHS.shop, escapeHtml( __( 'Shop', 'cesta' ) ), path ) }
${ navLink( DEMO_PATHS.cart, escapeHtml( __( 'Cart', 'cesta' ) ), path ) }
</ul>
</nav>
</header>`;

/**
 * A whole HTML document of the demo shop, in Spanish (`lang="es"`): a skip
 * link to the content, the header (the page's own, or the plain one with
 * the shop and cart links), the main landmark and a footer with the debug
 * panel link.
 *
 * @example
 * renderPage( { path: '/', title: 'Tienda', main: '<h1>Tienda</h1>' } );
 */
export function renderPage( parts: PageParts ): string {
	const siteTitle = parts.siteTitle ?? 'Cesta';
	return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${ escapeHtml( `${ parts.title } – ${ siteTitle }` ) }</title>
<style>${ DEMO_STYLES }</style>
${ parts.head ?? '' }
</head>
<body>
<a class="skip-link" href="#contenido">${ escapeHtml( __( 'Skip to content', 'cesta' ) ) }</a>
${ parts.header ?? plainHeader( siteTitle, parts.path ) }
<main id="contenido" class="site-main" tabindex="-1">
${ parts.main }
</main>
<footer class="site-footer">
<p>${ escapeHtml(
		__( 'Demo shop: prices, stock and orders are simulated.', 'cesta' )
	) } <a href="${ DEMO_PATHS.debug }">${ escapeHtml( __( 'Debug panel', 'cesta' ) ) }</a></p>
</footer>
${ parts.bodyEnd ?? '' }
</body>
</html>
`;
}
