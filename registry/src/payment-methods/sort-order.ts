/** The order payment methods are offered in: the shop's gateway order, then registration order. */

import { getSettingWithCoercion } from '@cesta/settings';

import { isStringArray } from './assertions';

/**
 * The order payment methods are offered in: first the names of `sortOrder`
 * that are registered (the shop's order of enabled gateways), then every
 * other registered name in registration order.
 *
 * @example
 * orderPaymentMethodNames( [ 'cheque', 'cod', 'my_wallet' ], [ 'cod', 'cheque' ] );
 * // [ 'cod', 'cheque', 'my_wallet' ]
 */
export function orderPaymentMethodNames(
	registeredNames: readonly string[],
	sortOrder: readonly string[]
): string[] {
	const registered = new Set( registeredNames );
	const ordered = new Set( sortOrder.filter( ( name ) => registered.has( name ) ) );
	for ( const name of registeredNames ) {
		ordered.add( name );
	}
	return [ ...ordered ];
}

/**
 * The shop's payment method order from the settings (`paymentMethodSortOrder`),
 * or `[]` when the host printed none or something malformed.
 *
 * @example
 * window.wcSettings = { paymentMethodSortOrder: [ 'bacs', 'cod' ] };
 * readPaymentMethodSortOrder(); // [ 'bacs', 'cod' ]
 */
export function readPaymentMethodSortOrder(): string[] {
	return getSettingWithCoercion( 'paymentMethodSortOrder', [], isStringArray );
}
