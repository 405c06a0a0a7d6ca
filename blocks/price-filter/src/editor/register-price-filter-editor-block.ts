/** registerPriceFilterEditorBlock: the Price Filter in the WordPress block editor, from its block.json. */
import { registerEditorBlock } from '@cesta/blocks-shared/editor';

import { PRICE_FILTER_BLOCK_JSON } from './block-json';
import { PriceFilterEdit } from './price-filter-edit';

/**
 * Registers `woocommerce/price-filter` with `@wordpress/blocks` from its
 * block.json: its edit shows the slider for the sample products (no Store
 * API request) with inspector controls for the heading, its level, the
 * price fields and the Apply button. Like WooCommerce's filter blocks as a
 * server prints them, it is dynamic: the saved block is its attributes
 * (`<!-- wp:woocommerce/price-filter {"showFilterButton":true} /-->`) and
 * the host prints it with `renderPriceFilterMarkup( { attributes } )`.
 * Idempotent.
 *
 * @example
 * registerPriceFilterEditorBlock();
 */
export function registerPriceFilterEditorBlock(): void {
	registerEditorBlock( PRICE_FILTER_BLOCK_JSON, { edit: PriceFilterEdit, save: () => null } );
}
