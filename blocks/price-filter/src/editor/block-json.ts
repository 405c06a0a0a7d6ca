/** The Price Filter's block.json as a whole, for the editor. */
import type { EditorBlockMetadata } from '@cesta/blocks-shared/editor';

import priceFilterJson from '../../block-json/price-filter/block.json';

/**
 * The block.json of `woocommerce/price-filter`, as a copy: WordPress's block
 * supports add attributes to what `registerBlockType` gets, in place, and
 * the markup writer reads the file's own.
 *
 * @example
 * PRICE_FILTER_BLOCK_JSON.attributes?.headingLevel; // { type: 'number', default: 3 }
 */
export const PRICE_FILTER_BLOCK_JSON: EditorBlockMetadata = structuredClone(
	priceFilterJson
) as EditorBlockMetadata;
