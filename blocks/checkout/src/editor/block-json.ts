/** The Checkout's block.json files as a whole, for the editor: what `registerBlockType` reads (titles, descriptions, supports…). */

import type { EditorBlockMetadata } from '@cesta/blocks-shared/editor';

import checkoutJson from '../../block-json/checkout/block.json';
import fieldsJson from '../../block-json/checkout-fields-block/block.json';
import expressPaymentJson from '../../block-json/checkout-express-payment-block/block.json';
import contactInformationJson from '../../block-json/checkout-contact-information-block/block.json';
import shippingMethodJson from '../../block-json/checkout-shipping-method-block/block.json';
import pickupOptionsJson from '../../block-json/checkout-pickup-options-block/block.json';
import shippingAddressJson from '../../block-json/checkout-shipping-address-block/block.json';
import billingAddressJson from '../../block-json/checkout-billing-address-block/block.json';
import shippingMethodsJson from '../../block-json/checkout-shipping-methods-block/block.json';
import paymentJson from '../../block-json/checkout-payment-block/block.json';
import additionalInformationJson from '../../block-json/checkout-additional-information-block/block.json';
import orderNoteJson from '../../block-json/checkout-order-note-block/block.json';
import termsJson from '../../block-json/checkout-terms-block/block.json';
import actionsJson from '../../block-json/checkout-actions-block/block.json';
import totalsJson from '../../block-json/checkout-totals-block/block.json';
import orderSummaryJson from '../../block-json/checkout-order-summary-block/block.json';
import orderSummaryCartItemsJson from '../../block-json/checkout-order-summary-cart-items-block/block.json';
import orderSummaryCouponFormJson from '../../block-json/checkout-order-summary-coupon-form-block/block.json';
import orderSummaryTotalsJson from '../../block-json/checkout-order-summary-totals-block/block.json';
import orderSummarySubtotalJson from '../../block-json/checkout-order-summary-subtotal-block/block.json';
import orderSummaryFeeJson from '../../block-json/checkout-order-summary-fee-block/block.json';
import orderSummaryDiscountJson from '../../block-json/checkout-order-summary-discount-block/block.json';
import orderSummaryShippingJson from '../../block-json/checkout-order-summary-shipping-block/block.json';
import orderSummaryTaxesJson from '../../block-json/checkout-order-summary-taxes-block/block.json';

/**
 * The block.json of the top-level Checkout block.
 *
 * @example
 * registerEditorBlock( CHECKOUT_BLOCK_JSON, { edit: CheckoutEdit } );
 */
export const CHECKOUT_BLOCK_JSON: EditorBlockMetadata = checkoutJson;

/**
 * The block.json of every inner block of the Checkout block, in the order of
 * WooCommerce's default checkout template.
 *
 * @example
 * CHECKOUT_INNER_BLOCKS_JSON.map( ( metadata ) => metadata.title ); // [ 'Checkout Fields', 'Express Checkout', … ]
 */
export const CHECKOUT_INNER_BLOCKS_JSON: readonly EditorBlockMetadata[] = [
	fieldsJson,
	expressPaymentJson,
	contactInformationJson,
	shippingMethodJson,
	pickupOptionsJson,
	shippingAddressJson,
	billingAddressJson,
	shippingMethodsJson,
	paymentJson,
	additionalInformationJson,
	orderNoteJson,
	termsJson,
	actionsJson,
	totalsJson,
	orderSummaryJson,
	orderSummaryCartItemsJson,
	orderSummaryCouponFormJson,
	orderSummaryTotalsJson,
	orderSummarySubtotalJson,
	orderSummaryFeeJson,
	orderSummaryDiscountJson,
	orderSummaryShippingJson,
	orderSummaryTaxesJson,
];
