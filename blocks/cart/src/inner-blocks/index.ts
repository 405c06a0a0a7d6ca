/** The component of each inner block of the Cart block, by block name: the cart's own, and the shared ones with the cart's parameters. */

import {
	CART_BLOCK_CONFIG as CART,
	createContainerBlock,
	createCouponFormBlock,
	createDiscountBlock,
	createExpressPaymentBlock,
	createOrderSummaryBlock,
	createOrderSummaryHeadingBlock,
	createShippingBlock,
	createTaxesBlock,
	FeeBlock,
	ShippingRateSelector,
	SubtotalBlock,
} from '@cesta/cart-checkout-shared';
import type { BlockComponentLike } from '@cesta/registry';

import { CART_BLOCK_NAMES as NAMES } from '../block-names';
import type { CartBlockName } from '../block-names';
import { labels } from '../messages';
import { AcceptedPaymentMethodsBlock } from './accepted-payment-methods-block';
import { CartCrossSellsBlock } from './cross-sells/cart-cross-sells-block';
import { CartCrossSellsProductsBlock } from './cross-sells/cart-cross-sells-products-block';
import { EmptyCartBlock } from './empty-cart-block';
import { FilledCartBlock } from './filled-cart-block';
import { CartLineItemsBlock } from './line-items/cart-line-items-block';
import { ProceedToCheckoutBlock } from './proceed-to-checkout-block';

/**
 * The component of each inner block of the Cart block. The order summary's
 * rows, the coupon form and the express payments are the ones the Checkout
 * shares (`@cesta/cart-checkout-shared`), made with the cart's parameters:
 * its block names, the `wc/cart` notices, the `woocommerce/cart` slot fill
 * context, the `wc-block-cart__…` class names and the "Cart totals" heading.
 *
 * @example
 * CART_INNER_BLOCK_COMPONENTS[ 'woocommerce/cart-order-summary-taxes-block' ]; // the shared taxes row
 */
export const CART_INNER_BLOCK_COMPONENTS: Readonly<
	Record< Exclude< CartBlockName, typeof NAMES.CART >, BlockComponentLike >
> = {
	[ NAMES.FILLED_CART ]: FilledCartBlock,
	[ NAMES.EMPTY_CART ]: EmptyCartBlock,
	// The main column (lines, cross-sells) and the sidebar (summary, express payment, checkout button).
	[ NAMES.CART_ITEMS ]: createContainerBlock( 'wc-block-components-main', 'wc-block-cart__main' ),
	[ NAMES.CART_LINE_ITEMS ]: CartLineItemsBlock,
	[ NAMES.CART_CROSS_SELLS ]: CartCrossSellsBlock,
	[ NAMES.CART_CROSS_SELLS_PRODUCTS ]: CartCrossSellsProductsBlock,
	[ NAMES.CART_TOTALS ]: createContainerBlock(
		'wc-block-components-sidebar',
		'wc-block-cart__sidebar'
	),
	[ NAMES.CART_ORDER_SUMMARY ]: createOrderSummaryBlock( CART ),
	[ NAMES.CART_ORDER_SUMMARY_HEADING ]: createOrderSummaryHeadingBlock( {
		config: CART,
		blockName: NAMES.CART_ORDER_SUMMARY_HEADING,
		defaultContent: labels.cartTotals,
	} ),
	[ NAMES.CART_ORDER_SUMMARY_COUPON_FORM ]: createCouponFormBlock( CART ),
	[ NAMES.CART_ORDER_SUMMARY_TOTALS ]: createContainerBlock( 'wc-block-cart__totals' ),
	[ NAMES.CART_ORDER_SUMMARY_SUBTOTAL ]: SubtotalBlock,
	[ NAMES.CART_ORDER_SUMMARY_FEE ]: FeeBlock,
	[ NAMES.CART_ORDER_SUMMARY_DISCOUNT ]: createDiscountBlock( CART ),
	[ NAMES.CART_ORDER_SUMMARY_SHIPPING ]: createShippingBlock( {
		config: CART,
		blockName: NAMES.CART_ORDER_SUMMARY_SHIPPING,
		rateChoice: ShippingRateSelector,
	} ),
	[ NAMES.CART_ORDER_SUMMARY_TAXES ]: createTaxesBlock( {
		blockName: NAMES.CART_ORDER_SUMMARY_TAXES,
	} ),
	[ NAMES.CART_EXPRESS_PAYMENT ]: createExpressPaymentBlock( CART ),
	[ NAMES.PROCEED_TO_CHECKOUT ]: ProceedToCheckoutBlock,
	[ NAMES.CART_ACCEPTED_PAYMENT_METHODS ]: AcceptedPaymentMethodsBlock,
};
