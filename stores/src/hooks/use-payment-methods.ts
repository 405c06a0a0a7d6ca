/** Hooks listing the available payment and express payment methods, keeping availability current. */

import { useRegistry, useSelect } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';
import { getExpressPaymentMethods, getPaymentMethods } from '@cesta/registry';
import type { RegisteredExpressPaymentMethod, RegisteredPaymentMethod } from '@cesta/registry';

import { startPaymentMethodsAvailability } from '../payment/availability';
import { paymentStore } from '../payment';

/**
 * The registered methods the payment store lists as available, in its order,
 * keeping availability current while mounted. Shared by both hooks below.
 */
function useAvailableMethods< M >(
	express: boolean,
	getRegistered: () => Readonly< Record< string, M > >
): { paymentMethods: Record< string, M >; isInitialized: boolean } {
	const registry = useRegistry();
	useEffect( () => startPaymentMethodsAvailability( registry ), [ registry ] );
	const { available, isInitialized } = useSelect(
		( select ) => {
			const payment = select( paymentStore );
			return express
				? {
						available: payment.getAvailableExpressPaymentMethods(),
						isInitialized: payment.expressPaymentMethodsInitialized(),
					}
				: {
						available: payment.getAvailablePaymentMethods(),
						isInitialized: payment.paymentMethodsInitialized(),
					};
		},
		[ express ]
	);
	const paymentMethods = useMemo( () => {
		const registered = getRegistered();
		return Object.fromEntries(
			Object.keys( available )
				.filter( ( name ) => name in registered )
				.map( ( name ) => [ name, registered[ name ]! ] )
		);
	}, [ available, getRegistered ] );
	return { paymentMethods, isInitialized };
}

/**
 * The payment methods that can pay for this cart, as registered (with their
 * `content`, `label`, …), in the shop's order, and whether the check has run.
 * Keeps the availability current while mounted.
 *
 * @example
 * const { paymentMethods, isInitialized } = usePaymentMethods();
 */
export function usePaymentMethods(): {
	paymentMethods: Record< string, RegisteredPaymentMethod >;
	isInitialized: boolean;
} {
	return useAvailableMethods( false, getPaymentMethods );
}

/**
 * The express payment methods that can pay for this cart, as registered.
 *
 * @example
 * const { paymentMethods } = useExpressPaymentMethods();
 */
export function useExpressPaymentMethods(): {
	paymentMethods: Record< string, RegisteredExpressPaymentMethod >;
	isInitialized: boolean;
} {
	return useAvailableMethods( true, getExpressPaymentMethods );
}
