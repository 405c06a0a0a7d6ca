/** The shipping error statuses of spec 2 §4 and how a cart's errors map to them. */

import type { CartErrorItem } from '@cesta/types';

import { SHIPPING_ADDRESS_ERROR_CODES } from './constants';

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
