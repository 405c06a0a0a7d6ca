/** The component of each inner block of the Checkout block, by block name: the checkout's own, and the shared ones with the checkout's parameters. */

import {
	CHECKOUT_BLOCK_CONFIG as CHECKOUT,
	createContainerBlock,
	createCouponFormBlock,
	createDiscountBlock,
	createExpressPaymentBlock,
	createShippingBlock,
	createTaxesBlock,
	FeeBlock,
	SubtotalBlock,
} from '@cesta/cart-checkout-shared';
import type { BlockComponentLike } from '@cesta/registry';

import { CHECKOUT_BLOCK_NAMES as NAMES } from '../block-names';
import type { CheckoutBlockName } from '../block-names';
import { CheckoutActionsBlock } from './actions/actions-block';
import { AdditionalInformationBlock } from './additional-information';
import { BillingAddressBlock } from './billing-address';
import { ContactInformationBlock } from './contact-information';
import { CheckoutFieldsBlock } from './fields/fields-block';
import { CheckoutOrderNoteBlock } from './order-note/order-note-block';
import { CheckoutOrderSummaryBlock } from './order-summary/order-summary-block';
import { CheckoutOrderSummaryCartItemsBlock } from './order-summary/cart-items-block';
import { CheckoutPaymentBlock } from './payment/payment-block';
import { PickupOptionsBlock } from './pickup-options';
import { ShippingAddressBlock } from './shipping-address';
import { ShippingMethodBlock } from './shipping-method';
import { ShippingMethodsBlock } from './shipping-methods';
import { CheckoutTermsBlock } from './terms/terms-block';

/**
 * The component of each inner block of the Checkout block that has one. The
 * order summary's rows, the coupon form and the express payments are the
 * ones the Cart shares (`@cesta/cart-checkout-shared`), made with the
 * checkout's parameters: its block names, the `wc/checkout` notices, the
 * `woocommerce/checkout` slot fill context, the `wc-block-checkout__…`
 * class names and the 'Express Checkout' / 'Or continue below' titles; the
 * contact, address and shipping steps come from their folders. A name
 * missing here keeps the markup the server printed.
 *
 * @example
 * CHECKOUT_INNER_BLOCK_COMPONENTS[ 'woocommerce/checkout-actions-block' ]; // CheckoutActionsBlock
 */
export const CHECKOUT_INNER_BLOCK_COMPONENTS: Readonly<
	Record< Exclude< CheckoutBlockName, typeof NAMES.CHECKOUT >, BlockComponentLike >
> = {
	[ NAMES.CHECKOUT_FIELDS ]: CheckoutFieldsBlock,
	[ NAMES.CHECKOUT_EXPRESS_PAYMENT ]: createExpressPaymentBlock( CHECKOUT ),
	[ NAMES.CHECKOUT_CONTACT_INFORMATION ]: ContactInformationBlock,
	[ NAMES.CHECKOUT_SHIPPING_METHOD ]: ShippingMethodBlock,
	[ NAMES.CHECKOUT_PICKUP_OPTIONS ]: PickupOptionsBlock,
	[ NAMES.CHECKOUT_SHIPPING_ADDRESS ]: ShippingAddressBlock,
	[ NAMES.CHECKOUT_BILLING_ADDRESS ]: BillingAddressBlock,
	[ NAMES.CHECKOUT_SHIPPING_METHODS ]: ShippingMethodsBlock,
	[ NAMES.CHECKOUT_PAYMENT ]: CheckoutPaymentBlock,
	[ NAMES.CHECKOUT_ADDITIONAL_INFORMATION ]: AdditionalInformationBlock,
	[ NAMES.CHECKOUT_ORDER_NOTE ]: CheckoutOrderNoteBlock,
	[ NAMES.CHECKOUT_TERMS ]: CheckoutTermsBlock,
	[ NAMES.CHECKOUT_ACTIONS ]: CheckoutActionsBlock,
	// The sidebar: the order summary and extensions' blocks.
	[ NAMES.CHECKOUT_TOTALS ]: createContainerBlock(
		'wc-block-components-sidebar',
		'wc-block-checkout__sidebar'
	),
	[ NAMES.CHECKOUT_ORDER_SUMMARY ]: CheckoutOrderSummaryBlock,
	[ NAMES.CHECKOUT_ORDER_SUMMARY_CART_ITEMS ]: CheckoutOrderSummaryCartItemsBlock,
	[ NAMES.CHECKOUT_ORDER_SUMMARY_COUPON_FORM ]: createCouponFormBlock( CHECKOUT ),
	[ NAMES.CHECKOUT_ORDER_SUMMARY_TOTALS ]: createContainerBlock( 'wc-block-checkout__totals' ),
	[ NAMES.CHECKOUT_ORDER_SUMMARY_SUBTOTAL ]: SubtotalBlock,
	[ NAMES.CHECKOUT_ORDER_SUMMARY_FEE ]: FeeBlock,
	[ NAMES.CHECKOUT_ORDER_SUMMARY_DISCOUNT ]: createDiscountBlock( CHECKOUT ),
	[ NAMES.CHECKOUT_ORDER_SUMMARY_SHIPPING ]: createShippingBlock( {
		config: CHECKOUT,
		blockName: NAMES.CHECKOUT_ORDER_SUMMARY_SHIPPING,
	} ),
	[ NAMES.CHECKOUT_ORDER_SUMMARY_TAXES ]: createTaxesBlock( {
		blockName: NAMES.CHECKOUT_ORDER_SUMMARY_TAXES,
	} ),
};
