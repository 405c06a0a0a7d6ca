/** The block.json-like metadata of the Checkout block and its inner blocks: parents, attributes and defaults. */

import type { BlockAttributeDefinition, BlockAttributeDefinitions } from '@cesta/blocks-shared';
import { TAXES_BLOCK_ATTRIBUTES } from '@cesta/cart-checkout-shared/attributes';

import { CHECKOUT_BLOCK_NAMES as NAMES } from './block-names';
import type { CheckoutBlockName } from './block-names';
import { ADDITIONAL_INFORMATION_BLOCK_METADATA } from './inner-blocks/additional-information/metadata';
import { BILLING_ADDRESS_BLOCK_METADATA } from './inner-blocks/billing-address/metadata';
import { CONTACT_INFORMATION_BLOCK_METADATA } from './inner-blocks/contact-information/metadata';
import { PICKUP_OPTIONS_BLOCK_METADATA } from './inner-blocks/pickup-options/metadata';
import { SHIPPING_ADDRESS_BLOCK_METADATA } from './inner-blocks/shipping-address/metadata';
import { SHIPPING_METHOD_BLOCK_METADATA } from './inner-blocks/shipping-method/metadata';
import { SHIPPING_METHODS_BLOCK_METADATA } from './inner-blocks/shipping-methods/metadata';
import { errors } from './messages';

/**
 * The block.json-like metadata of one of the Checkout block's inner blocks:
 * its name, the blocks it may sit in and its attributes with their defaults
 * (WooCommerce 9.9's). Translated defaults (step titles, button labels) are
 * `''` here: an empty value means "the block's own text", translated when it
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

const lock = ( remove: boolean, move: boolean ): BlockAttributeDefinition => ( {
	type: 'object',
	default: { remove, move },
} );

const className: BlockAttributeDefinition = { type: 'string', default: '' };

/**
 * The attributes every checkout step (a `FormStep`) has: its heading, the
 * sentence under it and whether it is numbered. `''` stands for the step's
 * own, translated, title and description.
 *
 * @example
 * FORM_STEP_ATTRIBUTES.showStepNumber.default; // true
 */
export const FORM_STEP_ATTRIBUTES: Readonly< BlockAttributeDefinitions > = Object.freeze( {
	title: { type: 'string', default: '' },
	description: { type: 'string', default: '' },
	showStepNumber: { type: 'boolean', default: true },
} );

const inner = (
	name: CheckoutBlockMetadata[ 'name' ],
	parent: string[],
	attributes: BlockAttributeDefinitions
): CheckoutBlockMetadata => ( { name, parent, attributes } );

const step = ( name: CheckoutBlockMetadata[ 'name' ] ): CheckoutBlockMetadata =>
	inner( name, [ NAMES.CHECKOUT_FIELDS ], {
		...FORM_STEP_ATTRIBUTES,
		className,
		lock: lock( true, true ),
	} );

// A step's metadata as its own folder defines it (typed with a plain name there).
const own = ( metadata: {
	name: string;
	parent: readonly string[];
	attributes: BlockAttributeDefinitions;
} ): CheckoutBlockMetadata => metadata as CheckoutBlockMetadata;

// WooCommerce's rows sit in the totals wrapper; markup saved before the
// wrapper existed has them straight in the order summary, so both are parents
// (the order summary is also the inner block area extensions' rows name).
const TOTALS_PARENTS = [ NAMES.CHECKOUT_ORDER_SUMMARY_TOTALS, NAMES.CHECKOUT_ORDER_SUMMARY ];

/**
 * The attributes of the top-level Checkout block, as its frontend reads
 * them: block alignment, numbered steps, dark controls and the rate after
 * the tax names.
 *
 * @example
 * CHECKOUT_BLOCK_ATTRIBUTES.showFormStepNumbers.default; // false
 */
export const CHECKOUT_BLOCK_ATTRIBUTES: BlockAttributeDefinitions = Object.freeze( {
	isPreview: { type: 'boolean', default: false },
	hasDarkControls: { type: 'boolean', default: false },
	showRateAfterTaxName: { type: 'boolean', default: false },
	showFormStepNumbers: { type: 'boolean', default: false },
	align: { type: 'string', default: 'wide' },
} );

/**
 * The metadata of every inner block of the Checkout block, in the order of
 * WooCommerce's default checkout template.
 *
 * @example
 * CHECKOUT_INNER_BLOCKS_METADATA.map( ( block ) => block.name );
 */
