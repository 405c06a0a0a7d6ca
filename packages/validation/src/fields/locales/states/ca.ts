/** Canada's provinces and territories by code, as WooCommerce 9.9.5 lists them (13; its i18n/states.php). */

/**
 * Canada's provinces and territories by code, in WooCommerce's order, for shops whose host prints no
 * `countryData`. Names are proper nouns and stay as WooCommerce writes them.
 *
 * @example
 * CANADA_PROVINCES.QC; // 'Quebec'
 */
export const CANADA_PROVINCES: Readonly< Record< string, string > > = Object.freeze( {
	AB: 'Alberta',
	BC: 'British Columbia',
	MB: 'Manitoba',
	NB: 'New Brunswick',
	NL: 'Newfoundland and Labrador',
	NT: 'Northwest Territories',
	NS: 'Nova Scotia',
	NU: 'Nunavut',
	ON: 'Ontario',
	PE: 'Prince Edward Island',
	QC: 'Quebec',
	SK: 'Saskatchewan',
	YT: 'Yukon Territory',
} );
