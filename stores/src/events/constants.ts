/**
 * The values payment integrations compare observer responses and notice
 * contexts against. They are WooCommerce's exact strings, so code written for
 * `emitResponse.responseTypes` / `emitResponse.noticeContexts` works unchanged.
 */
import { EXPRESS_PAYMENTS_NOTICE_CONTEXT, PAYMENTS_NOTICE_CONTEXT } from '@cesta/registry';

/**
 * Observer response types.
 *
 * @example
 * onPaymentSetup( () => ( { type: responseTypes.SUCCESS, meta: { paymentMethodData: { token } } } ) );
 */
export const responseTypes = Object.freeze( {
	SUCCESS: 'success',
	FAIL: 'failure',
	ERROR: 'error',
} as const );

/**
 * The notice areas of the cart and checkout.
 *
 * @example
 * dispatch( 'core/notices' ).createErrorNotice( message, { context: noticeContexts.PAYMENTS } );
 */
export const noticeContexts = Object.freeze( {
	CART: 'wc/cart',
	CHECKOUT: 'wc/checkout',
	// The registry, below the stores, files registration errors under these two.
	PAYMENTS: PAYMENTS_NOTICE_CONTEXT,
	EXPRESS_PAYMENTS: EXPRESS_PAYMENTS_NOTICE_CONTEXT,
	CONTACT_INFORMATION: 'wc/checkout/contact-information',
	SHIPPING_ADDRESS: 'wc/checkout/shipping-address',
	BILLING_ADDRESS: 'wc/checkout/billing-address',
	SHIPPING_METHODS: 'wc/checkout/shipping-methods',
	CHECKOUT_ACTIONS: 'wc/checkout/checkout-actions',
} as const );

/**
 * Checkout event names (spec 2 §4).
 *
 * @example
 * emitter.subscribe( CHECKOUT_EVENTS.CHECKOUT_SUCCESS, observer );
 */
export const CHECKOUT_EVENTS = Object.freeze( {
	CHECKOUT_VALIDATION: 'checkout_validation',
	CHECKOUT_SUCCESS: 'checkout_success',
	CHECKOUT_FAIL: 'checkout_fail',
} as const );

/**
 * Payment event names.
 *
 * @example
 * emitter.subscribe( PAYMENT_EVENTS.PAYMENT_SETUP, observer );
 */
export const PAYMENT_EVENTS = Object.freeze( {
	PAYMENT_SETUP: 'payment_setup',
} as const );

/**
 * Shipping event names. Their observers' return values are ignored.
 *
 * @example
 * emitter.subscribe( SHIPPING_EVENTS.SHIPPING_RATES_FAIL, ( { hasInvalidAddress } ) => … );
 */
export const SHIPPING_EVENTS = Object.freeze( {
	SHIPPING_RATES_SUCCESS: 'shipping_rates_success',
	SHIPPING_RATES_FAIL: 'shipping_rates_fail',
	SHIPPING_RATE_SELECT_SUCCESS: 'shipping_rate_select_success',
	SHIPPING_RATE_SELECT_FAIL: 'shipping_rate_select_fail',
} as const );

/** Observers registered without a priority get this one; lower runs first (spec 2 §9). */
export const DEFAULT_OBSERVER_PRIORITY = 10;
