/** The billing address step's block metadata (`woocommerce/checkout-billing-address-block`), read from its block.json. React-free. */

import { CHECKOUT_BLOCK_NAMES } from '../../block-names';
import { getCheckoutInnerBlockMetadata } from '../../metadata';
import type { CheckoutBlockMetadata } from '../../metadata';

/**
 * The metadata of `woocommerce/checkout-billing-address-block`: a step of the checkout fields, locked in place.
 *
 * @example
 * BILLING_ADDRESS_BLOCK_METADATA.parent; // [ 'woocommerce/checkout-fields-block' ]
 */
export const BILLING_ADDRESS_BLOCK_METADATA: CheckoutBlockMetadata = getCheckoutInnerBlockMetadata(
	CHECKOUT_BLOCK_NAMES.CHECKOUT_BILLING_ADDRESS
);
