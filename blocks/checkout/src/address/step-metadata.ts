/** The block metadata every checkout step of the contact and address blocks shares (WooCommerce 9.9's attributes). */

import type { BlockAttributeDefinitions } from '@cesta/blocks-shared';

import { CHECKOUT_BLOCK_NAMES } from '../block-names';

/**
 * The name, parent and attributes of a checkout step block, as the Checkout
 * block's metadata lists it.
 *
 * @example
 * const step: StepBlockMetadata = stepBlockMetadata( 'woocommerce/checkout-billing-address-block' );
 */
export interface StepBlockMetadata {
	name: string;
	parent: string[];
	attributes: BlockAttributeDefinitions;
}

/**
 * The metadata of a step: its parent is the checkout fields block; its
 * attributes the heading (`title`), the sentence under it (`description`)
 * — `''` meaning the step's own translated text — whether it is numbered,
 * its class names and its lock (`remove` and `move` locked unless given).
 *
 * @example
 * stepBlockMetadata( 'woocommerce/checkout-additional-information-block', { remove: true, move: false } );
 */
export function stepBlockMetadata(
	name: string,
	lock: { remove: boolean; move: boolean } = { remove: true, move: true }
): StepBlockMetadata {
	const attributes: BlockAttributeDefinitions = Object.freeze( {
		title: { type: 'string', default: '' },
		description: { type: 'string', default: '' },
		showStepNumber: { type: 'boolean', default: true },
		className: { type: 'string', default: '' },
		lock: { type: 'object', default: lock },
	} );
	return Object.freeze( { name, parent: [ CHECKOUT_BLOCK_NAMES.CHECKOUT_FIELDS ], attributes } );
}

/**
 * The attributes a step block reads.
 *
 * @example
 * const { title, description, showStepNumber } = useInnerBlockAttributes< StepAttributes >( metadata, props );
 */
export type StepAttributes = {
	title: string;
	description: string;
	showStepNumber: boolean;
	className: string;
};
