/** The pickup locations step's block metadata (`woocommerce/checkout-pickup-options-block`), read from its block.json. React-free. */

import { CHECKOUT_BLOCK_NAMES } from '../../block-names';
import { getCheckoutInnerBlockMetadata } from '../../metadata';
import type { CheckoutBlockMetadata } from '../../metadata';

/**
 * The metadata of `woocommerce/checkout-pickup-options-block`: the step where the shopper who chose pickup picks the location, in the checkout fields, with WooCommerce's form-step attributes (the title `''` is the block's own, "Pickup locations", in the shop's language).
 *
 * @example
 * PICKUP_OPTIONS_BLOCK_METADATA.parent; // [ 'woocommerce/checkout-fields-block' ]
 */
export const PICKUP_OPTIONS_BLOCK_METADATA: CheckoutBlockMetadata = getCheckoutInnerBlockMetadata(
	CHECKOUT_BLOCK_NAMES.CHECKOUT_PICKUP_OPTIONS
);
