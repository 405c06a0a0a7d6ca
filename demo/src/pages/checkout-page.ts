/** The checkout page as a WordPress host prints it: head (styles, settings, scripts, the address provider) and the checkout block markup. */

import { __ } from '@wordpress/i18n';

import { renderCheckoutBlockMarkup } from '@cesta/block-checkout/markup';

import type { CheckoutHostSettings } from '../shop/checkout-settings';
import type { VisitorSession } from '../shop/visitor';
import type { CartPageBundles } from './cart-page';
import { escapeHtml, globalAssignmentScript } from './html';

/**
 * What a host prints in `<head>` for the checkout page, in WooCommerce's
 * order: the blocks' stylesheet, the nonce seed (`wcBlocksMiddlewareConfig`),
 * the settings with the preloaded cart and `checkoutData`, the scripts
 * (deferred: the markup is parsed first, the vendor bundle runs before the
 * entry), then an address autocomplete provider's script, which registers
 * with `window.wc.addressAutocomplete` once the entry has installed it.
 *
 * @example
 * renderCheckoutHead( settings, session, { vendor: '/cesta/vendor.js', entry: '/cesta/checkout.js' }, providerScript );
 */
export function renderCheckoutHead(
	settings: CheckoutHostSettings,
	session: Pick< VisitorSession, 'storeApiNonce' | 'storeApiNonceTimestamp' >,
	bundles: CartPageBundles,
	addressProviderScript: string
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
		// A module script too, so it runs after the entry, in document order.
		`<script type="module">${ addressProviderScript.replace( /<\/script/gi, '<\\/script' ) }</script>`,
	]
		.filter( Boolean )
		.join( '\n' );
}

/**
 * The content of the checkout page: its title and the Checkout block's
 * server markup (WooCommerce's default checkout template), with the
 * return-to-cart link shown.
 *
 * @example
 * renderCheckoutContent(); // '<h1>Finalizar compra</h1><div data-block-name="woocommerce/checkout" …'
 */
export function renderCheckoutContent(): string {
	return `<h1>${ escapeHtml( __( 'Checkout', 'cesta' ) ) }</h1>
${ renderCheckoutBlockMarkup( {
	innerBlocks: { 'woocommerce/checkout-actions-block': { showReturnToCart: true } },
} ) }`;
}
