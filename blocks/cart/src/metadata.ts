/** The block.json-like metadata of the Cart block and its inner blocks: parents, attributes and defaults. */

import type { BlockAttributeDefinition, BlockAttributeDefinitions } from '@cesta/blocks-shared';
import {
	HEADING_BLOCK_ATTRIBUTES,
	SHIPPING_BLOCK_ATTRIBUTES,
	TAXES_BLOCK_ATTRIBUTES,
} from '@cesta/cart-checkout-shared/attributes';

import { CART_BLOCK_NAMES as NAMES } from './block-names';
import type { CartBlockName } from './block-names';
import { errors } from './messages';

/**
 * The block.json-like metadata of one of the Cart block's blocks: its name,
 * the blocks it may sit in and its attributes with their defaults.
 *
 * @example
 * const heading: CartBlockMetadata = {
 * 	name: 'woocommerce/cart-order-summary-heading-block',
 * 	parent: [ 'woocommerce/cart-order-summary-block' ],
 * 	attributes: { content: { type: 'string', default: 'Cart totals' } },
 * };
 */
export interface CartBlockMetadata {
	name: Exclude< CartBlockName, 'woocommerce/cart' >;
	parent: string[];
	attributes: BlockAttributeDefinitions;
}

const lock = ( remove: boolean, move: boolean ): BlockAttributeDefinition => ( {
	type: 'object',
	default: { remove, move },
} );

const inner = (
	name: CartBlockMetadata[ 'name' ],
	parent: string[],
	attributes: BlockAttributeDefinitions = {}
): CartBlockMetadata => ( {
	name,
	parent,
	attributes: { lock: lock( true, true ), ...attributes },
} );

// WooCommerce moved the subtotal, fee, discount, shipping and taxes blocks into
// a totals wrapper; older saved markup has them straight in the order summary,
// so both parents are accepted.
const TOTALS_PARENTS = [ NAMES.CART_ORDER_SUMMARY_TOTALS, NAMES.CART_ORDER_SUMMARY ];

/**
 * The attributes of the top-level Cart block (WooCommerce's, including the
 * ones it keeps for blocks saved by its first version).
 *
 * @example
 * CART_BLOCK_ATTRIBUTES.hasDarkControls.default; // false
 */
export const CART_BLOCK_ATTRIBUTES: BlockAttributeDefinitions = Object.freeze( {
	isPreview: { type: 'boolean', default: false },
	hasDarkControls: { type: 'boolean', default: false },
	isShippingCalculatorEnabled: { type: 'boolean', default: true },
	checkoutPageId: { type: 'number', default: 0 },
	showRateAfterTaxName: { type: 'boolean', default: true },
	align: { type: 'string', default: 'wide' },
} );

/**
 * The metadata of every inner block of the Cart block, in the order of
 * WooCommerce's default cart template.
 *
 * @example
 * CART_INNER_BLOCKS_METADATA.find( ( block ) => block.name === 'woocommerce/proceed-to-checkout-block' )?.attributes.buttonLabel;
 */
export const CART_INNER_BLOCKS_METADATA: readonly CartBlockMetadata[] = Object.freeze( [
	inner( NAMES.FILLED_CART, [ NAMES.CART ] ),
	inner( NAMES.EMPTY_CART, [ NAMES.CART ] ),
	inner( NAMES.CART_ITEMS, [ NAMES.FILLED_CART ] ),
	inner( NAMES.CART_LINE_ITEMS, [ NAMES.CART_ITEMS ] ),
	inner( NAMES.CART_CROSS_SELLS, [ NAMES.CART_ITEMS ], { lock: lock( false, false ) } ),
	inner( NAMES.CART_CROSS_SELLS_PRODUCTS, [ NAMES.CART_CROSS_SELLS ], {
		columns: { type: 'number', default: 3 },
	} ),
	inner( NAMES.CART_TOTALS, [ NAMES.FILLED_CART ] ),
	inner( NAMES.CART_ORDER_SUMMARY, [ NAMES.CART_TOTALS ] ),
	inner( NAMES.CART_ORDER_SUMMARY_HEADING, [ NAMES.CART_ORDER_SUMMARY ], {
		lock: lock( false, false ),
		...HEADING_BLOCK_ATTRIBUTES,
	} ),
	inner( NAMES.CART_ORDER_SUMMARY_COUPON_FORM, [ NAMES.CART_ORDER_SUMMARY ], {
		lock: lock( false, false ),
	} ),
	inner( NAMES.CART_ORDER_SUMMARY_TOTALS, [ NAMES.CART_ORDER_SUMMARY ] ),
	inner( NAMES.CART_ORDER_SUMMARY_SUBTOTAL, TOTALS_PARENTS ),
	inner( NAMES.CART_ORDER_SUMMARY_FEE, TOTALS_PARENTS ),
	inner( NAMES.CART_ORDER_SUMMARY_DISCOUNT, TOTALS_PARENTS ),
	inner( NAMES.CART_ORDER_SUMMARY_SHIPPING, TOTALS_PARENTS, SHIPPING_BLOCK_ATTRIBUTES ),
	inner( NAMES.CART_ORDER_SUMMARY_TAXES, TOTALS_PARENTS, TAXES_BLOCK_ATTRIBUTES ),
	inner( NAMES.CART_EXPRESS_PAYMENT, [ NAMES.CART_TOTALS ] ),
	inner( NAMES.PROCEED_TO_CHECKOUT, [ NAMES.CART_TOTALS ], {
		checkoutPageId: { type: 'number', default: 0 },
		buttonLabel: { type: 'string', default: '' },
	} ),
	inner( NAMES.CART_ACCEPTED_PAYMENT_METHODS, [ NAMES.CART_TOTALS ] ),
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
