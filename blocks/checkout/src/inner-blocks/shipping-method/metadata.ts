/** The metadata of the shipping method choice (`woocommerce/checkout-shipping-method-block`), read from its block.json. React-free. */

import { CHECKOUT_BLOCK_NAMES as NAMES } from '../../block-names';
import { getCheckoutInnerBlockMetadata } from '../../metadata';
import type { CheckoutBlockMetadata } from '../../metadata';
import type { StepAttributes } from './step-attributes';

/**
 * The attributes of the shipping method choice as its component reads them.
 *
 * @example
 * const { shippingText, showPrice } = useInnerBlockAttributes< ShippingMethodAttributes >( SHIPPING_METHOD_BLOCK_METADATA, props );
 */
export type ShippingMethodAttributes = StepAttributes & {
	/** Shows a van and a shop icon in the options. */
	showIcon: boolean;
	/** Shows each option's price (the cheapest, "from …" when they differ). */
	showPrice: boolean;
	/** Label of the pickup option; `''` for "Pickup" (the shop's `localPickupText` setting wins). */
	localPickupText: string;
	/** Label of the delivery option; `''` for "Ship". */
	shippingText: string;
};

/**
 * The metadata of `woocommerce/checkout-shipping-method-block`: the choice
 * between delivery and local pickup, in the checkout fields, with
 * WooCommerce's attributes and defaults (its translated texts — title
 * "Delivery", labels "Ship" and "Pickup" — are `''`: the block shows them in
 * the shop's language).
 *
 * @example
 * SHIPPING_METHOD_BLOCK_METADATA.attributes.showPrice.default; // false
 */
export const SHIPPING_METHOD_BLOCK_METADATA: CheckoutBlockMetadata = getCheckoutInnerBlockMetadata(
	NAMES.CHECKOUT_SHIPPING_METHOD
);
