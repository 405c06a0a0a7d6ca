/** Guards telling a complete shipping or billing address (all ten core keys) from a partial one. */

import { ADDRESS_KEYS } from '@cesta/types';
import type { BillingAddress, ShippingAddress } from '@cesta/types';

import { isRecord } from './is-record';

/**
 * Whether `value` carries all ten core address keys (spec 2 §5: addresses
 * from observers are applied only then).
 *
 * @example
 * isShippingAddress( { first_name: 'Lucía' } ); // false
 */
export function isShippingAddress( value: unknown ): value is ShippingAddress {
	return isRecord( value ) && ADDRESS_KEYS.every( ( key ) => key in value );
}

/**
 * Whether `value` carries the ten core keys and `email`.
 *
 * @example
 * isBillingAddress( { ...shippingAddress, email: 'lucia@example.com' } ); // true
 */
export function isBillingAddress( value: unknown ): value is BillingAddress {
	return isShippingAddress( value ) && 'email' in value;
}
