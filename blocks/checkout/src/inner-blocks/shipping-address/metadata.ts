/** The shipping address step's block metadata (`woocommerce/checkout-shipping-address-block`), read from its block.json. React-free. */

import { CHECKOUT_BLOCK_NAMES } from '../../block-names';
import { getCheckoutInnerBlockMetadata } from '../../metadata';
import type { CheckoutBlockMetadata } from '../../metadata';

/**
 * The metadata of `woocommerce/checkout-shipping-address-block`: a step of the checkout fields, locked in place.
 *
 * @example
 * SHIPPING_ADDRESS_BLOCK_METADATA.parent; // [ 'woocommerce/checkout-fields-block' ]
 */
export const SHIPPING_ADDRESS_BLOCK_METADATA: CheckoutBlockMetadata = getCheckoutInnerBlockMetadata(
	CHECKOUT_BLOCK_NAMES.CHECKOUT_SHIPPING_ADDRESS
);
