/** The attributes every shipping step block shares (WooCommerce's form-step attributes) and its metadata type. */

import type { BlockAttributeDefinitions } from '@cesta/blocks-shared';

import type { CheckoutBlockName } from '../../block-names';

/**
 * The block.json-like metadata of a shipping step block: its name, the
 * blocks it may sit in and its attributes with WooCommerce's defaults.
 *
 * @example
 * const metadata: ShippingStepBlockMetadata = {
 * 	name: 'woocommerce/checkout-pickup-options-block',
 * 	parent: [ 'woocommerce/checkout-fields-block' ],
 * 	attributes: STEP_ATTRIBUTES,
 * };
 */
export interface ShippingStepBlockMetadata {
	readonly name: CheckoutBlockName;
	readonly parent: readonly CheckoutBlockName[];
	readonly attributes: Readonly< BlockAttributeDefinitions >;
}

/**
 * The attributes of a checkout step as a block reads them.
 *
 * @example
 * const { title, description } = useInnerBlockAttributes< StepAttributes >( metadata, props );
 */
export type StepAttributes = {
	/** The step's heading; `''` for the block's own, translated. */
	title: string;
	/** The text under the heading; empty for none. */
	description: string;
	/** WooCommerce keeps it; the Checkout block's `showFormStepNumbers` decides. */
	showStepNumber: boolean;
	/** Class names the merchant added. */
	className: string;
};

/**
 * WooCommerce's form-step attributes (`title`, `description`,
 * `showStepNumber`) with `className` and the `lock` that keeps the step from
 * being moved or removed. As in the Checkout's metadata, a translated
 * default (WooCommerce's "Delivery", "Shipping options", "Pickup
 * locations") is `''` here: the block shows its own title in the shop's
 * language.
 *
 * @example
 * STEP_ATTRIBUTES.showStepNumber.default; // true
 */
export const STEP_ATTRIBUTES: Readonly< BlockAttributeDefinitions > = Object.freeze( {
	title: { type: 'string', default: '' },
	description: { type: 'string', default: '' },
	showStepNumber: { type: 'boolean', default: true },
	className: { type: 'string', default: '' },
	lock: { type: 'object', default: { move: true, remove: true } },
} );
