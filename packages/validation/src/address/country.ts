/** The country error of an address: missing, not allowed for billing, or not shipped to. */

import {
	countryMissingMessage,
	countryNotAllowedMessage,
	countryNotShippableMessage,
} from '../messages';
import type { AddressType } from './types';

/**
 * A list of country codes, or a map of code to name as the shop's settings
 * give `allowedCountries` and `shippingCountries`.
 *
 * @example
 * const countries: CountryList = { ES: 'España', PT: 'Portugal' };
 */
export type CountryList = readonly string[] | Readonly< Record< string, string > >;

/**
 * What {@link getAddressCountryError} checks an address against.
 *
 * @example
 * const options: CountryCheckOptions = { type: 'shipping', shippingCountries: [ 'ES', 'PT' ] };
 */
export interface CountryCheckOptions {
	type: AddressType;
	/** Countries the shop sells to; billing addresses must be in it. No list: any. */
	allowedCountries?: CountryList;
	/** Countries the shop ships to; shipping addresses must be in it. No list: any. */
	shippingCountries?: CountryList;
}

const includesCountry = ( list: CountryList, country: string ): boolean =>
	Array.isArray( list ) ? list.includes( country ) : Object.hasOwn( list, country );

const isFilled = ( value: unknown ): boolean => typeof value === 'string' && value.trim() !== '';

/**
 * The country error of an address, or `undefined`:
 * - city, state or postcode without a country → "Please select your country";
 * - a billing country outside `allowedCountries` → "Sorry, we do not allow
 *   orders from the selected country";
 * - a shipping country outside `shippingCountries` → "Sorry, we do not ship
 *   orders to the selected country".
 *
 * @example
 * getAddressCountryError( { country: '', city: 'Madrid' }, { type: 'billing' } );
 * // 'Please select your country'
 * getAddressCountryError( { country: 'US' }, { type: 'shipping', shippingCountries: [ 'ES' ] } );
 * // 'Sorry, we do not ship orders to the selected country'
 */
export function getAddressCountryError(
	address: Partial< Record< 'country' | 'city' | 'state' | 'postcode', unknown > >,
	{ type, allowedCountries, shippingCountries }: CountryCheckOptions
): string | undefined {
	const country = isFilled( address.country )
		? String( address.country ).trim().toUpperCase()
		: '';
	if ( ! country ) {
		const hasLocation = [ address.city, address.state, address.postcode ].some( isFilled );
		return hasLocation ? countryMissingMessage() : undefined;
	}
	if (
		type === 'billing' &&
		allowedCountries &&
		! includesCountry( allowedCountries, country )
	) {
		return countryNotAllowedMessage();
	}
	if (
		type === 'shipping' &&
		shippingCountries &&
		! includesCountry( shippingCountries, country )
	) {
		return countryNotShippableMessage();
	}
	return undefined;
}
