/** Extensions' votes on payment methods' availability, registered by namespace. */

import { isRecord } from '../is-record';
import {
	duplicateExtensionNamespaceMessage,
	extensionArgumentMessage,
	extensionCallbackNotFunctionMessage,
	extensionCallbackThrewMessage,
} from '../messages';
import type { CanMakePaymentArgument } from './can-make-payment-argument';
import type { CanMakePaymentExtensionCallback, PaymentMethodExtensionCallbacks } from './types';

const callbacksByNamespace = new Map< string, Map< string, CanMakePaymentExtensionCallback > >();

/**
 * Lets an extension vote on payment methods' availability. A method is
 * available only if its own `canMakePayment` and every extension callback
 * registered for its name agree. Each namespace registers once: a second call
 * is logged and ignored; a callback that is not a function is logged and
 * skipped; a callback that throws is logged and does not block the method.
 *
 * @example
 * registerPaymentMethodExtensionCallbacks( 'my-shipping-plugin', {
 * 	cod: ( arg ) => ! arg.selectedShippingMethods[ 0 ]?.startsWith( 'pickup_location' ),
 * } );
 */
export function registerPaymentMethodExtensionCallbacks(
	namespace: string,
	callbacks: PaymentMethodExtensionCallbacks
): void {
	if ( typeof namespace !== 'string' || namespace === '' ) {
		throw new TypeError(
			extensionArgumentMessage( 'namespace', 'a non-empty string', namespace )
		);
	}
	if ( ! isRecord( callbacks ) ) {
		throw new TypeError(
			extensionArgumentMessage(
				'callbacks',
				'an object of payment method name → callback',
				callbacks
			)
		);
	}
	if ( callbacksByNamespace.has( namespace ) ) {
		console.error( duplicateExtensionNamespaceMessage( namespace ) );
		return;
	}
	const accepted = new Map< string, CanMakePaymentExtensionCallback >();
	for ( const [ paymentMethodName, callback ] of Object.entries( callbacks ) ) {
		if ( typeof callback === 'function' ) {
			accepted.set( paymentMethodName, callback );
		} else {
			console.error(
				extensionCallbackNotFunctionMessage( namespace, paymentMethodName, callback )
			);
		}
	}
	callbacksByNamespace.set( namespace, accepted );
}

/**
 * Whether every extension callback registered for `paymentMethodName` allows
 * it. Read at call time, so extensions registered after the method count.
 *
 * @example
 * extensionCallbacksAllow( 'cod', arg ); // false when an extension vetoes cash on delivery
 */
export function extensionCallbacksAllow(
	paymentMethodName: string,
	argument: CanMakePaymentArgument
): boolean {
	for ( const [ namespace, callbacks ] of callbacksByNamespace ) {
		const callback = callbacks.get( paymentMethodName );
		if ( ! callback ) {
			continue;
		}
		try {
			if ( ! callback( argument ) ) {
				return false;
			}
		} catch ( error ) {
			// A broken extension must not take a working gateway away from shoppers.
			console.error( extensionCallbackThrewMessage( namespace, paymentMethodName ), error );
		}
	}
	return true;
}
