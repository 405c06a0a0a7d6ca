/** What a simulated gateway decided about a payment: statuses, details and redirect. */

import type { PaymentStatus } from '@cesta/types';

/**
 * What a gateway decided about a payment.
 *
 * @example
 * const outcome: PaymentOutcome = { paymentStatus: 'success', orderStatus: 'on-hold', details: [], redirectUrl: '…' };
 */
export interface PaymentOutcome {
	paymentStatus: Exclude< PaymentStatus, '' >;
	orderStatus: string;
	details: Array< { key: string; value: string } >;
	redirectUrl: string;
}
