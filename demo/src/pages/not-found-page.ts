/** The demo shop's 404 page content. */

import { __ } from '@wordpress/i18n';

import { DEMO_PATHS } from '../constants';
import { escapeHtml } from './html';

/**
 * The content of the 404 page, with the way back to the shop and the cart.
 *
 * @example
 * renderNotFoundContent(); // '<h1>Página no encontrada</h1>…'
 */
export function renderNotFoundContent(): string {
	return `<h1>${ escapeHtml( __( 'Page not found', 'cesta' ) ) }</h1>
<p>${ escapeHtml( __( 'This page does not exist in the demo shop yet.', 'cesta' ) ) }</p>
<p><a href="${ DEMO_PATHS.shop }">${ escapeHtml(
		__( 'Go to the shop', 'cesta' )
	) }</a> · <a href="${ DEMO_PATHS.cart }">${ escapeHtml( __( 'Go to the cart', 'cesta' ) ) }</a></p>`;
}
