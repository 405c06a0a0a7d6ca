/** The attributes of the Add to Cart form block, with their defaults, read from its block.json. React-free. */

import type { BlockAttributeDefinitions } from '@cesta/blocks-shared';

import { attributes } from '../block-json/add-to-cart-form/block.json';

/**
 * The attributes the block's markup carries as `data-*`, as its block.json
 * (`block-json/add-to-cart-form/block.json`) defines them: the Store API
 * product, the preloaded variations (`false` when the server did not print
 * them), the swatch settings, the shop ajax endpoint and the preview flag.
 *
 * @example
 * ADD_TO_CART_FORM_ATTRIBUTES.variations.default; // false
 */
export const ADD_TO_CART_FORM_ATTRIBUTES: BlockAttributeDefinitions = Object.freeze(
	// block.json spells attribute types as plain strings: they are block.json's types.
	attributes as BlockAttributeDefinitions
);
