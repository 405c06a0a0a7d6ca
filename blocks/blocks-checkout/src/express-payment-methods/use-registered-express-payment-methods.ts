/** useRegisteredExpressPaymentMethods: every registered express method, following late registrations. */

import { useSyncExternalStore } from '@wordpress/element';
import { getExpressPaymentMethods, subscribeToPaymentMethods } from '@cesta/registry';
import type { RegisteredExpressPaymentMethod } from '@cesta/registry';

/**
 * Every registered express method (available or not), re-rendering when a
 * plugin registers one late.
 *
 * @example
 * const registered = useRegisteredExpressPaymentMethods();
 * Object.keys( registered ).length > 0;
 */
export function useRegisteredExpressPaymentMethods(): Readonly<
	Record< string, RegisteredExpressPaymentMethod >
> {
	return useSyncExternalStore(
		subscribeToPaymentMethods,
		getExpressPaymentMethods,
		getExpressPaymentMethods
	);
}
