/** The Attribute Filter's block.json as a whole, for the editor. */
import type { EditorBlockMetadata } from '@cesta/blocks-shared/editor';

import attributeFilterJson from '../../block-json/attribute-filter/block.json';

/**
 * The block.json of `woocommerce/attribute-filter`, as a copy: WordPress's
 * block supports add attributes to what `registerBlockType` gets, in place,
 * and the markup writer reads the file's own.
 *
 * @example
 * ATTRIBUTE_FILTER_BLOCK_JSON.attributes?.queryType; // { type: 'string', enum: [ 'or', 'and' ], default: 'or' }
 */
export const ATTRIBUTE_FILTER_BLOCK_JSON: EditorBlockMetadata = structuredClone(
	attributeFilterJson
) as EditorBlockMetadata;
