/** registerProductCollectionEditorBlock: the Product Collection in the WordPress block editor, from its block.json. */
import { registerEditorBlock } from '@cesta/blocks-shared/editor';

import { PRODUCT_COLLECTION_BLOCK_JSON } from './block-json';
import { ProductCollectionEdit } from './product-collection-edit';

/**
 * Registers `woocommerce/product-collection` with `@wordpress/blocks` from
 * its block.json: its edit lists the sample products (no Store API request)
 * with inspector controls for the collection, layout, columns, products per
 * page, order and filters. Cesta's Product Collection prints its products on
 * the server (no product template inner blocks), so the block is dynamic:
 * the saved block is its attributes
 * (`<!-- wp:woocommerce/product-collection {"displayLayout":{…}} /-->`) and
 * the host prints it with `renderProductCollectionMarkup( { attributes, products } )`.
 * Idempotent.
 *
 * @example
 * registerProductCollectionEditorBlock();
 */
export function registerProductCollectionEditorBlock(): void {
	registerEditorBlock( PRODUCT_COLLECTION_BLOCK_JSON, {
		edit: ProductCollectionEdit,
		save: () => null,
	} );
}
