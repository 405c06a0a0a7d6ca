/** The Product Collection's block.json as a whole, for the editor. */
import type { EditorBlockMetadata } from '@cesta/blocks-shared/editor';

import productCollectionJson from '../../block-json/product-collection/block.json';

/**
 * The block.json of `woocommerce/product-collection`, as a copy:
 * WordPress's block supports add attributes to what `registerBlockType`
 * gets, in place, and the markup writer reads the file's own.
 *
 * @example
 * PRODUCT_COLLECTION_BLOCK_JSON.attributes?.displayLayout; // { type: 'object', default: { type: 'flex', columns: 3, shrinkColumns: true } }
 */
export const PRODUCT_COLLECTION_BLOCK_JSON: EditorBlockMetadata = structuredClone(
	productCollectionJson
) as EditorBlockMetadata;
