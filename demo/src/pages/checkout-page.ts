/** The checkout page as a WordPress host prints it: the checkout block markup and the address provider's script tag (the head: `page-head.ts`). */

import { __ } from '@wordpress/i18n';

import { renderCheckoutBlockMarkup } from '@cesta/block-checkout/markup';

import { escapeHtml } from './html';

/**
 * The address autocomplete provider's script as the checkout page prints it
 * after the entry: a module script too, so it runs after the entry, in
 * document order, and registers with `window.wc.addressAutocomplete` once
 * the entry has installed it.
 *
 * @example
 * renderBlocksHead( settings, session, bundles, { after: [ providerScriptTag( source ) ] } );
 */
export function providerScriptTag( addressProviderScript: string ): string {
	return `<script type="module">${ addressProviderScript.replace(
		/<\/script/gi,
		'<\\/script'
	) }</script>`;
}

/**
 * The content of the checkout page: its title and the Checkout block's
 * server markup — the visitor's template saved in the editor playground
 * when there is one, else WooCommerce's default checkout template with the
 * return-to-cart link shown.
 *
 * @example
 * renderCheckoutContent(); // '<h1>Finalizar compra</h1><div data-block-name="woocommerce/checkout" …'
 * renderCheckoutContent( renderTemplateBlock( saved.root ) );
 */
export function renderCheckoutContent( savedBlockMarkup?: string ): string {
	return `<h1>${ escapeHtml( __( 'Checkout', 'cesta' ) ) }</h1>
${
	savedBlockMarkup ??
	renderCheckoutBlockMarkup( {
		innerBlocks: { 'woocommerce/checkout-actions-block': { showReturnToCart: true } },
	} )
}`;
}
