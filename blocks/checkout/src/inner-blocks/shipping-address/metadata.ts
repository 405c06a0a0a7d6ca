/** The shipping address step's block metadata: WooCommerce's name, parent and attributes. */

import { CHECKOUT_BLOCK_NAMES } from '../../block-names';
import { stepBlockMetadata } from '../../address/step-metadata';
import type { StepBlockMetadata } from '../../address/step-metadata';

/**
 * The metadata of `woocommerce/checkout-shipping-address-block`: a step of
 * the checkout fields, locked in place.
 *
 * @example
 * SHIPPING_ADDRESS_BLOCK_METADATA.parent; // [ 'woocommerce/checkout-fields-block' ]
 */
export const SHIPPING_ADDRESS_BLOCK_METADATA: StepBlockMetadata = stepBlockMetadata(
	CHECKOUT_BLOCK_NAMES.CHECKOUT_SHIPPING_ADDRESS
);
