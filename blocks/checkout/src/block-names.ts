/** The names of the Checkout block and of its inner blocks, as WooCommerce's markup carries them. */

/**
 * The names of the Checkout block and of every inner block of WooCommerce's
 * checkout, as its saved markup carries them in `data-block-name`.
 *
 * @example
 * CHECKOUT_BLOCK_NAMES.CHECKOUT_ACTIONS; // 'woocommerce/checkout-actions-block'
 */
export const CHECKOUT_BLOCK_NAMES = Object.freeze( {
	CHECKOUT: 'woocommerce/checkout',
	CHECKOUT_FIELDS: 'woocommerce/checkout-fields-block',
	CHECKOUT_TOTALS: 'woocommerce/checkout-totals-block',
	CHECKOUT_EXPRESS_PAYMENT: 'woocommerce/checkout-express-payment-block',
	CHECKOUT_CONTACT_INFORMATION: 'woocommerce/checkout-contact-information-block',
	CHECKOUT_SHIPPING_METHOD: 'woocommerce/checkout-shipping-method-block',
	CHECKOUT_PICKUP_OPTIONS: 'woocommerce/checkout-pickup-options-block',
	CHECKOUT_SHIPPING_ADDRESS: 'woocommerce/checkout-shipping-address-block',
	CHECKOUT_BILLING_ADDRESS: 'woocommerce/checkout-billing-address-block',
	CHECKOUT_SHIPPING_METHODS: 'woocommerce/checkout-shipping-methods-block',
	CHECKOUT_PAYMENT: 'woocommerce/checkout-payment-block',
	CHECKOUT_ADDITIONAL_INFORMATION: 'woocommerce/checkout-additional-information-block',
	CHECKOUT_ORDER_NOTE: 'woocommerce/checkout-order-note-block',
	CHECKOUT_TERMS: 'woocommerce/checkout-terms-block',
	CHECKOUT_ACTIONS: 'woocommerce/checkout-actions-block',
	CHECKOUT_ORDER_SUMMARY: 'woocommerce/checkout-order-summary-block',
	CHECKOUT_ORDER_SUMMARY_CART_ITEMS: 'woocommerce/checkout-order-summary-cart-items-block',
	CHECKOUT_ORDER_SUMMARY_COUPON_FORM: 'woocommerce/checkout-order-summary-coupon-form-block',
	CHECKOUT_ORDER_SUMMARY_TOTALS: 'woocommerce/checkout-order-summary-totals-block',
	CHECKOUT_ORDER_SUMMARY_SUBTOTAL: 'woocommerce/checkout-order-summary-subtotal-block',
	CHECKOUT_ORDER_SUMMARY_FEE: 'woocommerce/checkout-order-summary-fee-block',
	CHECKOUT_ORDER_SUMMARY_DISCOUNT: 'woocommerce/checkout-order-summary-discount-block',
	CHECKOUT_ORDER_SUMMARY_SHIPPING: 'woocommerce/checkout-order-summary-shipping-block',
	CHECKOUT_ORDER_SUMMARY_TAXES: 'woocommerce/checkout-order-summary-taxes-block',
} as const );

/**
 * One of the Checkout block's names.
 *
 * @example
 * const name: CheckoutBlockName = 'woocommerce/checkout-payment-block';
 */
export type CheckoutBlockName =
	( typeof CHECKOUT_BLOCK_NAMES )[ keyof typeof CHECKOUT_BLOCK_NAMES ];