export const CHECKOUT_INNER_BLOCKS_METADATA: readonly CheckoutBlockMetadata[] = Object.freeze( [
	inner( NAMES.CHECKOUT_FIELDS, [ NAMES.CHECKOUT ], { className, lock: lock( true, true ) } ),
	inner( NAMES.CHECKOUT_EXPRESS_PAYMENT, [ NAMES.CHECKOUT_FIELDS ], {
		showButtonStyles: { type: 'boolean', default: false },
		buttonHeight: { type: 'string', default: '48' },
		buttonBorderRadius: { type: 'string', default: '4' },
		className,
		lock: lock( true, true ),
	} ),
	// The contact, address and shipping steps' metadata lives beside them.
	own( CONTACT_INFORMATION_BLOCK_METADATA ),
	own( SHIPPING_METHOD_BLOCK_METADATA ),
	own( PICKUP_OPTIONS_BLOCK_METADATA ),
	own( SHIPPING_ADDRESS_BLOCK_METADATA ),
	own( BILLING_ADDRESS_BLOCK_METADATA ),
	own( SHIPPING_METHODS_BLOCK_METADATA ),
	step( NAMES.CHECKOUT_PAYMENT ),
	own( ADDITIONAL_INFORMATION_BLOCK_METADATA ),
	inner( NAMES.CHECKOUT_ORDER_NOTE, [ NAMES.CHECKOUT_FIELDS ], {
		className,
		lock: lock( false, true ),
	} ),
	inner( NAMES.CHECKOUT_TERMS, [ NAMES.CHECKOUT_FIELDS ], {
		className,
		checkbox: { type: 'boolean', default: false },
		// '' stands for WooCommerce's text with the terms and privacy links.
		text: { type: 'string', default: '' },
		showSeparator: { type: 'boolean', default: true },
	} ),
	inner( NAMES.CHECKOUT_ACTIONS, [ NAMES.CHECKOUT_FIELDS ], {
		lock: lock( true, true ),
		cartPageId: { type: 'number', default: 0 },
		showReturnToCart: { type: 'boolean', default: false },
		className,
		priceSeparator: { type: 'string', default: '·' },
		placeOrderButtonLabel: { type: 'string', default: '' },
		returnToCartButtonLabel: { type: 'string', default: '' },
	} ),
	inner( NAMES.CHECKOUT_TOTALS, [ NAMES.CHECKOUT ], {
		className,
		checkbox: { type: 'boolean', default: false },
		text: { type: 'string', default: '' },
	} ),
	inner( NAMES.CHECKOUT_ORDER_SUMMARY, [ NAMES.CHECKOUT_TOTALS ], {
		lock: { type: 'object', default: { remove: true } },
	} ),
	inner( NAMES.CHECKOUT_ORDER_SUMMARY_CART_ITEMS, [ NAMES.CHECKOUT_ORDER_SUMMARY ], {
		className,
		disableProductDescriptions: { type: 'boolean', default: false },
		lock: lock( true, false ),
	} ),
	inner( NAMES.CHECKOUT_ORDER_SUMMARY_COUPON_FORM, [ NAMES.CHECKOUT_ORDER_SUMMARY ], {
		className,
		lock: lock( false, false ),
		displayCouponForm: { type: 'boolean', default: true },
	} ),
	inner( NAMES.CHECKOUT_ORDER_SUMMARY_TOTALS, [ NAMES.CHECKOUT_ORDER_SUMMARY ], {
		className,
		lock: lock( true, false ),
	} ),
	inner( NAMES.CHECKOUT_ORDER_SUMMARY_SUBTOTAL, TOTALS_PARENTS, {
		className,
		lock: lock( true, true ),
	} ),
	inner( NAMES.CHECKOUT_ORDER_SUMMARY_FEE, TOTALS_PARENTS, {
		className,
		lock: lock( true, true ),
	} ),
	inner( NAMES.CHECKOUT_ORDER_SUMMARY_DISCOUNT, TOTALS_PARENTS, {
		className,
		lock: lock( true, true ),
	} ),
	inner( NAMES.CHECKOUT_ORDER_SUMMARY_SHIPPING, TOTALS_PARENTS, { lock: lock( true, true ) } ),
	inner( NAMES.CHECKOUT_ORDER_SUMMARY_TAXES, TOTALS_PARENTS, {
		className,
		lock: lock( true, true ),
		...TAXES_BLOCK_ATTRIBUTES,
	} ),
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
