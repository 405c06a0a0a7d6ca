/** The checkout store constants: its key, statuses, fallback notice id and submit hook. */

/**
 * The checkout store's key, WooCommerce's string.
 *
 * @example
 * select( CHECKOUT_STORE_KEY ).isProcessing();
 */
export const STORE_KEY = 'wc/store/checkout';

/**
 * Checkout statuses (spec 2 §4), WooCommerce's values with underscores.
 *
 * @example
 * if ( select( checkoutStore ).getCheckoutStatus() === STATUS.COMPLETE ) { … }
 */
export const STATUS = Object.freeze( {
	IDLE: 'idle',
	BEFORE_PROCESSING: 'before_processing',
	PROCESSING: 'processing',
	AFTER_PROCESSING: 'after_processing',
	COMPLETE: 'complete',
} as const );

/** Id of the fallback error notice the checkout shows in the `wc/checkout` context. */
export const CHECKOUT_NOTICE_ID = 'checkout';

/** WordPress action fired when the shopper submits (WooCommerce's analytics hook). */
export const SUBMIT_ACTION_HOOK = 'experimental__woocommerce_blocks-checkout-submit';
