/** Types of the checkout events: observer responses, observer callbacks and registrars. */

import type { responseTypes } from './constants';

/**
 * One of `'success'`, `'failure'`, `'error'`.
 *
 * @example
 * const type: ResponseType = 'failure';
 */
export type ResponseType = ( typeof responseTypes )[ keyof typeof responseTypes ];

/**
 * What an observer answers. Which members are read depends on the event:
 * `checkout_validation` reads `errorMessage`, `validationErrors` and
 * `context`; `payment_setup` reads `meta`, `message`, `messageContext` and
 * `validationErrors`; `checkout_success` / `checkout_fail` read `message`,
 * `messageContext` and `retry`.
 *
 * @example
 * const failure: ObserverResponse = { type: 'failure', message: 'Card declined', retry: true };
 */
export interface ObserverResponse {
	type: ResponseType;
	message?: string;
	messageContext?: string;
	retry?: boolean;
	/** From `checkout_success` / `checkout_fail`: where to send the shopper on completion. */
	redirectUrl?: string;
	errorMessage?: string;
	context?: string;
	validationErrors?: Record< string, { message: string; hidden?: boolean } >;
	meta?: ObserverResponseMeta;
}

/**
 * Data a `payment_setup` observer hands back.
 *
 * @example
 * const meta: ObserverResponseMeta = { paymentMethodData: { token: 'tok_1' } };
 */
export interface ObserverResponseMeta {
	paymentMethodData?: Record< string, unknown >;
	billingAddress?: Record< string, unknown >;
	shippingAddress?: Record< string, unknown >;
	/** Deprecated alias of `billingAddress`. */
	billingData?: Record< string, unknown >;
	/** Deprecated alias: `shippingData.address` is the shipping address. */
	shippingData?: { address?: Record< string, unknown > };
}

/**
 * An observer: may return a response, `true`, nothing, or a promise of those.
 *
 * @example
 * const observer: ObserverCallback = async () => ( { type: 'success' } );
 */
export type ObserverCallback< TData = never > = ( data: TData ) => unknown;

/**
 * Registers an observer and returns the function that removes it.
 *
 * @example
 * const unsubscribe = onCheckoutSuccess( observer, 5 );
 */
export type EventRegistrar< TData = never > = (
	callback: ObserverCallback< TData >,
	priority?: number
) => () => void;
