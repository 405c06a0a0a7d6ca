/** The additional information step's block metadata: WooCommerce's name, parent and attributes. */

import { CHECKOUT_BLOCK_NAMES } from '../../block-names';
import { stepBlockMetadata } from '../../address/step-metadata';
import type { StepBlockMetadata } from '../../address/step-metadata';

/**
 * The metadata of `woocommerce/checkout-additional-information-block`: a
 * step of the checkout fields that cannot be removed but may be moved.
 *
 * @example
 * ADDITIONAL_INFORMATION_BLOCK_METADATA.attributes.lock.default; // { remove: true, move: false }
 */
export const ADDITIONAL_INFORMATION_BLOCK_METADATA: StepBlockMetadata = stepBlockMetadata(
	CHECKOUT_BLOCK_NAMES.CHECKOUT_ADDITIONAL_INFORMATION,
	{ remove: true, move: false }
);
