/** Built-in address-field overrides of ten countries, as WooCommerce 9.9.5 prints them in countryData. */

import { __ } from '@wordpress/i18n';

import type { CountryLocale } from '../types';

// Postcode before city, as these countries write addresses.
const POSTCODE_BEFORE_CITY = { index: 65 };

/**
 * The address-field overrides of Spain, the United States, Canada, Germany,
 * France, Italy, Portugal, the United Kingdom, the Netherlands and Japan —
 * labels (translated), required and hidden flags and display order — for
 * hosts that print no `countryData`. A function, so the labels are looked
 * up in the locale data loaded when it is called.
 *
 * @example
 * builtInLocaleRules().ES.state; // { label: 'Province' } ('Provincia' in es_ES)
 * builtInLocaleRules().PT.state; // { required: false, hidden: true }
 */
export function builtInLocaleRules(): Readonly< Record< string, CountryLocale > > {
	const province = __( 'Province', 'cesta' );
	return {
		ES: { postcode: POSTCODE_BEFORE_CITY, state: { label: province } },
		US: {
			postcode: { label: __( 'ZIP Code', 'cesta' ) },
			state: { label: __( 'State', 'cesta' ) },
		},
		CA: { postcode: { label: __( 'Postal code', 'cesta' ) }, state: { label: province } },
		DE: { postcode: POSTCODE_BEFORE_CITY, state: { required: false } },
		FR: { postcode: POSTCODE_BEFORE_CITY, state: { required: false, hidden: true } },
		IT: { postcode: POSTCODE_BEFORE_CITY, state: { required: true, label: province } },
		PT: { state: { required: false, hidden: true } },
		GB: {
			postcode: { label: __( 'Postcode', 'cesta' ) },
			state: { label: __( 'County', 'cesta' ), required: false },
		},
		NL: { postcode: POSTCODE_BEFORE_CITY, state: { required: false, hidden: true } },
		// Family name first, then postcode, prefecture, city and street.
		JP: {
			last_name: { index: 10 },
			first_name: { index: 20 },
			postcode: POSTCODE_BEFORE_CITY,
			state: { label: __( 'Prefecture', 'cesta' ), index: 66 },
			city: { index: 67 },
			address_1: { index: 68 },
			address_2: { index: 69 },
		},
	};
}
