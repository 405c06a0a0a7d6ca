/** The attributes the shared order summary blocks read, as block.json defines them: each block's metadata spreads them. */

import type { BlockAttributeDefinitions } from '@cesta/blocks-shared';

/**
 * The attributes of the order summary heading block (`content`: the
 * heading's text; empty for the block's default heading).
 *
 * @example
 * inner( 'woocommerce/cart-order-summary-heading-block', parents, { ...HEADING_BLOCK_ATTRIBUTES } );
 */
export const HEADING_BLOCK_ATTRIBUTES: Readonly< BlockAttributeDefinitions > = {
	content: { type: 'string', default: '' },
};

/**
 * The attributes of the order summary shipping block
 * (`isShippingCalculatorEnabled`: the cart's shipping calculator).
 *
 * @example
 * SHIPPING_BLOCK_ATTRIBUTES.isShippingCalculatorEnabled.default; // true
 */
export const SHIPPING_BLOCK_ATTRIBUTES: Readonly< BlockAttributeDefinitions > = {
	isShippingCalculatorEnabled: { type: 'boolean', default: true },
};

/**
 * The attributes of the order summary taxes block (`showRateAfterTaxName`:
 * the rate after each tax's name).
 *
 * @example
 * TAXES_BLOCK_ATTRIBUTES.showRateAfterTaxName.default; // true
 */
export const TAXES_BLOCK_ATTRIBUTES: Readonly< BlockAttributeDefinitions > = {
	showRateAfterTaxName: { type: 'boolean', default: true },
};
