/** The metadata of the pickup locations step (`woocommerce/checkout-pickup-options-block`), React-free. */

import { CHECKOUT_BLOCK_NAMES as NAMES } from '../../block-names';
import { STEP_ATTRIBUTES } from '../shipping-method/step-attributes';
import type { ShippingStepBlockMetadata } from '../shipping-method/step-attributes';

/**
 * The metadata of `woocommerce/checkout-pickup-options-block`: the step
 * where the shopper who chose pickup picks the location, in the checkout
 * fields, with WooCommerce's form-step attributes (the title `''` is the
 * block's own, "Pickup locations", in the shop's language).
 *
 * @example
 * PICKUP_OPTIONS_BLOCK_METADATA.parent; // [ 'woocommerce/checkout-fields-block' ]
 */
export const PICKUP_OPTIONS_BLOCK_METADATA: ShippingStepBlockMetadata = Object.freeze( {
	name: NAMES.CHECKOUT_PICKUP_OPTIONS,
	parent: [ NAMES.CHECKOUT_FIELDS ],
	attributes: STEP_ATTRIBUTES,
} );
