/** Payment methods that failed to register or to check, kept for the administrators' notices. */

import { EXPRESS_PAYMENTS_NOTICE_CONTEXT, PAYMENTS_NOTICE_CONTEXT } from '../constants';
import { createListeners } from '../listeners';

/**
 * A payment method that failed to register, kept so the blocks layer can show
 * administrators the spec's notice ("There was an error registering the
 * payment method with id '%s': " + reason) with `formatRegistrationErrorNotice`.
 *
 * @example
 * const error: PaymentMethodRegistrationError = {
 * 	paymentMethodId: 'stripe',
 * 	express: false,
 * 	reason: 'The ariaLabel property for the payment method must be a string, received undefined.',
 * 	noticeId: 'wc-stripe-registration-error',
 * 	noticeContext: 'wc/checkout/payments',
 * };
 */
export interface PaymentMethodRegistrationError {
	/** The `paymentMethodId` (or `name`) of the config, `''` when it had neither. */
	paymentMethodId: string;
	express: boolean;
	/** The message of the error thrown to the plugin. */
	reason: string;
	/** WooCommerce's notice id: `wc-<paymentMethodId>-registration-error`. */
	noticeId: string;
	/** `wc/checkout/payments`, or `wc/checkout/express-payments` for express methods. */
	noticeContext: string;
}

let errors: readonly PaymentMethodRegistrationError[] = Object.freeze( [] );
const listeners = createListeners();

/**
 * WooCommerce's id for a payment method's registration or availability notice.
 *
 * @example
 * registrationNoticeId( 'bacs' ); // 'wc-bacs-registration-error'
 */
export const registrationNoticeId = ( paymentMethodId: string ): string =>
	`wc-${ paymentMethodId }-registration-error`;

/**
 * The notice context of a regular or express payment method.
 *
 * @example
 * paymentNoticeContext( true ); // 'wc/checkout/express-payments'
 */
export const paymentNoticeContext = ( express: boolean ): string =>
	express ? EXPRESS_PAYMENTS_NOTICE_CONTEXT : PAYMENTS_NOTICE_CONTEXT;

/**
 * Records a failed registration and tells subscribers. A newer failure of the
 * same method replaces the older one.
 *
 * @example
 * recordRegistrationError( 'stripe', false, error.message );
 */
export function recordRegistrationError(
	paymentMethodId: string,
	express: boolean,
	reason: string
): void {
	const error: PaymentMethodRegistrationError = {
		paymentMethodId,
		express,
		reason,
		noticeId: registrationNoticeId( paymentMethodId ),
		noticeContext: paymentNoticeContext( express ),
	};
	errors = Object.freeze( [ ...withoutMethod( paymentMethodId, express ), error ] );
	listeners.notify();
}

/**
 * Forgets the failures of a method that has now registered successfully.
 *
 * @example
 * forgetRegistrationErrors( 'stripe', false );
 */
export function forgetRegistrationErrors( paymentMethodId: string, express: boolean ): void {
	const remaining = withoutMethod( paymentMethodId, express );
	if ( remaining.length !== errors.length ) {
		errors = Object.freeze( remaining );
		listeners.notify();
	}
}

function withoutMethod( paymentMethodId: string, express: boolean ) {
	return errors.filter(
		( error ) => error.paymentMethodId !== paymentMethodId || error.express !== express
	);
}

/**
 * Every payment method registration that failed, oldest first. The array is
 * replaced, never mutated, so it can serve as a `useSyncExternalStore` snapshot.
 * Shown only to administrators (`isAdmin()`), which is the blocks layer's call.
 *
 * @example
 * getRegistrationErrors().map( ( e ) => formatRegistrationErrorNotice( e.paymentMethodId, e.reason ) );
 */
export function getRegistrationErrors(): readonly PaymentMethodRegistrationError[] {
	return errors;
}

/**
 * Calls `listener` whenever the registration errors change; returns the
 * unsubscribe function.
 *
 * @example
 * const unsubscribe = subscribeToRegistrationErrors( () => showAdminNotices( getRegistrationErrors() ) );
 */
export function subscribeToRegistrationErrors( listener: () => void ): () => void {
	return listeners.subscribe( listener );
}
