/** The names of the Cart block and of its inner blocks, as WooCommerce's markup carries them. */

/**
 * The names of the Cart block and of every inner block it renders, as
 * WooCommerce's saved markup carries them in `data-block-name`.
 *
 * @example
 * CART_BLOCK_NAMES.CART_LINE_ITEMS; // 'woocommerce/cart-line-items-block'
 */
export const CART_BLOCK_NAMES = Object.freeze( {
	CART: 'woocommerce/cart',
	FILLED_CART: 'woocommerce/filled-cart-block',
	EMPTY_CART: 'woocommerce/empty-cart-block',
	CART_ITEMS: 'woocommerce/cart-items-block',
	CART_LINE_ITEMS: 'woocommerce/cart-line-items-block',
	CART_CROSS_SELLS: 'woocommerce/cart-cross-sells-block',
	CART_CROSS_SELLS_PRODUCTS: 'woocommerce/cart-cross-sells-products-block',
	CART_TOTALS: 'woocommerce/cart-totals-block',
	CART_ORDER_SUMMARY: 'woocommerce/cart-order-summary-block',
	CART_ORDER_SUMMARY_HEADING: 'woocommerce/cart-order-summary-heading-block',
	CART_ORDER_SUMMARY_COUPON_FORM: 'woocommerce/cart-order-summary-coupon-form-block',
	CART_ORDER_SUMMARY_TOTALS: 'woocommerce/cart-order-summary-totals-block',
	CART_ORDER_SUMMARY_SUBTOTAL: 'woocommerce/cart-order-summary-subtotal-block',
	CART_ORDER_SUMMARY_FEE: 'woocommerce/cart-order-summary-fee-block',
	CART_ORDER_SUMMARY_DISCOUNT: 'woocommerce/cart-order-summary-discount-block',
	CART_ORDER_SUMMARY_SHIPPING: 'woocommerce/cart-order-summary-shipping-block',
	CART_ORDER_SUMMARY_TAXES: 'woocommerce/cart-order-summary-taxes-block',
	CART_EXPRESS_PAYMENT: 'woocommerce/cart-express-payment-block',
	PROCEED_TO_CHECKOUT: 'woocommerce/proceed-to-checkout-block',
	CART_ACCEPTED_PAYMENT_METHODS: 'woocommerce/cart-accepted-payment-methods-block',
} as const );

/**
 * One of the Cart block's names.
 *
 * @example
 * const name: CartBlockName = 'woocommerce/cart-totals-block';
 */
export type CartBlockName = ( typeof CART_BLOCK_NAMES )[ keyof typeof CART_BLOCK_NAMES ];
