/** The metadata of the shipping options step (`woocommerce/checkout-shipping-methods-block`), React-free. */

import { CHECKOUT_BLOCK_NAMES as NAMES } from '../../block-names';
import { STEP_ATTRIBUTES } from '../shipping-method/step-attributes';
import type { ShippingStepBlockMetadata } from '../shipping-method/step-attributes';

/**
 * The metadata of `woocommerce/checkout-shipping-methods-block`: the step
 * where the shopper chooses a rate per package, in the checkout fields, with
 * WooCommerce's form-step attributes (the title `''` is the block's own,
 * "Shipping options", in the shop's language).
 *
 * @example
 * SHIPPING_METHODS_BLOCK_METADATA.attributes.title.default; // ''
 */
export const SHIPPING_METHODS_BLOCK_METADATA: ShippingStepBlockMetadata = Object.freeze( {
	name: NAMES.CHECKOUT_SHIPPING_METHODS,
	parent: [ NAMES.CHECKOUT_FIELDS ],
	attributes: STEP_ATTRIBUTES,
} );
