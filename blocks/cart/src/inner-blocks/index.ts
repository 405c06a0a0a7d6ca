/** The component of each inner block of the Cart block, by block name. */

import type { BlockComponentLike } from '@cesta/registry';

import { CART_BLOCK_NAMES as NAMES } from '../block-names';
import type { CartBlockName } from '../block-names';
import { AcceptedPaymentMethodsBlock } from './accepted-payment-methods-block';
import { CartItemsBlock } from './cart-items-block';
import { CartTotalsBlock } from './cart-totals-block';
import { CartCrossSellsBlock } from './cross-sells/cart-cross-sells-block';
import { CartCrossSellsProductsBlock } from './cross-sells/cart-cross-sells-products-block';
import { EmptyCartBlock } from './empty-cart-block';
import { CartExpressPaymentBlock } from './express-payment-block';
import { FilledCartBlock } from './filled-cart-block';
import { CartLineItemsBlock } from './line-items/cart-line-items-block';
import { CartOrderSummaryBlock } from './order-summary/cart-order-summary-block';
import { CouponFormBlock } from './order-summary/coupon-form-block';
import { DiscountBlock } from './order-summary/discount-block';
import { FeeBlock } from './order-summary/fee-block';
import { OrderSummaryHeadingBlock } from './order-summary/heading-block';
import { ShippingBlock } from './order-summary/shipping-block';
import { SubtotalBlock } from './order-summary/subtotal-block';
import { TaxesBlock } from './order-summary/taxes-block';
import { OrderSummaryTotalsBlock } from './order-summary/totals-block';
import { ProceedToCheckoutBlock } from './proceed-to-checkout-block';

/**
 * The component of each inner block of the Cart block.
 *
 * @example
 * CART_INNER_BLOCK_COMPONENTS[ 'woocommerce/cart-totals-block' ]; // CartTotalsBlock
 */
export const CART_INNER_BLOCK_COMPONENTS: Readonly<
	Record< Exclude< CartBlockName, typeof NAMES.CART >, BlockComponentLike >
> = {
	[ NAMES.FILLED_CART ]: FilledCartBlock,
	[ NAMES.EMPTY_CART ]: EmptyCartBlock,
	[ NAMES.CART_ITEMS ]: CartItemsBlock,
	[ NAMES.CART_LINE_ITEMS ]: CartLineItemsBlock,
	[ NAMES.CART_CROSS_SELLS ]: CartCrossSellsBlock,
	[ NAMES.CART_CROSS_SELLS_PRODUCTS ]: CartCrossSellsProductsBlock,
	[ NAMES.CART_TOTALS ]: CartTotalsBlock,
	[ NAMES.CART_ORDER_SUMMARY ]: CartOrderSummaryBlock,
	[ NAMES.CART_ORDER_SUMMARY_HEADING ]: OrderSummaryHeadingBlock,
	[ NAMES.CART_ORDER_SUMMARY_COUPON_FORM ]: CouponFormBlock,
	[ NAMES.CART_ORDER_SUMMARY_TOTALS ]: OrderSummaryTotalsBlock,
	[ NAMES.CART_ORDER_SUMMARY_SUBTOTAL ]: SubtotalBlock,
	[ NAMES.CART_ORDER_SUMMARY_FEE ]: FeeBlock,
	[ NAMES.CART_ORDER_SUMMARY_DISCOUNT ]: DiscountBlock,
	[ NAMES.CART_ORDER_SUMMARY_SHIPPING ]: ShippingBlock,
	[ NAMES.CART_ORDER_SUMMARY_TAXES ]: TaxesBlock,
	[ NAMES.CART_EXPRESS_PAYMENT ]: CartExpressPaymentBlock,
	[ NAMES.PROCEED_TO_CHECKOUT ]: ProceedToCheckoutBlock,
	[ NAMES.CART_ACCEPTED_PAYMENT_METHODS ]: AcceptedPaymentMethodsBlock,
};
