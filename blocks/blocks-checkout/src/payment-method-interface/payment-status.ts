/** A payment method's paymentStatus: the store's flags, plus WooCommerce's deprecated ones that warn. */

import deprecated from '@wordpress/deprecated';

import { DEPRECATIONS } from '../messages';
import type { PaymentMethodPaymentStatus } from './types';

/**
 * The payment store's flags a payment method sees.
 *
 * @example
 * const flags: PaymentStatusFlags = { isIdle: true, isStarted: false, isProcessing: false, hasError: false, isReady: false, isDoingExpressPayment: false };
 */
export type PaymentStatusFlags = Omit<
	PaymentMethodPaymentStatus,
	'isPristine' | 'isFinished' | 'hasFailed' | 'isSuccessful'
>;

const warnOnRead = (
	key: keyof typeof DEPRECATIONS,
	read: () => boolean
): PropertyDescriptor => ( {
	get() {
		const { feature, alternative } = DEPRECATIONS[ key ];
		deprecated( feature, { alternative, plugin: 'Cesta', since: '0.1.0' } );
		return read();
	},
	enumerable: false,
} );

/**
 * `paymentStatus`: the flags, plus WooCommerce's deprecated `isPristine`,
 * `isFinished`, `hasFailed` and `isSuccessful`, which warn when read. They
 * are not enumerable, so `{ ...paymentStatus }` or logging it never warns.
 *
 * @example
 * buildPaymentStatus( flags ).isPristine; // warns: use paymentStatus.isIdle
 */
export function buildPaymentStatus( flags: PaymentStatusFlags ): PaymentMethodPaymentStatus {
	const status = { ...flags };
	Object.defineProperties( status, {
		isPristine: warnOnRead( 'isPristine', () => flags.isIdle ),
		isFinished: warnOnRead( 'isFinished', () => flags.hasError || flags.isReady ),
		hasFailed: warnOnRead( 'hasFailed', () => flags.hasError ),
		isSuccessful: warnOnRead( 'isSuccessful', () => flags.isReady ),
	} );
	return Object.freeze( status ) as PaymentMethodPaymentStatus;
}
