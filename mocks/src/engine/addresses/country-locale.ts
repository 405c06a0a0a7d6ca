/**
 * What each country's locale changes in the address fields at order time
 * (`WC()->countries->get_country_locale()`): labels, required and hidden.
 * Copied from the `countryData[…].locale` a WooCommerce 9.9.5 shop printed
 * (reference/wc-page-data/checkout-page.json); field order is left out, as the
 * server does not use it.
 */

import type { MessageId } from '../core/messages';

/**
 * The address fields a locale may change.
 *
 * @example
 * const key: LocaleFieldKey = 'postcode';
 */
export type LocaleFieldKey =
	| 'first_name'
	| 'last_name'
	| 'company'
	| 'country'
	| 'address_1'
	| 'address_2'
	| 'city'
	| 'state'
	| 'postcode';

/**
 * One field's changes in a country's locale.
 *
 * @example
 * const state: LocaleFieldOverride = { label: 'labelProvince' };
 */
export interface LocaleFieldOverride {
	label?: MessageId;
	required?: boolean;
	hidden?: boolean;
}

/**
 * Country code → the fields its locale changes. Countries not listed use the
 * default fields as they are.
 *
 * @example
 * COUNTRY_LOCALE.PT?.state; // { required: false, hidden: true }
 */
export const COUNTRY_LOCALE: Partial<
	Record< string, Partial< Record< LocaleFieldKey, LocaleFieldOverride > > >
