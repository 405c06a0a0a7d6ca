/** Postcode patterns: the spec's overrides of postcode-validator, country aliases, which countries have one. */

import { postcodeValidatorExistsForCountry } from 'postcode-validator';

/**
 * Patterns that replace or add to `postcode-validator`'s, for the countries
 * the spec names where the library is too strict, too loose or out of date.
 * Each applies to the normalised postcode (upper case, no leading space).
 *
 * @example
 * POSTCODE_PATTERN_OVERRIDES.NL.test( '1012 AB' ); // true
 */
export const POSTCODE_PATTERN_OVERRIDES: Readonly< Record< string, RegExp > > = Object.freeze( {
	// Bosnia and Herzegovina: five digits, all in the 7xxxx and 8xxxx ranges.
	BA: /^[78]\d{4}$/,
	// United Kingdom: outward code (A9, A99, A9A, AA9, AA99, AA9A) then inward
	// code (9AA), plus the GIR 0AA special case and forces' BFPO numbers.
	GB: /^(?:(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[A-Z]{2}|BFPO ?\d{1,4})$/,
	// India: six-digit PIN, never starting with 0, often written "110 001".
	IN: /^[1-9]\d{2} ?\d{3}$/,
	// Japan: three digits, a hyphen, four digits.
	JP: /^\d{3}-\d{4}$/,
	// Cambodia: six digits since the 2021 reform (the library still has five).
	KH: /^\d{6}$/,
	// Liechtenstein: 9485 to 9498.
	LI: /^94(?:8[5-9]|9[0-8])$/,
	// Mongolia: five digits.
	MN: /^\d{5}$/,
	// Netherlands: four digits not starting with 0, then two letters (SA, SD
	// and SS are never issued).
	NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
	// Nicaragua: five digits, not starting with 0.
	NI: /^[1-9]\d{4}$/,
	// Slovenia: four digits not starting with 0, optionally prefixed "SI-".
	SI: /^(?:SI-)?[1-9]\d{3}$/,
} );

/**
 * Country codes that may be given under another name: the library (and some
 * shops) use `UK` for the United Kingdom, whose ISO code is `GB`.
 */
const COUNTRY_ALIASES: Readonly< Record< string, string > > = Object.freeze( { UK: 'GB' } );

/**
 * The code under which a country's postcode pattern is found: trimmed, upper
 * case, with aliases resolved (`uk` → `GB`).
 *
 * @example
 * normaliseCountryCode( ' uk' ); // 'GB'
 */
export function normaliseCountryCode( country: string ): string {
	const code = country.trim().toUpperCase();
	return COUNTRY_ALIASES[ code ] ?? code;
}

/**
 * Whether a postcode pattern is known for the country: one of the overrides
 * above or any of the countries `postcode-validator` knows (about 190, plus
 * `INTL`, the international fallback of alphanumeric groups separated by a
 * space or hyphen).
 *
 * @example
 * hasPostcodePattern( 'ES' ); // true
 * hasPostcodePattern( 'AQ' ); // false: Antarctica has no postcodes
 */
export function hasPostcodePattern( country: string ): boolean {
	const code = normaliseCountryCode( country );
	return code in POSTCODE_PATTERN_OVERRIDES || postcodeValidatorExistsForCountry( code );
}
