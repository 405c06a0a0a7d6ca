/** Address completeness: required fields, enough for shipping rates, all keys present, hidden fields blanked. */

import { ADDRESS_KEYS } from '@cesta/types';
import type { BillingAddress, ShippingAddress } from '@cesta/types';

import { getDefaultAddressFields } from './default-fields';
import type { AddressFieldMap, AddressType } from './types';

// The fields shipping rates depend on: an address is complete when each of
// them is hidden, optional or filled in.
const LOCATION_KEYS = [ 'state', 'country', 'postcode', 'city' ] as const;

/**
 * Whether a field must be filled in: required and not hidden (a hidden field
 * is never required). Unknown fields are optional.
 *
 * @example
 * isFieldRequired( { required: true, hidden: true } ); // false
 */
export function isFieldRequired(
	field: { required?: boolean; hidden?: boolean } | undefined
): boolean {
	return Boolean( field?.required ) && ! field?.hidden;
}

const isFilled = ( value: unknown ): boolean =>
	typeof value === 'string'
		? value.trim() !== ''
		: value !== undefined && value !== null && value !== false;

/**
 * Whether an address is complete enough to calculate shipping: the country is
 * set and each of state, country, postcode and city is hidden, not required
 * or non-empty.
 *
 * @param address  The address (only its location keys are read).
 * @param fields   Field definitions for the address's country; defaults to
 *                 {@link getDefaultAddressFields}.
 *
 * @example
 * isAddressComplete( { country: 'ES', state: 'M', city: 'Madrid', postcode: '28014' } ); // true
 * isAddressComplete( { country: 'ES', state: '', city: 'Madrid', postcode: '28014' } ); // false
 * isAddressComplete( { country: 'DE', city: 'Berlin', postcode: '10115', state: '' },
 * 	{ ...fields, state: { ...fields.state, hidden: true } } ); // true
 */
export function isAddressComplete<
	Address extends Readonly< Partial< Record< ( typeof LOCATION_KEYS )[ number ], unknown > > >,
>(
	address: Address | null | undefined,
	fields: AddressFieldMap = getDefaultAddressFields()
): boolean {
	if ( ! address || ! isFilled( address.country ) ) {
		return false;
	}
	return LOCATION_KEYS.every(
		( key ) => ! isFieldRequired( fields[ key ] ) || isFilled( address[ key ] )
	);
}

/**
 * Whether a value carries all ten address keys (and, for billing, `email`),
 * which an address must before it is applied to the cart.
 *
 * @example
 * hasAllAddressKeys( cart.billing_address, 'billing' ); // true
 * hasAllAddressKeys( { country: 'ES' }, 'shipping' ); // false
 */
export function hasAllAddressKeys( address: unknown, type: 'billing' ): address is BillingAddress;
export function hasAllAddressKeys( address: unknown, type: 'shipping' ): address is ShippingAddress;
export function hasAllAddressKeys( address: unknown, type: AddressType ): boolean;
export function hasAllAddressKeys( address: unknown, type: AddressType ): boolean {
	if ( typeof address !== 'object' || address === null ) {
		return false;
	}
	const keys: readonly string[] =
		type === 'billing' ? [ ...ADDRESS_KEYS, 'email' ] : ADDRESS_KEYS;
	return keys.every( ( key ) => key in address );
}

/**
 * A copy of the address with every hidden field blanked (`''`), as it must
 * be before it is sent. The given address is not changed; keys the address
 * does not have are not added.
 *
 * @example
 * emptyHiddenAddressFields( { ...address, company: 'Ferretería Pérez' }, getDefaultAddressFields() );
 * // { ...address, company: '' } — company is hidden by default
 */
export function emptyHiddenAddressFields< Address extends object >(
	address: Address,
	fields: AddressFieldMap
): Address {
	const copy = { ...address } as Record< string, unknown >;
	for ( const key of Object.keys( copy ) ) {
		if ( fields[ key ]?.hidden ) {
			copy[ key ] = '';
		}
	}
	return copy as Address;
}
