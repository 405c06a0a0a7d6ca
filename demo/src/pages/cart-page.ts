/** The cart page as a WordPress host prints it: head (styles, settings, scripts) and the cart block markup. */

import { __ } from '@wordpress/i18n';

import { renderCartBlockMarkup } from '@cesta/block-cart/markup';

import { DEMO_PATHS } from '../constants';
import type { HostSettings } from '../shop/settings';
import type { VisitorSession } from '../shop/visitor';
import { escapeHtml, globalAssignmentScript } from './html';

/**
 * The bundles a cart page loads, as URLs.
 *
 * @example
 * const bundles: CartPageBundles = { vendor: '/cesta/vendor.js', entry: '/cesta/cart.js', stylesheet: '/cesta/style.css' };
 */
export interface CartPageBundles {
	/** The IIFE that defines React and `wp.*` (a WordPress host skips it). */
	vendor: string;
	/** The cart page's ES module entry. */
	entry: string;
	/** The blocks' stylesheet, when the build produced one. */
	stylesheet?: string;
}

/**
 * What a host prints in `<head>` for the cart page, in WooCommerce's order:
 * the blocks' stylesheet, the nonce seed (`wcBlocksMiddlewareConfig`), the
 * settings with the preloaded cart (`wcSettings`), then the scripts, deferred
 * so the markup is parsed first and the vendor bundle runs before the entry.
 *
 * @example
 * renderCartHead( settings, session, { vendor: '/cesta/vendor.js', entry: '/cesta/cart.js' } );
 */
export function renderCartHead(
	settings: HostSettings,
	session: Pick< VisitorSession, 'storeApiNonce' | 'storeApiNonceTimestamp' >,
	bundles: CartPageBundles
): string {
	return [
		bundles.stylesheet
			? `<link rel="stylesheet" href="${ escapeHtml( bundles.stylesheet ) }">`
			: '',
		globalAssignmentScript( 'wcBlocksMiddlewareConfig', {
			storeApiNonce: session.storeApiNonce,
			wcStoreApiNonceTimestamp: String( session.storeApiNonceTimestamp ),
		} ),
		globalAssignmentScript( 'wcSettings', settings ),
		`<script src="${ escapeHtml( bundles.vendor ) }" defer></script>`,
		`<script type="module" src="${ escapeHtml( bundles.entry ) }"></script>`,
	]
		.filter( Boolean )
		.join( '\n' );
}

/**
 * The content of the cart page: its title and the Cart block's server markup
 * (the cart block package's own template), whose empty state links to the shop.
 *
 * @example
 * renderCartContent(); // '<h1>Carrito</h1><div data-block-name="woocommerce/cart" …'
 */
export function renderCartContent(): string {
	return `<h1>${ escapeHtml( __( 'Cart', 'cesta' ) ) }</h1>
${ renderCartBlockMarkup( { shopUrl: DEMO_PATHS.shop } ) }`;
}
