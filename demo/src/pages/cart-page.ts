/** The cart page's content as a WordPress host prints it: the cart block markup (its head: `page-head.ts`). */

import { __ } from '@wordpress/i18n';

import { renderCartBlockMarkup } from '@cesta/block-cart/markup';

import { DEMO_PATHS } from '../constants';
import { escapeHtml } from './html';

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
