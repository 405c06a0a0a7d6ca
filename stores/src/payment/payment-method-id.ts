/** The id a registered payment method is sent under as `payment_method`. */

import { getExpressPaymentMethods, getPaymentMethods } from '@cesta/registry';

/**
 * The id sent as `payment_method` for a registered method: its
 * `paymentMethodId`, which defaults to its name.
 *
 * @example
 * getPaymentMethodId( 'stripe_cc' ); // 'stripe'
 */
export function getPaymentMethodId( name: string ): string {
	const method = getPaymentMethods()[ name ] ?? getExpressPaymentMethods()[ name ];
	const id = ( method as { paymentMethodId?: unknown } | undefined )?.paymentMethodId;
	return typeof id === 'string' && id ? id : name;
}
