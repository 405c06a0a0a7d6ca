/** The contact information step's block metadata: WooCommerce's name, parent and attributes. */

import { CHECKOUT_BLOCK_NAMES } from '../../block-names';
import { stepBlockMetadata } from '../../address/step-metadata';
import type { StepBlockMetadata } from '../../address/step-metadata';

/**
 * The metadata of `woocommerce/checkout-contact-information-block`: in the
 * checkout fields, a step (`title`, `description`, `showStepNumber`, with
 * `''` for the translated defaults), locked in place.
 *
 * @example
 * CONTACT_INFORMATION_BLOCK_METADATA.attributes.showStepNumber.default; // true
 */
export const CONTACT_INFORMATION_BLOCK_METADATA: StepBlockMetadata = stepBlockMetadata(
	CHECKOUT_BLOCK_NAMES.CHECKOUT_CONTACT_INFORMATION
);
