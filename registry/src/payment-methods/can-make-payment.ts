/** A method's effective `canMakePayment`: its features, its own answer and the extensions' votes combined. */

import type { CanMakePaymentArgument } from './can-make-payment-argument';
import { extensionCallbacksAllow } from './extension-callbacks';
import type {
	CanMakePaymentCallback,
	CanMakePaymentError,
	CanMakePaymentReturnType,
} from './types';

/**
 * Whether a `canMakePayment` result is the `{ error: { message } }` form.
 *
 * @example
 * isCanMakePaymentError( { error: { message: 'No API key' } } ); // true
 */
export function isCanMakePaymentError( result: unknown ): result is CanMakePaymentError {
	return (
		typeof result === 'object' &&
		result !== null &&
		Boolean( ( result as { error?: unknown } ).error )
	);
}

const isThenable = ( value: unknown ): value is PromiseLike< unknown > =>
	( typeof value === 'object' || typeof value === 'function' ) &&
	value !== null &&
	typeof ( value as { then?: unknown } ).then === 'function';

/**
 * Whether every payment requirement of the cart is among `features`.
 *
 * @example
 * featuresCoverRequirements( [ 'products' ], [ 'products', 'subscriptions' ] ); // false
 */
export function featuresCoverRequirements(
	features: readonly string[],
	requirements: readonly string[] | undefined
): boolean {
	return ( requirements ?? [] ).every( ( requirement ) => features.includes( requirement ) );
}

/**
 * A method's effective `canMakePayment`: unavailable when its features do not
 * cover the cart's requirements (its own callback is then not asked), else
 * its own answer, and when that is positive, every extension callback for
 * its name must agree too. Synchronous answers stay synchronous.
 *
 * @example
 * const canMakePayment = combineCanMakePayment( config.canMakePayment, [ 'products' ], 'cod' );
 * canMakePayment( arg ); // true, false, { error } or a promise of one
 */
export function combineCanMakePayment(
	own: CanMakePaymentCallback,
	features: readonly string[],
	paymentMethodName: string
): CanMakePaymentCallback {
	return ( argument: CanMakePaymentArgument ): CanMakePaymentReturnType => {
		if ( ! featuresCoverRequirements( features, argument?.paymentRequirements ) ) {
			return false;
		}
		const withExtensions = < R >( result: R ): R | boolean =>
			result && ! isCanMakePaymentError( result )
				? extensionCallbacksAllow( paymentMethodName, argument )
				: result;
		const result = own( argument );
		if ( isThenable( result ) ) {
			return Promise.resolve( result ).then( withExtensions );
		}
		return withExtensions( result ) as CanMakePaymentReturnType;
	};
}
