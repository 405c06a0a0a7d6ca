/** The demo server's routes: pages, trailing-slash redirects, the bundles and the debug panel's form. */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { __ } from '@wordpress/i18n';

import { BUNDLES_PATH, DEMO_PATHS, STOREFRONT_PATHS } from '../constants';
import { FAULT_PRESETS } from '../debug/fault-presets';
import { escapeHtml } from '../pages/html';
import { renderMyAccountPage, renderPrivacyPage, renderTermsPage } from './account-pages';
import { readForm, redirect, sendHtml } from './http';
import {
	originOf,
	renderCartPage,
	renderCheckoutPage,
	renderDebugPage,
	renderForVisitor,
} from './pages';
import type { RouteContext } from './pages';
import { serveStaticFile } from './static-files';
import { serveThemeFile } from './theme-files';
import { servePluginScript } from '../plugin-kit/plugin-scripts';
import {
	renderCategoryPage,
	renderNotFoundPage,
	renderProductPage,
	renderShopPage,
	renderTagPage,
} from './storefront-pages';

const PAGE_PATHS: string[] = [
	DEMO_PATHS.home,
	DEMO_PATHS.shop,
	DEMO_PATHS.cart,
	DEMO_PATHS.checkout,
	DEMO_PATHS.myaccount,
	DEMO_PATHS.privacy,
	DEMO_PATHS.terms,
	DEMO_PATHS.debug,
];

/**
 * The debug panel's form: queue a preset fault, clear the faults, or reset
 * the shop; then back to the panel (POST/redirect/GET). Anything else gets
 * a Spanish error page and changes nothing.
 *
 * @example
 * await handleDebugForm( context, request, response );
 */
export async function handleDebugForm(
	context: RouteContext,
	request: IncomingMessage,
	response: ServerResponse
): Promise< void > {
	const form = await readForm( request );
	const action = form?.get( 'action' );
	const preset = FAULT_PRESETS.find( ( candidate ) => candidate.id === form?.get( 'preset' ) );
	const { faults, engine } = context.mock;
	if ( action === 'add' && preset ) {
		faults.add( { ...preset.spec } );
		redirect( response, `${ DEMO_PATHS.debug }?done=added` );
		return;
	}
	if ( action === 'clear' || action === 'reset' ) {
		faults.reset();
		if ( action === 'reset' ) {
			engine.reset();
			context.attempts.reset();
		}
		redirect(
			response,
			`${ DEMO_PATHS.debug }?done=${ action === 'clear' ? 'cleared' : 'reset' }`
		);
		return;
	}
	const message = form
		? __( 'The debug panel does not know this action.', 'cesta' )
		: __( 'The form is too large.', 'cesta' );
	const back = `<a href="${ DEMO_PATHS.debug }">${ escapeHtml(
		__( 'Back to the debug panel', 'cesta' )
	) }</a>`;
	const { html, cookies } = await renderForVisitor( context, request, DEMO_PATHS.debug, () => ( {
		title: __( 'Debug panel', 'cesta' ),
		main: `<h1>${ escapeHtml( __( 'Debug panel', 'cesta' ) ) }</h1><p role="alert">${ escapeHtml(
			message
		) }</p><p>${ back }</p>`,
	} ) );
	sendHtml( response, form ? 400 : 413, html, cookies );
}

/**
 * A product page's form posted without scripts (the Add to Cart form's
 * fallback: `add-to-cart` and `quantity`): sent on as the shop's
 * `?add-to-cart={id}&quantity={n}` link, which adds and comes back to the
 * page (POST/redirect/GET). A form without a product id gets the 404 page's
 * answer, and nothing is added.
 *
 * @example
 * await handleProductForm( context, request, response );
 */
export async function handleProductForm(
	context: RouteContext,
	request: IncomingMessage,
	response: ServerResponse
): Promise< void > {
	const url = new URL( request.url ?? '/', originOf( request ) );
	const form = await readForm( request );
	const id = form?.get( 'add-to-cart' ) ?? '';
	if ( ! /^\d+$/.test( id ) ) {
		const { html, cookies } = await renderNotFoundPage( context, request, url );
		sendHtml( response, 400, html, cookies );
		return;
	}
	const quantity = form?.get( 'quantity' ) ?? '';
	const target = new URLSearchParams( { 'add-to-cart': id } );
	if ( /^\d+$/.test( quantity ) ) {
		target.set( 'quantity', quantity );
	}
	redirect( response, `${ url.pathname }?${ target }` );
}

