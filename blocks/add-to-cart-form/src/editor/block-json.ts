/** The Add to Cart form's block.json as a whole, for the editor. */
import type { EditorBlockMetadata } from '@cesta/blocks-shared/editor';

import addToCartFormJson from '../../block-json/add-to-cart-form/block.json';

/**
 * The block.json of `woocommerce/add-to-cart-form`, as a copy: WordPress's
 * block supports add attributes to what `registerBlockType` gets, in place,
 * and the frontend reads the file's own.
 *
 * @example
 * ADD_TO_CART_FORM_BLOCK_JSON.title; // 'Add to Cart with Options'
 */
export const ADD_TO_CART_FORM_BLOCK_JSON: EditorBlockMetadata = structuredClone(
	addToCartFormJson
) as EditorBlockMetadata;
