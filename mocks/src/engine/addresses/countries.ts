/**
 * Country and state data the server validates addresses against: every ISO
 * 3166-1 code WooCommerce knows, and the state lists of the countries whose
 * states are validated here (a country without a list accepts any state).
 */

/** The ISO 3166-1 codes as one block of text, split into {@link ALL_COUNTRY_CODES}. */
const COUNTRY_CODES = `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK
FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM
JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS
MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW
SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM
US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`;

/**
 * Every country code an address may carry (`WC()->countries->get_countries()`).
 *
 * @example
 * ALL_COUNTRY_CODES.includes( 'ES' ); // true
 */
export const ALL_COUNTRY_CODES: readonly string[] = COUNTRY_CODES.split( /\s+/ );

/**
 * State code → name, for the countries whose states are checked.
 *
 * @example
 * COUNTRY_STATES.ES.M; // 'Madrid'
 */
export const COUNTRY_STATES: Record< string, Record< string, string > > = {
	ES: {
		C: 'A Coruña',
		VI: 'Araba/Álava',
		AB: 'Albacete',
		A: 'Alicante',
		AL: 'Almería',
		O: 'Asturias',
		AV: 'Ávila',
		BA: 'Badajoz',
		PM: 'Baleares',
		B: 'Barcelona',
		BU: 'Burgos',
		CC: 'Cáceres',
		CA: 'Cádiz',
		S: 'Cantabria',
		CS: 'Castellón',
		CE: 'Ceuta',
		CR: 'Ciudad Real',
		CO: 'Córdoba',
		CU: 'Cuenca',
		GI: 'Girona',
		GR: 'Granada',
		GU: 'Guadalajara',
		SS: 'Gipuzkoa',
		H: 'Huelva',
		HU: 'Huesca',
		J: 'Jaén',
		LO: 'La Rioja',
		GC: 'Las Palmas',
		LE: 'León',
		L: 'Lleida',
		LU: 'Lugo',
		M: 'Madrid',
		MA: 'Málaga',
		ML: 'Melilla',
		MU: 'Murcia',
		NA: 'Navarra',
		OR: 'Ourense',
		P: 'Palencia',
		PO: 'Pontevedra',
		SA: 'Salamanca',
		TF: 'Santa Cruz de Tenerife',
		SG: 'Segovia',
		SE: 'Sevilla',
		SO: 'Soria',
		T: 'Tarragona',
		TE: 'Teruel',
		TO: 'Toledo',
		V: 'Valencia',
		VA: 'Valladolid',
		BI: 'Biscay',
		ZA: 'Zamora',
		Z: 'Zaragoza',
	},
	US: {
		AL: 'Alabama',
		AK: 'Alaska',
		AZ: 'Arizona',
		AR: 'Arkansas',
		CA: 'California',
		CO: 'Colorado',
		CT: 'Connecticut',
		DE: 'Delaware',
		DC: 'District Of Columbia',
		FL: 'Florida',
		GA: 'Georgia',
		HI: 'Hawaii',
		ID: 'Idaho',
		IL: 'Illinois',
		IN: 'Indiana',
		IA: 'Iowa',
		KS: 'Kansas',
		KY: 'Kentucky',
		LA: 'Louisiana',
		ME: 'Maine',
		MD: 'Maryland',
		MA: 'Massachusetts',
		MI: 'Michigan',
		MN: 'Minnesota',
		MS: 'Mississippi',
		MO: 'Missouri',
		MT: 'Montana',
		NE: 'Nebraska',
		NV: 'Nevada',
		NH: 'New Hampshire',
		NJ: 'New Jersey',
		NM: 'New Mexico',
		NY: 'New York',
		NC: 'North Carolina',
		ND: 'North Dakota',
		OH: 'Ohio',
		OK: 'Oklahoma',
		OR: 'Oregon',
		PA: 'Pennsylvania',
		RI: 'Rhode Island',
		SC: 'South Carolina',
		SD: 'South Dakota',
		TN: 'Tennessee',
		TX: 'Texas',
		UT: 'Utah',
		VT: 'Vermont',
		VA: 'Virginia',
		WA: 'Washington',
		WV: 'West Virginia',
		WI: 'Wisconsin',
		WY: 'Wyoming',
		AA: 'Armed Forces (AA)',
		AE: 'Armed Forces (AE)',
		AP: 'Armed Forces (AP)',
	},
	MX: {
		DF: 'Ciudad de México',
		JA: 'Jalisco',
		NL: 'Nuevo León',
		AG: 'Aguascalientes',
		BC: 'Baja California',
		BS: 'Baja California Sur',
		CM: 'Campeche',
		CS: 'Chiapas',
		CH: 'Chihuahua',
		CO: 'Coahuila',
		CL: 'Colima',
		DG: 'Durango',
		GT: 'Guanajuato',
		GR: 'Guerrero',
		HG: 'Hidalgo',
		MX: 'Estado de México',
		MI: 'Michoacán',
		MO: 'Morelos',
		NA: 'Nayarit',
		OA: 'Oaxaca',
		PU: 'Puebla',
		QT: 'Querétaro',
		QR: 'Quintana Roo',
		SL: 'San Luis Potosí',
		SI: 'Sinaloa',
		SO: 'Sonora',
		TB: 'Tabasco',
		TM: 'Tamaulipas',
		TL: 'Tlaxcala',
		VE: 'Veracruz',
		YU: 'Yucatán',
		ZA: 'Zacatecas',
	},
};

/**
 * Postcode patterns (`WC_Validation::is_postcode`) for the countries the shop
 * sells to; other countries accept any postcode.
 *
 * @example
 * POSTCODE_PATTERNS.ES.test( '28014' ); // true
 */
export const POSTCODE_PATTERNS: Record< string, RegExp > = {
	AT: /^\d{4}$/,
	BE: /^\d{4}$/,
	CH: /^\d{4}$/,
	DE: /^\d{5}$/,
	ES: /^\d{5}$/,
	FR: /^\d{5}$/,
	GB: /^([A-Z][A-HJ-Y]?\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0A{2})$/,
	IE: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/,
	IT: /^\d{5}$/,
	MX: /^\d{5}$/,
	NL: /^\d{4} ?[A-Z]{2}$/,
	PT: /^\d{4}-\d{3}$/,
	US: /^\d{5}(-\d{4})?$/,
};
