import { useRegistry, useSelect } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';
import { getExpressPaymentMethods, getPaymentMethods } from '@cesta/registry';
import type { RegisteredExpressPaymentMethod, RegisteredPaymentMethod } from '@cesta/registry';

import { startPaymentMethodsAvailability } from '../payment/availability';
import { paymentStore } from '../payment';

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
	const registry = useRegistry();
	useEffect( () => startPaymentMethodsAvailability( registry ), [ registry ] );
	const { available, isInitialized } = useSelect(
		( select ) => ( {
			available: select( paymentStore ).getAvailablePaymentMethods(),
			isInitialized: select( paymentStore ).paymentMethodsInitialized(),
		} ),
		[]
	);
	const paymentMethods = useMemo( () => {
		const registered = getPaymentMethods();
		return Object.fromEntries(
			Object.keys( available )
				.filter( ( name ) => name in registered )
				.map( ( name ) => [ name, registered[ name ]! ] )
		);
	}, [ available ] );
	return { paymentMethods, isInitialized };
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
	const registry = useRegistry();
	useEffect( () => startPaymentMethodsAvailability( registry ), [ registry ] );
	const { available, isInitialized } = useSelect(
		( select ) => ( {
			available: select( paymentStore ).getAvailableExpressPaymentMethods(),
			isInitialized: select( paymentStore ).expressPaymentMethodsInitialized(),
		} ),
		[]
	);
	const paymentMethods = useMemo( () => {
		const registered = getExpressPaymentMethods();
		return Object.fromEntries(
			Object.keys( available )
				.filter( ( name ) => name in registered )
				.map( ( name ) => [ name, registered[ name ]! ] )
		);
	}, [ available ] );
	return { paymentMethods, isInitialized };
}
