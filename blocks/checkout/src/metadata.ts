/** The metadata of the Checkout block and its inner blocks — name, parents, attributes — read from their block.json files, the one source the editor, mountBlocks and the markup writer share. */

import type { BlockAttributeDefinitions } from '@cesta/blocks-shared';

import * as checkout from '../block-json/checkout/block.json';
import * as fields from '../block-json/checkout-fields-block/block.json';
import * as expressPayment from '../block-json/checkout-express-payment-block/block.json';
import * as contactInformation from '../block-json/checkout-contact-information-block/block.json';
import * as shippingMethod from '../block-json/checkout-shipping-method-block/block.json';
import * as pickupOptions from '../block-json/checkout-pickup-options-block/block.json';
import * as shippingAddress from '../block-json/checkout-shipping-address-block/block.json';
import * as billingAddress from '../block-json/checkout-billing-address-block/block.json';
import * as shippingMethods from '../block-json/checkout-shipping-methods-block/block.json';
import * as payment from '../block-json/checkout-payment-block/block.json';
import * as additionalInformation from '../block-json/checkout-additional-information-block/block.json';
import * as orderNote from '../block-json/checkout-order-note-block/block.json';
import * as terms from '../block-json/checkout-terms-block/block.json';
import * as actions from '../block-json/checkout-actions-block/block.json';
import * as totals from '../block-json/checkout-totals-block/block.json';
import * as orderSummary from '../block-json/checkout-order-summary-block/block.json';
import * as orderSummaryCartItems from '../block-json/checkout-order-summary-cart-items-block/block.json';
import * as orderSummaryCouponForm from '../block-json/checkout-order-summary-coupon-form-block/block.json';
import * as orderSummaryTotals from '../block-json/checkout-order-summary-totals-block/block.json';
import * as orderSummarySubtotal from '../block-json/checkout-order-summary-subtotal-block/block.json';
import * as orderSummaryFee from '../block-json/checkout-order-summary-fee-block/block.json';
import * as orderSummaryDiscount from '../block-json/checkout-order-summary-discount-block/block.json';
import * as orderSummaryShipping from '../block-json/checkout-order-summary-shipping-block/block.json';
import * as orderSummaryTaxes from '../block-json/checkout-order-summary-taxes-block/block.json';
import type { CheckoutBlockName } from './block-names';
import { errors } from './messages';

/**
 * What the frontend reads of the block.json of one of the Checkout block's
 * inner blocks (`block-json/<slug>/block.json` in this package): its name,
 * the blocks it may sit in and its attributes with their defaults
 * (WooCommerce's). Translated defaults (step titles, button labels) are
 * `''`: an empty value means "the block's own text", translated when it
 * shows.
 *
 * @example
 * const terms: CheckoutBlockMetadata = {
 * 	name: 'woocommerce/checkout-terms-block',
 * 	parent: [ 'woocommerce/checkout-fields-block' ],
 * 	attributes: { checkbox: { type: 'boolean', default: false } },
 * };
 */
export interface CheckoutBlockMetadata {
	name: Exclude< CheckoutBlockName, 'woocommerce/checkout' >;
	parent: string[];
	attributes: BlockAttributeDefinitions;
}

// Each block.json is read property by property (namespace imports), so the
// shop's bundle keeps only these three and leaves the editor's titles,
// descriptions and supports out.
const inner = (
	name: string,
	parent: string[],
	attributes: Record< string, unknown >
): CheckoutBlockMetadata =>
	Object.freeze( {
		name: name as CheckoutBlockMetadata[ 'name' ],
		parent,
		attributes: attributes as BlockAttributeDefinitions,
	} );

/**
 * The attributes of the top-level Checkout block, as its frontend reads
 * them (from its block.json): block alignment, numbered steps, dark
 * controls and the rate after the tax names.
 *
 * @example
 * CHECKOUT_BLOCK_ATTRIBUTES.showFormStepNumbers.default; // false
 */
export const CHECKOUT_BLOCK_ATTRIBUTES: BlockAttributeDefinitions =
	checkout.attributes as BlockAttributeDefinitions;

