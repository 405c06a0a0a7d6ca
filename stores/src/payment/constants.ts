/** The payment store constants: its key, statuses, error notice ids and active-method hook. */

/**
 * The payment store's key, WooCommerce's string.
 *
 * @example
 * select( PAYMENT_STORE_KEY ).getActivePaymentMethod();
 */
export const STORE_KEY = 'wc/store/payment';

/**
 * Payment statuses (spec 2 §4), WooCommerce's values.
 *
 * @example
 * select( paymentStore ).getState().status === STATUS.READY;
 */
export const STATUS = Object.freeze( {
	IDLE: 'idle',
	EXPRESS_STARTED: 'express_started',
	PROCESSING: 'processing',
	READY: 'ready',
	ERROR: 'has_error',
} as const );

/**
 * Id of the notice a failed or erroring payment setup shows (WooCommerce's
 * id, not dismissible); it is removed when the shopper picks another method.
 *
 * @example
 * removeNotice( PAYMENT_ERROR_NOTICE_ID, noticeContexts.PAYMENTS );
 */
export const PAYMENT_ERROR_NOTICE_ID = 'wc-payment-error';

/** Id of the notice an express payment method's error shows. */
export const EXPRESS_PAYMENT_ERROR_NOTICE_ID = 'wc-express-payment-error';

/** WordPress action fired when the active payment method changes. */
export const SET_ACTIVE_PAYMENT_METHOD_HOOK =
	'experimental__woocommerce_blocks-checkout-set-active-payment-method';
