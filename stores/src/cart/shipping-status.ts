/** The shipping error statuses of spec 2 §4 and how a cart's errors map to them. */

import type { DataRegistry } from '@wordpress/data';
import type { CartErrorItem } from '@cesta/types';

import { SHIPPING_ADDRESS_ERROR_CODES, STORE_KEY } from './constants';

/**
 * The shipping error statuses of spec 2 §4.
 *
 * @example
 * SHIPPING_ERROR_STATUS.INVALID_ADDRESS; // 'invalid_address'
 */
export const SHIPPING_ERROR_STATUS = Object.freeze( {
	NONE: 'none',
	INVALID_ADDRESS: 'invalid_address',
	UNKNOWN: 'unknown_error',
} as const );

/**
 * `invalid_address` when a cart error carries a shipping-rates country or
 * state code, otherwise `none` (spec 2 §4).
 *
 * @example
 * getShippingErrorStatus( [ { code: 'woocommerce_rest_cart_shipping_rates_invalid_country', message: '…' } ] ); // 'invalid_address'
 */
export function getShippingErrorStatus(
	cartErrors: readonly CartErrorItem[]
): ( typeof SHIPPING_ERROR_STATUS )[ keyof typeof SHIPPING_ERROR_STATUS ] {
	const codes: readonly string[] = SHIPPING_ADDRESS_ERROR_CODES;
	return cartErrors.some( ( error ) => codes.includes( error.code ) )
		? SHIPPING_ERROR_STATUS.INVALID_ADDRESS
		: SHIPPING_ERROR_STATUS.NONE;
}

/**
 * The shipping error status of the registry's cart (spec 2 §4). WooCommerce
 * reads it from the errors of the last failed request (`getCartErrors()`),
 * where an address refused by `update-customer` or `select-shipping-rate`
 * ends up; the cart's own `errors` count too, for servers and extensions
 * that list the code there.
 *
 * @example
 * getCartShippingErrorStatus( registry ); // 'none'
 */
export function getCartShippingErrorStatus(
	registry: Pick< DataRegistry, 'select' >
): ReturnType< typeof getShippingErrorStatus > {
	const cart = registry.select( STORE_KEY );
	const errors: readonly CartErrorItem[] = [
		...cart.getCartErrors(),
		...cart.getCartData().errors,
	];
	return getShippingErrorStatus( errors );
}
