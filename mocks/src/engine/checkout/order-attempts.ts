/** The answers to order attempts named by an idempotency key, kept per session for replay. */

import type { CheckoutResponse } from '@cesta/types';

import { MAX_KEPT_ORDER_ATTEMPTS } from '../core/constants';

/** What `POST /checkout` answered to one attempt. */
export interface OrderAttemptAnswer {
	status: number;
	body: CheckoutResponse;
}

/** An attempt's outcome: its answer, or the Store API error it was refused with. */
export type OrderAttemptOutcome = { answer: OrderAttemptAnswer } | { error: unknown };

/** Who sends an attempt: their session, and the billing email the order is for. */
export interface OrderAttemptSender {
	sessionId: string;
	email?: string;
}

/**
 * The answers to order attempts, by idempotency key: the first answer to a
 * key is the answer to every repeat of it by the same shopper — the same
 * session, or the same billing email (placing an order may start the guest's
 * next session, and a lost answer's retry then comes from it). Another
 * visitor sending the same string is another attempt.
 *
 * @example
 * const attempts = createOrderAttempts();
 * attempts.remember( key, { sessionId, email }, { answer: placeOrder( deps, session, input ) } );
 * attempts.find( key, { sessionId, email } ); // { answer: { status: 200, body: … } }
 */
export interface OrderAttempts {
	find( key: string, sender: OrderAttemptSender ): OrderAttemptOutcome | undefined;
	remember( key: string, sender: OrderAttemptSender, outcome: OrderAttemptOutcome ): void;
}

/**
 * An empty log of order attempts, keeping the latest `MAX_KEPT_ORDER_ATTEMPTS`.
 *
 * @example
 * const attempts = createOrderAttempts();
 */
export function createOrderAttempts(): OrderAttempts {
	const attempts = new Map<
		string,
		{ sender: OrderAttemptSender; outcome: OrderAttemptOutcome }
	>();
	const normalise = ( email?: string ) => email?.trim().toLowerCase() || undefined;
	const sameShopper = ( a: OrderAttemptSender, b: OrderAttemptSender ) =>
		a.sessionId === b.sessionId ||
		( normalise( a.email ) !== undefined && normalise( a.email ) === normalise( b.email ) );
	return {
		find( key, sender ) {
			const attempt = attempts.get( key );
			return attempt && sameShopper( attempt.sender, sender ) ? attempt.outcome : undefined;
		},
		remember( key, sender, outcome ) {
			attempts.delete( key );
			attempts.set( key, { sender, outcome } );
			if ( attempts.size > MAX_KEPT_ORDER_ATTEMPTS ) {
				attempts.delete( attempts.keys().next().value as string );
			}
		},
	};
}
