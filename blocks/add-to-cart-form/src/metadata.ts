/** The block.json-like attributes of the Add to Cart form block, with their defaults. React-free. */

import type { BlockAttributeDefinitions } from '@cesta/blocks-shared';

import { DEFAULT_WC_AJAX_URL } from './constants';

/**
 * The attributes the block's markup carries as `data-*`: the Store API
 * product, the preloaded variations (`false` when the server did not print
 * them), the swatch settings, the shop ajax endpoint and the preview flag.
 *
 * @example
 * ADD_TO_CART_FORM_ATTRIBUTES.variations.default; // false
 */
export const ADD_TO_CART_FORM_ATTRIBUTES: BlockAttributeDefinitions = Object.freeze( {
	product: { type: 'object', default: null },
	variations: { type: [ 'array', 'boolean' ], default: false },
	swatches: { type: 'object', default: {} },
	wcAjaxUrl: { type: 'string', default: DEFAULT_WC_AJAX_URL },
	isPreview: { type: 'boolean', default: false },
} );
