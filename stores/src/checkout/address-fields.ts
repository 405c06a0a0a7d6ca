/** The required and hidden flags of the address fields for a country, with its locale applied. */

import { getSetting } from '@cesta/settings';
import { getDefaultAddressFields } from '@cesta/validation';
import type { AddressFieldMap } from '@cesta/validation';

type LocaleOverrides = Record< string, { hidden?: boolean; required?: boolean } | undefined >;

/**
 * The required/hidden flags of the address fields for a country: the default
 * fields (company hidden, …) with the country's locale from the
 * `countryData` setting (`{ ES: { locale: { state: { required: false } } } }`)
 * applied over them. A hidden field is never required.
 *
 * @example
 * getAddressFieldsForCountry( 'ES' ).company?.hidden; // true
 */
export function getAddressFieldsForCountry( country: string ): AddressFieldMap {
	const defaults = getDefaultAddressFields() as unknown as Record<
		string,
		{ hidden?: boolean; required?: boolean }
	>;
	const countryData = getSetting< Record< string, { locale?: LocaleOverrides } > >(
		'countryData',
		{}
	);
	const locale: LocaleOverrides = countryData?.[ country ]?.locale ?? {};
	const keys = new Set( [ ...Object.keys( defaults ), ...Object.keys( locale ) ] );
	return Object.fromEntries(
		[ ...keys ].map( ( key ) => {
			const hidden = locale[ key ]?.hidden ?? defaults[ key ]?.hidden ?? false;
			const required = locale[ key ]?.required ?? defaults[ key ]?.required ?? false;
			return [ key, { hidden, required: hidden ? false : required } ];
		} )
	);
}
