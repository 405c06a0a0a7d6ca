/**
 * The Checkout block's default template — WooCommerce's default checkout
 * page, as a tree of `[ name, attributes, innerBlocks ]` — which both the
 * markup writer (`renderCheckoutBlockMarkup`) and the editor (each block
 * type's `template`) read, so the saved markup of a new Checkout block is
 * the server's. React-free.
 */
import { CHECKOUT_BLOCK_NAMES as NAMES } from './block-names';

/**
 * One block of a template: its name, the attributes it differs from its
 * block.json defaults by, and its inner blocks — the shape of
 * `@wordpress/blocks`' templates.
 *
 * @example
 * const terms: CheckoutTemplateBlock = [ 'woocommerce/checkout-terms-block', { checkbox: true }, [] ];
 */
export type CheckoutTemplateBlock = [
	name: string,
	attributes: Record< string, unknown >,
	innerBlocks: CheckoutTemplateBlock[],
];

const block = (
	name: string,
	innerBlocks: CheckoutTemplateBlock[] = []
): CheckoutTemplateBlock => [ name, {}, innerBlocks ];

const blocks = ( names: string[] ): CheckoutTemplateBlock[] =>
	names.map( ( name ) => block( name ) );

/**
 * The inner blocks of a new Checkout block, as WooCommerce's default
 * checkout page holds them: the fields column (express payment, contact
 * information, delivery or pickup, pickup locations, shipping and billing
 * addresses, shipping options, payment, additional information, order
 * note, terms, actions) and the totals column (the order summary with its
 * items, coupon form and totals rows). Every block keeps its block.json
 * defaults.
 *
 * @example
 * checkoutTemplate().map( ( [ name ] ) => name );
 * // [ 'woocommerce/checkout-fields-block', 'woocommerce/checkout-totals-block' ]
 */
export function checkoutTemplate(): CheckoutTemplateBlock[] {
	return [
		block(
			NAMES.CHECKOUT_FIELDS,
			blocks( [
				NAMES.CHECKOUT_EXPRESS_PAYMENT,
				NAMES.CHECKOUT_CONTACT_INFORMATION,
				NAMES.CHECKOUT_SHIPPING_METHOD,
				NAMES.CHECKOUT_PICKUP_OPTIONS,
				NAMES.CHECKOUT_SHIPPING_ADDRESS,
				NAMES.CHECKOUT_BILLING_ADDRESS,
				NAMES.CHECKOUT_SHIPPING_METHODS,
				NAMES.CHECKOUT_PAYMENT,
				NAMES.CHECKOUT_ADDITIONAL_INFORMATION,
				NAMES.CHECKOUT_ORDER_NOTE,
				NAMES.CHECKOUT_TERMS,
				NAMES.CHECKOUT_ACTIONS,
			] )
		),
		block( NAMES.CHECKOUT_TOTALS, [
			block( NAMES.CHECKOUT_ORDER_SUMMARY, [
				block( NAMES.CHECKOUT_ORDER_SUMMARY_CART_ITEMS ),
				block( NAMES.CHECKOUT_ORDER_SUMMARY_COUPON_FORM ),
				block(
					NAMES.CHECKOUT_ORDER_SUMMARY_TOTALS,
					blocks( [
						NAMES.CHECKOUT_ORDER_SUMMARY_SUBTOTAL,
						NAMES.CHECKOUT_ORDER_SUMMARY_FEE,
						NAMES.CHECKOUT_ORDER_SUMMARY_DISCOUNT,
						NAMES.CHECKOUT_ORDER_SUMMARY_SHIPPING,
						NAMES.CHECKOUT_ORDER_SUMMARY_TAXES,
					] )
				),
			] ),
		] ),
	];
}

/**
 * The template of one block of the Checkout's default template: its inner
 * blocks there (what the editor applies when that block is empty), or `[]`.
 *
 * @example
 * innerTemplateOf( 'woocommerce/checkout-order-summary-block' ).map( ( [ name ] ) => name );
 * // [ 'woocommerce/checkout-order-summary-cart-items-block', 'woocommerce/checkout-order-summary-coupon-form-block', 'woocommerce/checkout-order-summary-totals-block' ]
 */
export function innerTemplateOf(
	name: string,
	template: CheckoutTemplateBlock[] = checkoutTemplate()
): CheckoutTemplateBlock[] {
	if ( name === NAMES.CHECKOUT ) {
		return template;
	}
	for ( const [ blockName, , innerBlocks ] of template ) {
		if ( blockName === name ) {
			return innerBlocks;
		}
		const found = innerTemplateOf( name, innerBlocks );
		if ( found.length > 0 ) {
			return found;
		}
	}
	return [];
}
