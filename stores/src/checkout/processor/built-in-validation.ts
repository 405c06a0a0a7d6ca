/** The checkout's own `checkout_validation` observer: validation, payment and shipping errors block the order. */

import type { DataRegistry } from '@wordpress/data';

import { getCartShippingErrorStatus, SHIPPING_ERROR_STATUS } from '../../cart/shipping-status';
import { noticeContexts } from '../../events/constants';
import { notices } from '../../messages';
import { STORE_KEY as PAYMENT_STORE_KEY } from '../../payment/constants';
import { STORE_KEY as VALIDATION_STORE_KEY } from '../../validation/constants';

/**
 * Id of the validation error the shipping step sets when the order has no
 * rate to ship with (WooCommerce's); it makes the submit say "Sorry, this
 * order requires a shipping option." (spec 2 §5).
 *
 * @example
 * dispatch( validationStore ).setValidationErrors( { [ SHIPPING_RATES_ERROR_ID ]: { message: '…', hidden: true } } );
 */
export const SHIPPING_RATES_ERROR_ID = 'shipping-rates-error';

/** Priority of the checkout's own validation: before every extension's. */
export const BUILT_IN_VALIDATION_PRIORITY = 0;

/**
 * The checkout's own `checkout_validation` observer (spec 2 §5, order
 * submission): every validation error is shown and blocks the order (not
 * while an express method pays), then a payment error, then a shipping
 * error. Answers `true` when the order may go.
 *
 * @example
 * emitter.subscribe( 'checkout_validation', createBuiltInValidation( registry ), BUILT_IN_VALIDATION_PRIORITY );
 */
export function createBuiltInValidation( registry: DataRegistry ) {
	return () => {
		const payment = registry.select( PAYMENT_STORE_KEY );
		const validation = registry.select( VALIDATION_STORE_KEY );
		if ( ! payment.isExpressPaymentMethodActive() && validation.hasValidationErrors() ) {
			registry.dispatch( VALIDATION_STORE_KEY ).showAllValidationErrors();
			return validation.getValidationError( SHIPPING_RATES_ERROR_ID )
				? { type: 'error', errorMessage: notices.shippingOptionRequired() }
				: { type: 'error' };
		}
		if ( payment.hasPaymentError() ) {
			return {
				type: 'error',
				errorMessage: notices.paymentOptionProblem(),
				context: noticeContexts.PAYMENTS,
			};
		}
		const shippingStatus = getCartShippingErrorStatus( registry );
		if ( shippingStatus !== SHIPPING_ERROR_STATUS.NONE ) {
			return {
				type: 'error',
				errorMessage: notices.shippingOptionProblem(),
				context: noticeContexts.SHIPPING_METHODS,
			};
		}
		return true;
	};
}
