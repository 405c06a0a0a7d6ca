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

/**
 * The answers to order attempts, by session and idempotency key: the first
 * answer to a key is the answer to every repeat of it, in that session only
 * (another visitor's key, even the same string, is another attempt).
 *
 * @example
 * const attempts = createOrderAttempts();
 * attempts.remember( sessionId, key, { answer: placeOrder( deps, session, input ) } );
 * attempts.find( sessionId, key ); // { answer: { status: 200, body: … } }
 */
export interface OrderAttempts {
	find( sessionId: string, key: string ): OrderAttemptOutcome | undefined;
	remember( sessionId: string, key: string, outcome: OrderAttemptOutcome ): void;
}

/**
 * An empty log of order attempts, keeping the latest `MAX_KEPT_ORDER_ATTEMPTS`.
 *
 * @example
 * const attempts = createOrderAttempts();
 */
export function createOrderAttempts(): OrderAttempts {
	const outcomes = new Map< string, OrderAttemptOutcome >();
	const id = ( sessionId: string, key: string ) => `${ sessionId }\u0000${ key }`;
	return {
		find: ( sessionId, key ) => outcomes.get( id( sessionId, key ) ),
		remember( sessionId, key, outcome ) {
			outcomes.set( id( sessionId, key ), outcome );
			if ( outcomes.size > MAX_KEPT_ORDER_ATTEMPTS ) {
				outcomes.delete( outcomes.keys().next().value as string );
			}
		},
	};
}
