/** Germany's states (Länder) by code, as WooCommerce 9.9.5 lists them (16; its i18n/states.php). */

/**
 * Germany's states (Länder) by code, in WooCommerce's order, for shops whose host prints no
 * `countryData`. Names are proper nouns and stay as WooCommerce writes them.
 *
 * @example
 * GERMANY_STATES[ 'DE-BE' ]; // 'Berlin'
 */
export const GERMANY_STATES: Readonly< Record< string, string > > = Object.freeze( {
	'DE-BW': 'Baden-Württemberg',
	'DE-BY': 'Bavaria',
	'DE-BE': 'Berlin',
	'DE-BB': 'Brandenburg',
	'DE-HB': 'Bremen',
	'DE-HH': 'Hamburg',
	'DE-HE': 'Hesse',
	'DE-MV': 'Mecklenburg-Vorpommern',
	'DE-NI': 'Lower Saxony',
	'DE-NW': 'North Rhine-Westphalia',
	'DE-RP': 'Rhineland-Palatinate',
	'DE-SL': 'Saarland',
	'DE-SN': 'Saxony',
	'DE-ST': 'Saxony-Anhalt',
	'DE-SH': 'Schleswig-Holstein',
	'DE-TH': 'Thuringia',
} );