/**
 * Whether a path is a product page (`/producto/{slug}/`), whose form may be posted.
 *
 * @example
 * isProductPagePath( '/producto/arrocera/' ); // true
 */
export const isProductPagePath = ( pathname: string ) =>
	storefrontPage( pathname )?.kind === 'product';

/** A storefront page path (`/producto/{slug}/`, …): its kind and slug, or null. */
const storefrontPage = ( pathname: string ) => {
	for ( const [ kind, prefix ] of Object.entries( STOREFRONT_PATHS ) ) {
		const slug = pathname.startsWith( prefix ) ? pathname.slice( prefix.length, -1 ) : '';
		if ( pathname.endsWith( '/' ) && /^[a-z0-9-]+$/.test( slug ) ) {
			return { kind: kind as keyof typeof STOREFRONT_PATHS, slug };
		}
	}
	return null;
};

const STOREFRONT_RENDERERS = {
	category: renderCategoryPage,
	tag: renderTagPage,
	product: renderProductPage,
};

/** The page a path names, or null (then the 404 page). */
async function renderRoute( context: RouteContext, request: IncomingMessage, url: URL ) {
	const { pathname } = url;
	if ( pathname === DEMO_PATHS.home || pathname === DEMO_PATHS.shop ) {
		return renderShopPage( context, request, url );
	}
	if ( pathname === DEMO_PATHS.cart ) {
		return renderCartPage( context, request );
	}
	if ( pathname === DEMO_PATHS.checkout ) {
		return renderCheckoutPage( context, request );
	}
	if ( pathname === DEMO_PATHS.debug ) {
		return renderDebugPage( context, request, url );
	}
	if ( pathname === DEMO_PATHS.myaccount ) {
		return renderMyAccountPage( context, request, url );
	}
	if ( pathname === DEMO_PATHS.privacy ) {
		return renderPrivacyPage( context, request );
	}
	if ( pathname === DEMO_PATHS.terms ) {
		return renderTermsPage( context, request );
	}
	const page = storefrontPage( pathname );
	return page ? STOREFRONT_RENDERERS[ page.kind ]( context, request, url, page.slug ) : null;
}

/**
 * Answers a GET or HEAD for one of the demo's own resources: the shop (`/`,
 * `/tienda/`), the category and tag archives, the product pages, the cart
 * (`/carrito/`), the checkout (`/checkout/`), my account, the privacy and
 * terms pages, the debug panel, the bundles under `/cesta/` and the theme's
 * scripts under `/tema/`; a page path without its trailing slash is redirected, as
 * WordPress does; anything else (an unknown slug too) gets the 404 page.
 *
 * @example
 * await servePage( context, request, response );
 */
export async function servePage(
	context: RouteContext,
	request: IncomingMessage,
	response: ServerResponse
): Promise< void > {
	const url = new URL( request.url ?? '/', originOf( request ) );
	const method = request.method ?? 'GET';
	if ( method !== 'GET' && method !== 'HEAD' ) {
		response.writeHead( 405, { Allow: 'GET, HEAD' } );
		response.end();
		return;
	}
	const { pathname } = url;
	if (
		pathname.startsWith( BUNDLES_PATH ) &&
		( await serveStaticFile(
			context.distDir,
			pathname.slice( BUNDLES_PATH.length ),
			response,
			method
		) )
	) {
		return;
	}
	if ( await serveThemeFile( pathname, response, method ) ) {
		return;
	}
	if ( await servePluginScript( context.pluginKit, pathname, response, method ) ) {
		return;
	}
	if (
		! pathname.endsWith( '/' ) &&
		( PAGE_PATHS.includes( `${ pathname }/` ) || storefrontPage( `${ pathname }/` ) )
	) {
		redirect( response, `${ pathname }/${ url.search }`, 301 );
		return;
	}
	const render = await renderRoute( context, request, url );
	const { html, cookies } = await ( render ?? renderNotFoundPage( context, request, url ) );
	sendHtml( response, render ? 200 : 404, html, cookies );
}
