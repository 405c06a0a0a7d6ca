/** The demo shop's page layout: document, skip link, the page's header, main and footer. */

import { __ } from '@wordpress/i18n';

import { DEMO_PATHS } from '../constants';
import { escapeHtml } from './html';
import { DEMO_STYLES } from './styles';

/**
 * What a page of the demo shop is made of.
 *
 * @example
 * const page: PageParts = { path: '/carrito/', title: 'Carrito', header, main: '<h1>Carrito</h1>' };
 */
export interface PageParts {
	/** The path being rendered, to mark the current footer link. */
	path: string;
	/** The page's own title; the document title adds the shop's name. */
	title: string;
	/** HTML inside `<main>`. */
	main: string;
	/** HTML added to `<head>` (stylesheets, settings, scripts). @default '' */
	head?: string;
	/** The page's header: the theme's (title, menu, search, account, Mini-Cart or cart link), the same on every page. */
	header: string;
	/** HTML printed last in `<body>` (the store notice, as WordPress's footer prints it). @default '' */
	bodyEnd?: string;
	/** The shop's name. @default 'Cesta' */
	siteTitle?: string;
}

const footerLink = ( href: string, label: string, current: string ) =>
	`<li><a href="${ escapeHtml( href ) }"${
		href === current ? ' aria-current="page"' : ''
	}>${ escapeHtml( label ) }</a></li>`;

/**
 * A whole HTML document of the demo shop, in Spanish as spoken in Spain
 * (`lang="es-ES"`, the shop's es_ES locale): a skip link to the content, the
 * page's header, the main landmark and a footer with the privacy and terms
 * pages and the debug panel.
 *
 * @example
 * renderPage( { path: '/', title: 'Tienda', header, main: '<h1>Tienda</h1>' } );
 */
export function renderPage( parts: PageParts ): string {
	const siteTitle = parts.siteTitle ?? 'Cesta';
	return `<!doctype html>
<html lang="es-ES">
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
${ parts.header }
<main id="contenido" class="site-main" tabindex="-1">
${ parts.main }
</main>
<footer class="site-footer">
<p>${ escapeHtml( __( 'Demo shop: prices, stock and orders are simulated.', 'cesta' ) ) }</p>
<nav aria-label="${ escapeHtml( __( 'Footer', 'cesta' ) ) }"><ul>
${ footerLink( DEMO_PATHS.privacy, __( 'Privacy policy', 'cesta' ), parts.path ) }
${ footerLink( DEMO_PATHS.terms, __( 'Terms and conditions', 'cesta' ), parts.path ) }
${ footerLink( DEMO_PATHS.debug, __( 'Debug panel', 'cesta' ), parts.path ) }
</ul></nav>
</footer>
${ parts.bodyEnd ?? '' }
</body>
</html>
`;
}
