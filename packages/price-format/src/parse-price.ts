/** Reads a displayed price back into minor units: the inverse of formatPrice. */

import { getCurrency } from './currency';
import { toMinorUnits } from './minor-units';
import type { Currency } from './types';

const DIGITS = /^\d*$/;

const stripAffixes = ( text: string, { prefix, suffix }: Currency ): [ boolean, string ] => {
	let rest = text.trim();
	let negative = false;
	const takeSign = () => {
		// One minus at most; a second one is left in place for the digit check to reject.
		if ( ! negative && rest.startsWith( '-' ) ) {
			negative = true;
			rest = rest.slice( 1 ).trim();
		}
	};
	takeSign();
	if ( prefix.trim() && rest.startsWith( prefix.trim() ) ) {
		rest = rest.slice( prefix.trim().length ).trim();
		// WooCommerce's own JS helper writes the sign after the prefix ('€-12.34').
		takeSign();
	}
	if ( suffix.trim() && rest.endsWith( suffix.trim() ) ) {
		rest = rest.slice( 0, rest.length - suffix.trim().length ).trim();
	}
	return [ negative, rest ];
};

const splitAtDecimal = ( text: string, currency: Currency ): [ string, string ] | null => {
	const { decimalSeparator: decimal, thousandSeparator: thousands, minorUnit } = currency;
	if ( decimal === '' ) {
		// Without a decimal separator the written digits are the minor units.
		const digits = thousands ? text.split( thousands ).join( '' ) : text;
		if ( digits === '' ) {
			return [ '', '' ];
		}
		const padded = digits.padStart( minorUnit + 1, '0' );
		const at = padded.length - minorUnit;
		return [ padded.slice( 0, at ), padded.slice( at ) ];
	}
	if ( decimal === thousands ) {
		// Ambiguous separators: the last one is the decimal point when there are decimals.
		const at = minorUnit > 0 ? text.lastIndexOf( decimal ) : -1;
		const whole = at === -1 ? text : text.slice( 0, at );
		return [
			whole.split( decimal ).join( '' ),
			at === -1 ? '' : text.slice( at + decimal.length ),
		];
	}
	const parts = ( thousands ? text.split( thousands ).join( '' ) : text ).split( decimal );
	return parts.length > 2 ? null : [ parts[ 0 ]!, parts[ 1 ] ?? '' ];
};

/**
 * The amount in minor units (an integer string, like the Store API's) that a
 * displayed price stands for, or `null` when the text is not a price in that
 * currency. It undoes `formatPrice`: a leading minus (before or after the
 * prefix), the prefix and suffix (compared without surrounding spaces), the
 * thousand separators and the decimal separator. Extra decimals are rounded
 * half away from zero; missing ones count as zeros. With an empty decimal
 * separator the digits are read as minor units, as `formatPrice` writes them.
 *
 * @example
 * parsePrice( '€1,234.56' ); // '123456'
 * parsePrice( '-€12.3' ); // '-1230'
 * parsePrice( '12,5 €', { decimalSeparator: ',', thousandSeparator: '.', prefix: '', suffix: ' €' } ); // '1250'
 * parsePrice( 'twelve' ); // null
 */
export function parsePrice( text: unknown, currency?: Partial< Currency > ): string | null {
	if ( typeof text !== 'string' ) {
		return null;
	}
	const resolved = getCurrency( currency );
	const [ negative, number ] = stripAffixes( text, resolved );
	const split = splitAtDecimal( number, resolved );
	if (
		! split ||
		! DIGITS.test( split[ 0 ] ) ||
		! DIGITS.test( split[ 1 ] ) ||
		split.join( '' ) === ''
	) {
		return null;
	}
	const [ whole, fraction ] = split;
	const { minorUnit } = resolved;
	const scaled = `${ whole }${ fraction.slice( 0, minorUnit ).padEnd( minorUnit, '0' ) }.${ fraction.slice( minorUnit ) }`;
	const units = toMinorUnits( `${ negative ? '-' : '' }${ scaled }` );
	return units === null ? null : units.toString();
}
