/** The demo server's routes: pages, trailing-slash redirects, the bundles and the debug panel's form. */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { __ } from '@wordpress/i18n';

import { BUNDLES_PATH, DEMO_PATHS } from '../constants';
import { FAULT_PRESETS } from '../debug/fault-presets';
import { escapeHtml } from '../pages/html';
import { renderPage } from '../pages/layout';
import { readForm, redirect, sendHtml } from './http';
import {
	originOf,
	renderCartPage,
	renderCheckoutPage,
	renderDebugPage,
	renderNotFoundPage,
	renderShopPage,
} from './pages';
import type { RouteContext } from './pages';
import { serveStaticFile } from './static-files';

const PAGE_PATHS: string[] = [
	DEMO_PATHS.home,
	DEMO_PATHS.shop,
	DEMO_PATHS.cart,
	DEMO_PATHS.checkout,
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
	sendHtml(
		response,
		form ? 400 : 413,
		renderPage( {
			path: DEMO_PATHS.debug,
			title: __( 'Debug panel', 'cesta' ),
			main: `<h1>${ escapeHtml( __( 'Debug panel', 'cesta' ) ) }</h1><p role="alert">${ escapeHtml(
				message
			) }</p><p>${ back }</p>`,
		} )
	);
}

/**
 * Answers a GET or HEAD for one of the demo's own resources: the shop (`/`,
 * `/tienda/`), the cart (`/carrito/`), the checkout (`/checkout/`), the debug panel, the bundles under
 * `/cesta/`; a page path without its trailing slash is redirected, as
 * WordPress does; anything else gets the 404 page.
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
	if ( ! pathname.endsWith( '/' ) && PAGE_PATHS.includes( `${ pathname }/` ) ) {
		redirect( response, `${ pathname }/${ url.search }`, 301 );
		return;
	}
	const render =
		pathname === DEMO_PATHS.home || pathname === DEMO_PATHS.shop
			? renderShopPage( context, request )
			: pathname === DEMO_PATHS.cart
				? renderCartPage( context, request )
				: pathname === DEMO_PATHS.checkout
					? renderCheckoutPage( context, request )
					: pathname === DEMO_PATHS.debug
						? renderDebugPage( context, request, url )
						: null;
	const { html, cookies } = await ( render ?? renderNotFoundPage( context, request, url ) );
	sendHtml( response, render ? 200 : 404, html, cookies );
}
