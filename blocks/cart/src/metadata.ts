/** The metadata of the Cart block and its inner blocks, read from their block.json files (the one source the editor, mountBlocks and the markup writer share). */

import type { BlockAttributeDefinitions } from '@cesta/blocks-shared';

import cartJson from '../block-json/cart/block.json';
import filledCartJson from '../block-json/filled-cart-block/block.json';
import emptyCartJson from '../block-json/empty-cart-block/block.json';
import cartItemsJson from '../block-json/cart-items-block/block.json';
import cartLineItemsJson from '../block-json/cart-line-items-block/block.json';
import cartCrossSellsJson from '../block-json/cart-cross-sells-block/block.json';
import cartCrossSellsProductsJson from '../block-json/cart-cross-sells-products-block/block.json';
import cartTotalsJson from '../block-json/cart-totals-block/block.json';
import cartOrderSummaryJson from '../block-json/cart-order-summary-block/block.json';
import cartOrderSummaryHeadingJson from '../block-json/cart-order-summary-heading-block/block.json';
import cartOrderSummaryCouponFormJson from '../block-json/cart-order-summary-coupon-form-block/block.json';
import cartOrderSummaryTotalsJson from '../block-json/cart-order-summary-totals-block/block.json';
import cartOrderSummarySubtotalJson from '../block-json/cart-order-summary-subtotal-block/block.json';
import cartOrderSummaryFeeJson from '../block-json/cart-order-summary-fee-block/block.json';
import cartOrderSummaryDiscountJson from '../block-json/cart-order-summary-discount-block/block.json';
import cartOrderSummaryShippingJson from '../block-json/cart-order-summary-shipping-block/block.json';
import cartOrderSummaryTaxesJson from '../block-json/cart-order-summary-taxes-block/block.json';
import cartExpressPaymentJson from '../block-json/cart-express-payment-block/block.json';
import proceedToCheckoutJson from '../block-json/proceed-to-checkout-block/block.json';
import cartAcceptedPaymentMethodsJson from '../block-json/cart-accepted-payment-methods-block/block.json';
import type { CartBlockName } from './block-names';
import { errors } from './messages';

/**
 * The block.json of one of the Cart block's blocks (`block-json/<slug>/block.json`
 * in this package, shipped for `register_block_type()`): its name, the
 * blocks it may sit in, its attributes with their defaults, and what the
 * editor reads (title, description, category, supports, text domain).
 *
 * @example
 * const heading: CartBlockMetadata = {
 * 	name: 'woocommerce/cart-order-summary-heading-block',
 * 	title: 'Heading',
 * 	parent: [ 'woocommerce/cart-order-summary-block' ],
 * 	attributes: { content: { type: 'string', default: '' } },
 * };
 */
export interface CartBlockMetadata {
	name: Exclude< CartBlockName, 'woocommerce/cart' >;
	title: string;
	parent: string[];
	attributes: BlockAttributeDefinitions;
	description?: string;
	category?: string;
	keywords?: string[];
	supports?: Record< string, unknown >;
	textdomain?: string;
	apiVersion?: number;
	[ key: string ]: unknown;
}

/**
 * The block.json of the top-level Cart block.
 *
 * @example
 * CART_BLOCK_METADATA.supports; // { align: [ 'wide' ], html: false, multiple: false }
 */
export const CART_BLOCK_METADATA: Readonly<
	Omit< CartBlockMetadata, 'name' | 'parent' > & { name: 'woocommerce/cart' }
> = Object.freeze(
	cartJson as Omit< CartBlockMetadata, 'name' | 'parent' > & {
		name: 'woocommerce/cart';
	}
);

/**
 * The attributes of the top-level Cart block (WooCommerce's, including the
 * ones it keeps for blocks saved by its first version), from its block.json.
 *
 * @example
 * CART_BLOCK_ATTRIBUTES.hasDarkControls.default; // false
 */
export const CART_BLOCK_ATTRIBUTES: BlockAttributeDefinitions = CART_BLOCK_METADATA.attributes;

/**
 * The block.json of every inner block of the Cart block, in the order of
 * WooCommerce's default cart template. The subtotal, fee, discount, shipping
 * and taxes rows accept two parents: WooCommerce moved them into a totals
 * wrapper, and older saved markup has them straight in the order summary.
 *
 * @example
 * CART_INNER_BLOCKS_METADATA.find( ( block ) => block.name === 'woocommerce/proceed-to-checkout-block' )?.attributes.buttonLabel;
 */
export const CART_INNER_BLOCKS_METADATA: readonly CartBlockMetadata[] = Object.freeze( [
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
] as CartBlockMetadata[] );

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
