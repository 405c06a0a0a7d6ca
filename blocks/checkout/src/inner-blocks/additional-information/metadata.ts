/** The additional information step's block metadata (`woocommerce/checkout-additional-information-block`), read from its block.json. React-free. */

import { CHECKOUT_BLOCK_NAMES } from '../../block-names';
import { getCheckoutInnerBlockMetadata } from '../../metadata';
import type { CheckoutBlockMetadata } from '../../metadata';

/**
 * The metadata of `woocommerce/checkout-additional-information-block`: a step of the checkout fields that cannot be removed but may be moved.
 *
 * @example
 * ADDITIONAL_INFORMATION_BLOCK_METADATA.attributes.lock.default; // { remove: true, move: false }
 */
export const ADDITIONAL_INFORMATION_BLOCK_METADATA: CheckoutBlockMetadata =
	getCheckoutInnerBlockMetadata( CHECKOUT_BLOCK_NAMES.CHECKOUT_ADDITIONAL_INFORMATION );
