/** The cart page's content as a WordPress host prints it: the cart block markup (its head: `page-head.ts`). */

import { __ } from '@wordpress/i18n';

import { renderCartBlockMarkup } from '@cesta/block-cart/markup';

import { DEMO_PATHS } from '../constants';
import { escapeHtml } from './html';

/**
 * The content of the cart page: its title and the Cart block's server markup
 * — the visitor's template saved in the editor playground when there is
 * one, else the cart block package's own template, whose empty state links
 * to the shop.
 *
 * @example
 * renderCartContent(); // '<h1>Carrito</h1><div data-block-name="woocommerce/cart" …'
 * renderCartContent( renderTemplateBlock( saved.root ) );
 */
export function renderCartContent( savedBlockMarkup?: string ): string {
	return `<h1>${ escapeHtml( __( 'Cart', 'cesta' ) ) }</h1>
${ savedBlockMarkup ?? renderCartBlockMarkup( { shopUrl: DEMO_PATHS.shop } ) }`;
}
