/** Normalising and comparing postcodes: no pattern table needed. */

/**
 * A postcode as it is validated and sent: leading whitespace removed, upper
 * case. Trailing whitespace is kept so typing "SW1A " is not fought.
 *
 * @example
 * normalisePostcode( '  sw1a 1aa' ); // 'SW1A 1AA'
 */
export function normalisePostcode( postcode: string ): string {
	return typeof postcode === 'string' ? postcode.trimStart().toUpperCase() : '';
}

/**
 * The form in which two postcodes are compared (to know whether an address
 * really changed): normalised, with the first space removed.
 *
 * @example
 * getPostcodeComparisonKey( 'sw1a 1aa' ); // 'SW1A1AA'
 */
export function getPostcodeComparisonKey( postcode: string ): string {
	return normalisePostcode( postcode ).replace( ' ', '' );
}

/**
 * Whether two postcodes are the same once compared as the spec says
 * (case-insensitive, first space ignored).
 *
 * @example
 * arePostcodesEqual( 'sw1a1aa', 'SW1A 1AA' ); // true
 */
export function arePostcodesEqual( first: string, second: string ): boolean {
	return getPostcodeComparisonKey( first ) === getPostcodeComparisonKey( second );
}
