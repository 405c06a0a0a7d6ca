/** The billing address step's block metadata: WooCommerce's name, parent and attributes. */

import { CHECKOUT_BLOCK_NAMES } from '../../block-names';
import { stepBlockMetadata } from '../../address/step-metadata';
import type { StepBlockMetadata } from '../../address/step-metadata';

/**
 * The metadata of `woocommerce/checkout-billing-address-block`: a step of
 * the checkout fields, locked in place.
 *
 * @example
 * BILLING_ADDRESS_BLOCK_METADATA.parent; // [ 'woocommerce/checkout-fields-block' ]
 */
export const BILLING_ADDRESS_BLOCK_METADATA: StepBlockMetadata = stepBlockMetadata(
	CHECKOUT_BLOCK_NAMES.CHECKOUT_BILLING_ADDRESS
);
