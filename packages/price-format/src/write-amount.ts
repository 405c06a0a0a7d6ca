/** Writes an exact number of minor units with a currency's separators, prefix and suffix. */

import { THOUSANDS_GROUP_SIZE } from './constants';
import type { Currency } from './types';

/**
 * Puts `separator` between groups of three digits, counted from the right.
 *
 * @example
 * groupDigits( '1234567', ',' ); // '1,234,567'
 * groupDigits( '1234567', '' ); // '1234567'
 */
export function groupDigits( digits: string, separator: string ): string {
	if ( separator === '' || digits.length <= THOUSANDS_GROUP_SIZE ) {
		return digits;
	}
	const firstGroupLength = digits.length % THOUSANDS_GROUP_SIZE || THOUSANDS_GROUP_SIZE;
	const groups = [ digits.slice( 0, firstGroupLength ) ];
	for ( let start = firstGroupLength; start < digits.length; start += THOUSANDS_GROUP_SIZE ) {
		groups.push( digits.slice( start, start + THOUSANDS_GROUP_SIZE ) );
	}
	return groups.join( separator );
}

/**
 * Writes an exact number of minor units with the currency's separators,
 * prefix and suffix, by moving the decimal point in the digit string; a
 * negative amount gets its minus sign before the prefix (`-€12.34`).
 *
 * @example
 * writeAmount( -123456n, { ...eur, minorUnit: 2 } ); // '-€1,234.56'
 */
export function writeAmount( units: bigint, currency: Currency ): string {
	const { minorUnit, decimalSeparator, thousandSeparator, prefix, suffix } = currency;
	const negative = units < 0n;
	const digits = ( negative ? -units : units ).toString().padStart( minorUnit + 1, '0' );
	const whole = digits.slice( 0, digits.length - minorUnit );
	const fraction = digits.slice( digits.length - minorUnit );
	const decimals = minorUnit > 0 ? decimalSeparator + fraction : '';
	return `${ negative ? '-' : '' }${ prefix }${ groupDigits(
		whole,
		thousandSeparator
	) }${ decimals }${ suffix }`;
}