/**
 * The metadata of every inner block of the Checkout block, from its
 * block.json, in the order of WooCommerce's default checkout template. The
 * subtotal, fee, discount, shipping and taxes rows accept two parents:
 * WooCommerce moved them into a totals wrapper, and older saved markup has
 * them straight in the order summary.
 *
 * @example
 * CHECKOUT_INNER_BLOCKS_METADATA.map( ( block ) => block.name );
 */
export const CHECKOUT_INNER_BLOCKS_METADATA: readonly CheckoutBlockMetadata[] = Object.freeze( [
	inner( fields.name, fields.parent, fields.attributes ),
	inner( expressPayment.name, expressPayment.parent, expressPayment.attributes ),
	inner( contactInformation.name, contactInformation.parent, contactInformation.attributes ),
	inner( shippingMethod.name, shippingMethod.parent, shippingMethod.attributes ),
	inner( pickupOptions.name, pickupOptions.parent, pickupOptions.attributes ),
	inner( shippingAddress.name, shippingAddress.parent, shippingAddress.attributes ),
	inner( billingAddress.name, billingAddress.parent, billingAddress.attributes ),
	inner( shippingMethods.name, shippingMethods.parent, shippingMethods.attributes ),
	inner( payment.name, payment.parent, payment.attributes ),
	inner(
		additionalInformation.name,
		additionalInformation.parent,
		additionalInformation.attributes
	),
	inner( orderNote.name, orderNote.parent, orderNote.attributes ),
	inner( terms.name, terms.parent, terms.attributes ),
	inner( actions.name, actions.parent, actions.attributes ),
	inner( totals.name, totals.parent, totals.attributes ),
	inner( orderSummary.name, orderSummary.parent, orderSummary.attributes ),
	inner(
		orderSummaryCartItems.name,
		orderSummaryCartItems.parent,
		orderSummaryCartItems.attributes
	),
	inner(
		orderSummaryCouponForm.name,
		orderSummaryCouponForm.parent,
		orderSummaryCouponForm.attributes
	),
	inner( orderSummaryTotals.name, orderSummaryTotals.parent, orderSummaryTotals.attributes ),
	inner(
		orderSummarySubtotal.name,
		orderSummarySubtotal.parent,
		orderSummarySubtotal.attributes
	),
	inner( orderSummaryFee.name, orderSummaryFee.parent, orderSummaryFee.attributes ),
	inner(
		orderSummaryDiscount.name,
		orderSummaryDiscount.parent,
		orderSummaryDiscount.attributes
	),
	inner(
		orderSummaryShipping.name,
		orderSummaryShipping.parent,
		orderSummaryShipping.attributes
	),
	inner( orderSummaryTaxes.name, orderSummaryTaxes.parent, orderSummaryTaxes.attributes ),
] );

/**
 * The metadata of one inner block of the Checkout block. A name that is not
 * one throws a `TypeError`.
 *
 * @example
 * getCheckoutInnerBlockMetadata( 'woocommerce/checkout-actions-block' ).attributes.priceSeparator.default; // '·'
 */
export function getCheckoutInnerBlockMetadata( name: string ): CheckoutBlockMetadata {
	const metadata = CHECKOUT_INNER_BLOCKS_METADATA.find( ( block ) => block.name === name );
	if ( ! metadata ) {
		throw new TypeError( errors.notAnInnerBlock( name ) );
	}
	return metadata;
}

/**
 * The attributes every checkout step (a `FormStep`) has, as the payment
 * step's block.json defines them: its heading, the sentence under it and
 * whether it is numbered. `''` stands for the step's own, translated, title
 * and description.
 *
 * @example
 * FORM_STEP_ATTRIBUTES.showStepNumber.default; // true
 */
export const FORM_STEP_ATTRIBUTES: Readonly< BlockAttributeDefinitions > = Object.freeze( {
	title: payment.attributes.title,
	description: payment.attributes.description,
	showStepNumber: payment.attributes.showStepNumber,
} as BlockAttributeDefinitions );
