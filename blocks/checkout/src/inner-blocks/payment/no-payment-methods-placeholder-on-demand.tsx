/** The editor's no-payment-methods placeholder, downloaded when the block editor's preview shows it. */

import { createOnDemandLoader, useOnDemand } from '@cesta/components';

/**
 * The placeholder (with its text), loaded on demand: only the block editor's
 * preview of a checkout without payment methods shows it, so the shop's
 * checkout page never downloads it.
 *
 * @example
 * const placeholder = useOnDemand( noPaymentMethodsPlaceholderLoader );
 */
export const noPaymentMethodsPlaceholderLoader = createOnDemandLoader( () =>
	import( './no-payment-methods-placeholder' ).then(
		( module ) => module.NoPaymentMethodsPlaceholder
	)
);

/**
 * {@link NoPaymentMethodsPlaceholder} once downloaded (nothing meanwhile,
 * nor if it cannot download).
 *
 * @example
 * <PaymentMethods isEditor noPaymentMethods={ <NoPaymentMethodsPlaceholderOnDemand label="Payment options" /> } />
 */
export function NoPaymentMethodsPlaceholderOnDemand( { label }: { label: string } ) {
	const placeholder = useOnDemand( noPaymentMethodsPlaceholderLoader );
	return placeholder.status === 'ready' ? <placeholder.value label={ label } /> : null;
}
