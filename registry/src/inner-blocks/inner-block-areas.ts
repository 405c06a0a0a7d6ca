/** The inner block areas a checkout block may name as its parent, and a check for them. */

/**
 * The inner block areas a checkout block may name as its parent, with
 * WooCommerce's exact values (wc-blocks-api §5.1). Note `PAYMENT_METHODS` is
 * the area inside the payment step, not the step block itself.
 *
 * @example
 * registerCheckoutBlock( {
 * 	metadata: { name: 'my-plugin/gift-note', parent: [ innerBlockAreas.CHECKOUT_FIELDS ] },
 * 	component: GiftNote,
 * } );
 */
export const innerBlockAreas = Object.freeze( {
	CHECKOUT: 'woocommerce/checkout',
	CHECKOUT_FIELDS: 'woocommerce/checkout-fields-block',
	CHECKOUT_TOTALS: 'woocommerce/checkout-totals-block',
	CONTACT_INFORMATION: 'woocommerce/checkout-contact-information-block',
	SHIPPING_ADDRESS: 'woocommerce/checkout-shipping-address-block',
	BILLING_ADDRESS: 'woocommerce/checkout-billing-address-block',
	SHIPPING_METHOD: 'woocommerce/checkout-shipping-method-block',
	SHIPPING_METHODS: 'woocommerce/checkout-shipping-methods-block',
	PICKUP_LOCATION: 'woocommerce/checkout-pickup-options-block',
	PAYMENT_METHODS: 'woocommerce/checkout-payment-methods-block',
	CART: 'woocommerce/cart',
	EMPTY_CART: 'woocommerce/empty-cart-block',
	FILLED_CART: 'woocommerce/filled-cart-block',
	CART_ITEMS: 'woocommerce/cart-items-block',
	CART_CROSS_SELLS: 'woocommerce/cart-cross-sells-block',
	CART_TOTALS: 'woocommerce/cart-totals-block',
	MINI_CART: 'woocommerce/mini-cart-contents',
	EMPTY_MINI_CART: 'woocommerce/empty-mini-cart-contents-block',
	FILLED_MINI_CART: 'woocommerce/filled-mini-cart-contents-block',
	MINI_CART_TITLE: 'woocommerce/mini-cart-title-block',
	MINI_CART_ITEMS: 'woocommerce/mini-cart-items-block',
	MINI_CART_FOOTER: 'woocommerce/mini-cart-footer-block',
	CART_ORDER_SUMMARY: 'woocommerce/cart-order-summary-block',
	CHECKOUT_ORDER_SUMMARY: 'woocommerce/checkout-order-summary-block',
} as const );

/**
 * One of the inner block area names.
 *
 * @example
 * const area: InnerBlockArea = 'woocommerce/checkout-fields-block';
 */
export type InnerBlockArea = ( typeof innerBlockAreas )[ keyof typeof innerBlockAreas ];

const areaNames: ReadonlySet< string > = new Set( Object.values( innerBlockAreas ) );

/**
 * Whether `blockName` is an inner block area, i.e. a block that hosts
 * registered checkout blocks.
 *
 * @example
 * hasInnerBlocks( 'woocommerce/checkout-fields-block' ); // true
 * hasInnerBlocks( 'core/paragraph' ); // false
 */
export function hasInnerBlocks( blockName: string ): blockName is InnerBlockArea {
	return areaNames.has( blockName );
}