> = {
	AE: { postcode: { required: false, hidden: true }, state: { required: false } },
	AF: { state: { required: false, hidden: true } },
	AL: { state: { label: 'labelCounty' } },
	AO: { postcode: { required: false, hidden: true }, state: { label: 'labelProvince' } },
	AT: { state: { required: false, hidden: true } },
	AU: {
		city: { label: 'labelSuburb' },
		postcode: { label: 'labelPostcode' },
		state: { label: 'labelState' },
	},
	AX: { state: { required: false, hidden: true } },
	BA: { state: { label: 'labelCanton', required: false, hidden: true } },
	BD: { postcode: { required: false }, state: { label: 'labelDistrict' } },
	BE: { state: { required: false, hidden: true } },
	BG: { state: { required: false } },
	BH: { postcode: { required: false }, state: { required: false, hidden: true } },
	BI: { state: { required: false, hidden: true } },
	BO: { postcode: { required: false, hidden: true }, state: { label: 'labelDepartment' } },
	BS: { postcode: { required: false, hidden: true } },
	BW: {
		postcode: { required: false, hidden: true },
		state: { label: 'labelDistrict', required: false, hidden: true },
	},
	BZ: { postcode: { required: false, hidden: true }, state: { required: false } },
	CA: { postcode: { label: 'labelPostalCode' }, state: { label: 'labelProvince' } },
	CH: { state: { label: 'labelCanton', required: false } },
	CL: {
		city: { required: true },
		postcode: { required: false, hidden: false },
		state: { label: 'labelRegion' },
	},
	CN: { state: { label: 'labelProvince' } },
	CO: { postcode: { required: false }, state: { label: 'labelDepartment' } },
	CR: { state: { label: 'labelProvince' } },
	CW: { postcode: { required: false, hidden: true }, state: { required: false } },
	CY: { state: { required: false, hidden: true } },
	CZ: { state: { required: false, hidden: true } },
	DE: { state: { required: false } },
	DK: { state: { required: false, hidden: true } },
	DO: { state: { label: 'labelProvince' } },
	EC: { state: { label: 'labelProvince' } },
	EE: { state: { required: false, hidden: true } },
	ES: { state: { label: 'labelProvince' } },
	ET: { state: { required: false, hidden: true } },
	FI: { state: { required: false, hidden: true } },
	FR: { state: { required: false, hidden: true } },
	GB: { postcode: { label: 'labelPostcode' }, state: { label: 'labelCounty', required: false } },
	GF: { state: { required: false, hidden: true } },
	GG: { state: { label: 'labelParish', required: false } },
	GH: { postcode: { required: false }, state: { label: 'labelRegion' } },
	GP: { state: { required: false, hidden: true } },
	GR: { state: { required: false } },
	GT: { postcode: { required: false }, state: { label: 'labelDepartment' } },
	HK: {
		postcode: { required: false },
		city: { label: 'labelTownDistrict' },
		state: { label: 'labelRegion' },
	},
	HN: { state: { label: 'labelDepartment' } },
	HU: { state: { label: 'labelCounty', required: false } },
	ID: { state: { label: 'labelProvince' } },
	IE: { postcode: { label: 'labelEircode', required: true }, state: { label: 'labelCounty' } },
	IL: { state: { required: false, hidden: true } },
	IM: { state: { required: false, hidden: true } },
	IN: { postcode: { label: 'labelPinCode' }, state: { label: 'labelState' } },
	IS: { state: { required: false, hidden: true } },
	IT: { state: { label: 'labelProvince', required: true } },
	JM: {
		city: { label: 'labelTownCityPostOffice' },
		postcode: { label: 'labelPostalCodeTitle', required: false },
		state: { label: 'labelParish', required: true },
	},
	JP: { state: { label: 'labelPrefecture' } },
	KN: {
		postcode: { label: 'labelPostalCode', required: false },
		state: { label: 'labelParish', required: true },
	},
	KR: { state: { required: false, hidden: true } },
	KW: { state: { required: false, hidden: true } },
	LB: { state: { required: false, hidden: true } },
	LI: { state: { required: false, hidden: true } },
	LK: { state: { required: false, hidden: true } },
	LU: { state: { required: false, hidden: true } },
	LV: { state: { label: 'labelMunicipality', required: false } },
	MD: { state: { label: 'labelMunicipalityDistrict' } },
	MF: { state: { required: false, hidden: true } },
	MQ: { state: { required: false, hidden: true } },
	MT: { state: { required: false, hidden: true } },
	MZ: { postcode: { required: false, hidden: true }, state: { label: 'labelProvince' } },
	NG: {
		postcode: { label: 'labelPostcode', required: false, hidden: true },
		state: { label: 'labelState' },
	},
	NI: { state: { label: 'labelDepartment' } },
	NL: { state: { required: false, hidden: true } },
	NO: { state: { required: false, hidden: true } },
	NP: { state: { label: 'labelStateZone' }, postcode: { required: false } },
	NZ: { postcode: { label: 'labelPostcode' }, state: { label: 'labelRegion', required: false } },
	PA: { state: { label: 'labelProvince' } },
	PL: { state: { required: false, hidden: true } },
	PR: { city: { label: 'labelMunicipality' }, state: { required: false, hidden: true } },
	PT: { state: { required: false, hidden: true } },
	PY: { state: { label: 'labelDepartment' } },
	RE: { state: { required: false, hidden: true } },
	RO: { state: { label: 'labelCounty', required: true } },
	RS: {
		city: { required: true },
		postcode: { required: true },
		state: { label: 'labelDistrict', required: false },
	},
	RW: { state: { required: false, hidden: true } },
	SE: { state: { required: false, hidden: true } },
	SG: { state: { required: false, hidden: true }, city: { required: false } },
	SI: { state: { required: false, hidden: true } },
	SK: { state: { required: false, hidden: true } },
	SR: { postcode: { required: false, hidden: true } },
	ST: { postcode: { required: false, hidden: true }, state: { label: 'labelDistrict' } },
	SV: { state: { label: 'labelDepartment' } },
	TR: { state: { label: 'labelProvince' } },
	UG: {
		postcode: { required: false, hidden: true },
		city: { label: 'labelTownVillage', required: true },
		state: { label: 'labelDistrict', required: true },
	},
	US: { postcode: { label: 'labelZipCode' }, state: { label: 'labelState' } },
	UY: { state: { label: 'labelDepartment' } },
	VN: {
		state: { required: false, hidden: true },
		postcode: { required: false, hidden: false },
		address_2: { required: false, hidden: false },
	},
	WS: { postcode: { required: false, hidden: true } },
	YT: { state: { required: false, hidden: true } },
	ZA: { state: { label: 'labelProvince' } },
	ZW: { postcode: { required: false, hidden: true } },
};
