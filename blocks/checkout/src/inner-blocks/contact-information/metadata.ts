/** The contact information step's block metadata (`woocommerce/checkout-contact-information-block`), read from its block.json. React-free. */

import { CHECKOUT_BLOCK_NAMES } from '../../block-names';
import { getCheckoutInnerBlockMetadata } from '../../metadata';
import type { CheckoutBlockMetadata } from '../../metadata';

/**
 * The metadata of `woocommerce/checkout-contact-information-block`: a step of the checkout fields (`title`, `description`, `showStepNumber`, with `''` for the translated defaults), locked in place.
 *
 * @example
 * CONTACT_INFORMATION_BLOCK_METADATA.attributes.showStepNumber.default; // true
 */
export const CONTACT_INFORMATION_BLOCK_METADATA: CheckoutBlockMetadata =
	getCheckoutInnerBlockMetadata( CHECKOUT_BLOCK_NAMES.CHECKOUT_CONTACT_INFORMATION );
