/** The shipping options step's block metadata (`woocommerce/checkout-shipping-methods-block`), read from its block.json. React-free. */

import { CHECKOUT_BLOCK_NAMES } from '../../block-names';
import { getCheckoutInnerBlockMetadata } from '../../metadata';
import type { CheckoutBlockMetadata } from '../../metadata';

/**
 * The metadata of `woocommerce/checkout-shipping-methods-block`: the step where the shopper chooses a rate per package, in the checkout fields, with WooCommerce's form-step attributes (the title `''` is the block's own, "Shipping options", in the shop's language).
 *
 * @example
 * SHIPPING_METHODS_BLOCK_METADATA.attributes.title.default; // ''
 */
export const SHIPPING_METHODS_BLOCK_METADATA: CheckoutBlockMetadata = getCheckoutInnerBlockMetadata(
	CHECKOUT_BLOCK_NAMES.CHECKOUT_SHIPPING_METHODS
);
