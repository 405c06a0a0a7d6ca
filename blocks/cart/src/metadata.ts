/** The metadata of the Cart block and its inner blocks — name, parents, attributes — read from their block.json files, the one source the editor, mountBlocks and the markup writer share. */

import type { BlockAttributeDefinitions } from '@cesta/blocks-shared';

import * as cart from '../block-json/cart/block.json';
import * as filledCart from '../block-json/filled-cart-block/block.json';
import * as emptyCart from '../block-json/empty-cart-block/block.json';
import * as cartItems from '../block-json/cart-items-block/block.json';
import * as cartLineItems from '../block-json/cart-line-items-block/block.json';
import * as cartCrossSells from '../block-json/cart-cross-sells-block/block.json';
import * as cartCrossSellsProducts from '../block-json/cart-cross-sells-products-block/block.json';
import * as cartTotals from '../block-json/cart-totals-block/block.json';
import * as cartOrderSummary from '../block-json/cart-order-summary-block/block.json';
import * as cartOrderSummaryHeading from '../block-json/cart-order-summary-heading-block/block.json';
import * as cartOrderSummaryCouponForm from '../block-json/cart-order-summary-coupon-form-block/block.json';
import * as cartOrderSummaryTotals from '../block-json/cart-order-summary-totals-block/block.json';
import * as cartOrderSummarySubtotal from '../block-json/cart-order-summary-subtotal-block/block.json';
import * as cartOrderSummaryFee from '../block-json/cart-order-summary-fee-block/block.json';
import * as cartOrderSummaryDiscount from '../block-json/cart-order-summary-discount-block/block.json';
import * as cartOrderSummaryShipping from '../block-json/cart-order-summary-shipping-block/block.json';
import * as cartOrderSummaryTaxes from '../block-json/cart-order-summary-taxes-block/block.json';
import * as cartExpressPayment from '../block-json/cart-express-payment-block/block.json';
import * as proceedToCheckout from '../block-json/proceed-to-checkout-block/block.json';
import * as cartAcceptedPaymentMethods from '../block-json/cart-accepted-payment-methods-block/block.json';
import type { CartBlockName } from './block-names';
import { errors } from './messages';

/**
 * What the frontend reads of the block.json of one of the Cart block's
 * inner blocks (`block-json/<slug>/block.json` in this package): its name,
 * the blocks it may sit in and its attributes with their defaults.
 *
 * @example
 * const heading: CartBlockMetadata = {
 * 	name: 'woocommerce/cart-order-summary-heading-block',
 * 	parent: [ 'woocommerce/cart-order-summary-block' ],
 * 	attributes: { content: { type: 'string', default: '' } },
 * };
 */
export interface CartBlockMetadata {
	name: Exclude< CartBlockName, 'woocommerce/cart' >;
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
): CartBlockMetadata => ( {
	name: name as CartBlockMetadata[ 'name' ],
	parent,
	attributes: attributes as BlockAttributeDefinitions,
} );

/**
 * The attributes of the top-level Cart block (WooCommerce's, including the
 * ones it keeps for blocks saved by its first version), from its block.json.
 *
 * @example
 * CART_BLOCK_ATTRIBUTES.hasDarkControls.default; // false
 */
export const CART_BLOCK_ATTRIBUTES: BlockAttributeDefinitions =
	cart.attributes as BlockAttributeDefinitions;

/**
 * The metadata of every inner block of the Cart block, from its block.json,
 * in the order of WooCommerce's default cart template. The subtotal, fee,
 * discount, shipping and taxes rows accept two parents: WooCommerce moved
 * them into a totals wrapper, and older saved markup has them straight in
 * the order summary.
 *
 * @example
 * CART_INNER_BLOCKS_METADATA.find( ( block ) => block.name === 'woocommerce/proceed-to-checkout-block' )?.attributes.buttonLabel;
 */
export const CART_INNER_BLOCKS_METADATA: readonly CartBlockMetadata[] = Object.freeze( [
	inner( filledCart.name, filledCart.parent, filledCart.attributes ),
	inner( emptyCart.name, emptyCart.parent, emptyCart.attributes ),
	inner( cartItems.name, cartItems.parent, cartItems.attributes ),
	inner( cartLineItems.name, cartLineItems.parent, cartLineItems.attributes ),
	inner( cartCrossSells.name, cartCrossSells.parent, cartCrossSells.attributes ),
	inner(
		cartCrossSellsProducts.name,
		cartCrossSellsProducts.parent,
		cartCrossSellsProducts.attributes
	),
	inner( cartTotals.name, cartTotals.parent, cartTotals.attributes ),
	inner( cartOrderSummary.name, cartOrderSummary.parent, cartOrderSummary.attributes ),
	inner(
		cartOrderSummaryHeading.name,
		cartOrderSummaryHeading.parent,
		cartOrderSummaryHeading.attributes
	),
	inner(
		cartOrderSummaryCouponForm.name,
		cartOrderSummaryCouponForm.parent,
		cartOrderSummaryCouponForm.attributes
	),
	inner(
		cartOrderSummaryTotals.name,
		cartOrderSummaryTotals.parent,
		cartOrderSummaryTotals.attributes
	),
	inner(
		cartOrderSummarySubtotal.name,
		cartOrderSummarySubtotal.parent,
		cartOrderSummarySubtotal.attributes
	),
	inner( cartOrderSummaryFee.name, cartOrderSummaryFee.parent, cartOrderSummaryFee.attributes ),
	inner(
		cartOrderSummaryDiscount.name,
		cartOrderSummaryDiscount.parent,
		cartOrderSummaryDiscount.attributes
	),
	inner(
		cartOrderSummaryShipping.name,
		cartOrderSummaryShipping.parent,
		cartOrderSummaryShipping.attributes
	),
	inner(
		cartOrderSummaryTaxes.name,
		cartOrderSummaryTaxes.parent,
		cartOrderSummaryTaxes.attributes
	),
	inner( cartExpressPayment.name, cartExpressPayment.parent, cartExpressPayment.attributes ),
	inner( proceedToCheckout.name, proceedToCheckout.parent, proceedToCheckout.attributes ),
	inner(
		cartAcceptedPaymentMethods.name,
		cartAcceptedPaymentMethods.parent,
		cartAcceptedPaymentMethods.attributes
	),
] );

/**
 * The metadata of one inner block of the Cart block.
 *
 * @example
 * getCartInnerBlockMetadata( 'woocommerce/cart-order-summary-taxes-block' ).attributes.showRateAfterTaxName;
 */
export function getCartInnerBlockMetadata( name: CartBlockName ): CartBlockMetadata {
	const metadata = CART_INNER_BLOCKS_METADATA.find( ( block ) => block.name === name );
	if ( ! metadata ) {
		throw new TypeError( errors.notAnInnerBlock( name ) );
	}
	return metadata;
}
