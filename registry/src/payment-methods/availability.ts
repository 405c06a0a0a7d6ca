/** Checks which payment methods can pay for the cart, reporting as they answer, in the shop's order. */

import { isAdmin } from '@cesta/settings';

import { CAN_MAKE_PAYMENT_TIMEOUT_MS } from '../constants';
import { canMakePaymentTimeoutMessage } from '../messages';
import { askPaymentMethod } from './ask-payment-method';
import type { CheckablePaymentMethod, PaymentMethodOutcome } from './ask-payment-method';
import type { CanMakePaymentArgument } from './can-make-payment-argument';
import { paymentNoticeContext, registrationNoticeId } from './registration-errors';
import type { PaymentMethodRegistrationError } from './registration-errors';
import { orderPaymentMethodNames, readPaymentMethodSortOrder } from './sort-order';
import { validateAvailabilityOptions } from './validate-availability-options';

/**
 * A method that failed its check (threw, answered `{ error }`, or timed out),
 * with WooCommerce's notice id and context. Reported only to administrators
 * and in the editor; show it with `formatRegistrationErrorNotice`.
 *
 * @example
 * createErrorNotice( formatRegistrationErrorNotice( e.paymentMethodId, e.reason ), { id: e.noticeId, context: e.noticeContext } );
 */
export interface PaymentMethodAvailabilityError extends PaymentMethodRegistrationError {
	paymentMethodName: string;
	timedOut: boolean;
}

/**
 * What is known of the methods' availability at one moment.
 *
 * @example
 * const { available, isComplete } = await checkPaymentMethodsAvailability( options );
 */
export interface PaymentMethodAvailability< M extends CheckablePaymentMethod > {
	/** Methods known to be available, in the final order (sort order, then registration). */
	available: M[];
	/** Failed checks (administrators and editor only), in the methods' order. */
	errors: PaymentMethodAvailabilityError[];
	/** Names still being checked, in order. */
	pending: string[];
	/** Names whose check ran out of time (they count as unavailable). */
	timedOut: string[];
	/** True once every method has an outcome. */
	isComplete: boolean;
}

/**
 * Options of `checkPaymentMethodsAvailability`.
 *
 * @example
 * const options: CheckPaymentMethodsAvailabilityOptions< RegisteredPaymentMethod > = {
 * 	paymentMethods: getPaymentMethods(),
 * 	canMakePaymentArgument: buildCanMakePaymentArgument( { cart } ),
 * };
 */
export interface CheckPaymentMethodsAvailabilityOptions< M extends CheckablePaymentMethod > {
	paymentMethods: Readonly< Record< string, M > >;
	canMakePaymentArgument: CanMakePaymentArgument;
	/** Express methods skip the check against the cart's `paymentMethods`. @default false */
	express?: boolean;
	/** @default the `paymentMethodSortOrder` setting */
	sortOrder?: readonly string[];
	/** Time box of each method's `canMakePayment`. @default CAN_MAKE_PAYMENT_TIMEOUT_MS (3000) */
	timeoutMs?: number;
	/** In the editor every method counts as available. @default false */
	isEditor?: boolean;
	/** Called after each method's outcome is known, and once when there is none to check. */
	onResult?: ( availability: PaymentMethodAvailability< M > ) => void;
	/** Aborting stops the reports and rejects the promise with the signal's reason. */
	signal?: AbortSignal;
}

/**
 * Works out which payment methods can be used for a cart. Every method is
 * asked at once and each answer is time-boxed, so a slow `canMakePayment`
 * never holds the others back. A method is available when it answers truthy;
 * a regular (non-express) method must also be in the cart's `paymentMethods`.
 *
 * "Render as soon as known": `onResult` is called each time one method's
 * outcome arrives. `available` then lists every method known to be available
 * so far, always in the final order; a method that answers late is inserted
 * at its place, before later-ranked methods that were already shown. Pick a
 * default method only when `isComplete` is true, or the first-ranked method
 * may be passed over because it answered last.
 *
 * @example
 * const { available, errors } = await checkPaymentMethodsAvailability( {
 * 	paymentMethods: getPaymentMethods(),
 * 	canMakePaymentArgument: buildCanMakePaymentArgument( { cart } ),
 * 	onResult: ( { available } ) => setAvailable( available.map( ( m ) => m.name ) ),
 * } );
 */
