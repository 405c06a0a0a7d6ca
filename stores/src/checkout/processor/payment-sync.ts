/** Keeps the payment status in step with the checkout's status and error flag (spec 2 §4). */

import type { DataRegistry } from '@wordpress/data';

import { STATUS as PAYMENT_STATUS, STORE_KEY as PAYMENT_STORE_KEY } from '../../payment/constants';
import { STATUS } from '../constants';

/** The parts of the checkout the processor reacts to. */
export interface CheckoutSnapshot {
	status: string;
	hasError: boolean;
	isCalculating: boolean;
}

/**
 * Keeps the payment status in step with the checkout (spec 2 §4): payment
 * returns to idle when the checkout becomes idle while payment is not ready,
 * or when the checkout gets an error while payment is ready.
 *
 * @example
 * syncPaymentStatus( registry, before, after );
 */
export function syncPaymentStatus(
	registry: DataRegistry,
	before: CheckoutSnapshot,
	after: CheckoutSnapshot
): void {
	const payment = registry.select( PAYMENT_STORE_KEY );
	const paymentStatus = payment.getState().status;
	const becameIdle = after.status === STATUS.IDLE && before.status !== STATUS.IDLE;
	const gotError = after.hasError && ! before.hasError;
	if (
		( becameIdle && paymentStatus !== PAYMENT_STATUS.READY ) ||
		( gotError && paymentStatus === PAYMENT_STATUS.READY )
	) {
		registry.dispatch( PAYMENT_STORE_KEY ).__internalSetPaymentIdle();
	}
}
