/**
 * Block trees from markup strings, as the server prints them.
 */
import { parseBlockMarkup } from '..';
import type { BlockAttributeDefinitions, BlockTree } from '..';

/**
 * The block tree of the first block container in `html`.
 *
 * @example
 * const tree = treeFromMarkup( '<div data-block-name="test/cart-1"><div data-block-name="woocommerce/filled-cart-block"></div></div>' );
 */
export function treeFromMarkup( html: string, attributes?: BlockAttributeDefinitions ): BlockTree {
	const host = document.createElement( 'div' );
	host.innerHTML = html.trim();
	return parseBlockMarkup( host.firstElementChild!, { attributes } );
}