export async function checkPaymentMethodsAvailability< M extends CheckablePaymentMethod >(
	options: CheckPaymentMethodsAvailabilityOptions< M >
): Promise< PaymentMethodAvailability< M > > {
	validateAvailabilityOptions( options );
	const {
		paymentMethods,
		canMakePaymentArgument,
		express = false,
		sortOrder = readPaymentMethodSortOrder(),
		timeoutMs = CAN_MAKE_PAYMENT_TIMEOUT_MS,
		isEditor = false,
		onResult,
		signal,
	} = options;
	signal?.throwIfAborted();

	const order = orderPaymentMethodNames( Object.keys( paymentMethods ), sortOrder );
	const showErrors = isEditor || isAdmin();
	const available = new Set< string >();
	const pending = new Set( order );
	const timedOut = new Set< string >();
	const errors = new Map< string, PaymentMethodAvailabilityError >();

	const snapshot = (): PaymentMethodAvailability< M > => ( {
		available: order
			.filter( ( name ) => available.has( name ) )
			.map( ( name ) => paymentMethods[ name ]! ),
		errors: order.flatMap( ( name ) => errors.get( name ) ?? [] ),
		pending: order.filter( ( name ) => pending.has( name ) ),
		timedOut: order.filter( ( name ) => timedOut.has( name ) ),
		isComplete: pending.size === 0,
	} );
	const report = () => {
		if ( signal?.aborted || ! onResult ) {
			return;
		}
		try {
			onResult( snapshot() );
		} catch ( error ) {
			// The subscriber's bug must not stop the other methods' results.
			console.error( error );
		}
	};
	const settle = ( method: M, outcome: PaymentMethodOutcome ) => {
		pending.delete( method.name );
		if ( outcome.status === 'available' ) {
			available.add( method.name );
		} else if ( outcome.status === 'timeout' ) {
			timedOut.add( method.name );
		}
		if ( showErrors && ( outcome.status === 'error' || outcome.status === 'timeout' ) ) {
			errors.set( method.name, {
				paymentMethodName: method.name,
				paymentMethodId: method.paymentMethodId,
				express,
				reason:
					outcome.status === 'error'
						? outcome.reason
						: canMakePaymentTimeoutMessage( timeoutMs ),
				timedOut: outcome.status === 'timeout',
				noticeId: registrationNoticeId( method.paymentMethodId ),
				noticeContext: paymentNoticeContext( express ),
			} );
		}
		report();
	};

	const ask = ( method: M ): Promise< PaymentMethodOutcome > => {
		if ( isEditor ) {
			return Promise.resolve( { status: 'available' } );
		}
		if ( ! express && ! canMakePaymentArgument.paymentMethods.includes( method.name ) ) {
			return Promise.resolve( { status: 'unavailable' } );
		}
		return askPaymentMethod( method, canMakePaymentArgument, timeoutMs );
	};

	if ( order.length === 0 ) {
		report();
		return snapshot();
	}
	await new Promise< void >( ( resolve, reject ) => {
		const onAbort = () => reject( signal!.reason );
		signal?.addEventListener( 'abort', onAbort, { once: true } );
		for ( const name of order ) {
			const method = paymentMethods[ name ]!;
			void ask( method ).then( ( outcome ) => {
				settle( method, outcome );
				if ( pending.size === 0 ) {
					signal?.removeEventListener( 'abort', onAbort );
					resolve();
				}
			} );
		}
	} );
	return snapshot();
}
