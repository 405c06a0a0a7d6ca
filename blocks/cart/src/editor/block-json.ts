/** The Cart's block.json files as a whole, for the editor: what `registerBlockType` reads (titles, descriptions, supports…). */

import type { EditorBlockMetadata } from '@cesta/blocks-shared/editor';

import cartJson from '../../block-json/cart/block.json';
import filledCartJson from '../../block-json/filled-cart-block/block.json';
import emptyCartJson from '../../block-json/empty-cart-block/block.json';
import cartItemsJson from '../../block-json/cart-items-block/block.json';
import cartLineItemsJson from '../../block-json/cart-line-items-block/block.json';
import cartCrossSellsJson from '../../block-json/cart-cross-sells-block/block.json';
import cartCrossSellsProductsJson from '../../block-json/cart-cross-sells-products-block/block.json';
import cartTotalsJson from '../../block-json/cart-totals-block/block.json';
import cartOrderSummaryJson from '../../block-json/cart-order-summary-block/block.json';
import cartOrderSummaryHeadingJson from '../../block-json/cart-order-summary-heading-block/block.json';
import cartOrderSummaryCouponFormJson from '../../block-json/cart-order-summary-coupon-form-block/block.json';
import cartOrderSummaryTotalsJson from '../../block-json/cart-order-summary-totals-block/block.json';
import cartOrderSummarySubtotalJson from '../../block-json/cart-order-summary-subtotal-block/block.json';
import cartOrderSummaryFeeJson from '../../block-json/cart-order-summary-fee-block/block.json';
import cartOrderSummaryDiscountJson from '../../block-json/cart-order-summary-discount-block/block.json';
import cartOrderSummaryShippingJson from '../../block-json/cart-order-summary-shipping-block/block.json';
import cartOrderSummaryTaxesJson from '../../block-json/cart-order-summary-taxes-block/block.json';
import cartExpressPaymentJson from '../../block-json/cart-express-payment-block/block.json';
import proceedToCheckoutJson from '../../block-json/proceed-to-checkout-block/block.json';
import cartAcceptedPaymentMethodsJson from '../../block-json/cart-accepted-payment-methods-block/block.json';

/**
 * The block.json of the top-level Cart block.
 *
 * @example
 * registerEditorBlock( CART_BLOCK_JSON, { edit: CartEdit } );
 */
export const CART_BLOCK_JSON: EditorBlockMetadata = cartJson;

/**
 * The block.json of every inner block of the Cart block, in the order of
 * WooCommerce's default cart template.
 *
 * @example
 * CART_INNER_BLOCKS_JSON.map( ( metadata ) => metadata.title ); // [ 'Filled Cart', 'Empty Cart', … ]
 */
export const CART_INNER_BLOCKS_JSON: readonly EditorBlockMetadata[] = [
	filledCartJson,
	emptyCartJson,
	cartItemsJson,
	cartLineItemsJson,
	cartCrossSellsJson,
	cartCrossSellsProductsJson,
	cartTotalsJson,
	cartOrderSummaryJson,
	cartOrderSummaryHeadingJson,
	cartOrderSummaryCouponFormJson,
	cartOrderSummaryTotalsJson,
	cartOrderSummarySubtotalJson,
	cartOrderSummaryFeeJson,
	cartOrderSummaryDiscountJson,
	cartOrderSummaryShippingJson,
	cartOrderSummaryTaxesJson,
	cartExpressPaymentJson,
	proceedToCheckoutJson,
	cartAcceptedPaymentMethodsJson,
];
