/** Arithmetic on amounts in minor units, on bigints: sums, savings, sign checks and negation. */

import { toMinorUnits } from '@cesta/price-format';
import type { PriceAmount } from '@cesta/price-format';

/**
 * The sum of amounts in minor units, as an integer string, computed on
 * bigints (never floats). An amount that is missing or not a number counts as
 * zero, so a partial API answer still gives a total; `null` only when every
 * amount is missing.
 *
 * @example
 * sumAmounts( '3999', '840' ); // '4839'
 * sumAmounts( null, undefined ); // null
 */
export function sumAmounts( ...amounts: PriceAmount[] ): string | null {
	let total = 0n;
	let found = false;
	for ( const amount of amounts ) {
		const units = toMinorUnits( amount );
		if ( units !== null ) {
			total += units;
			found = true;
		}
	}
	return found ? total.toString() : null;
}

/**
 * `( regular - price ) × quantity`, what a shopper saves on a line, or `null`
 * when the amounts are unreadable or nothing is saved.
 *
 * @example
 * getSavingsAmount( '4999', '3999', 2 ); // '2000'
 * getSavingsAmount( '3999', '3999', 1 ); // null
 */
export function getSavingsAmount(
	regularPrice: PriceAmount,
	price: PriceAmount,
	quantity = 1
): string | null {
	const regular = toMinorUnits( regularPrice );
	const current = toMinorUnits( price );
	if ( regular === null || current === null || ! Number.isInteger( quantity ) ) {
		return null;
	}
	const saving = ( regular - current ) * BigInt( quantity );
	return saving > 0n ? saving.toString() : null;
}

/**
 * Whether an amount is a number above zero.
 *
 * @example
 * isPositiveAmount( '104' ); // true
 * isPositiveAmount( '0' ); // false
 */
export function isPositiveAmount( amount: PriceAmount ): boolean {
	const units = toMinorUnits( amount );
	return units !== null && units > 0n;
}

/**
 * Whether an amount is exactly zero (not missing, not unreadable).
 *
 * @example
 * isZeroAmount( '0' ); // true
 * isZeroAmount( null ); // false
 */
export function isZeroAmount( amount: PriceAmount ): boolean {
	return toMinorUnits( amount ) === 0n;
}

/**
 * The amount with its sign flipped, for discounts shown as negative.
 *
 * @example
 * negateAmount( '600' ); // '-600'
 */
export function negateAmount( amount: PriceAmount ): string | null {
	const units = toMinorUnits( amount );
	return units === null ? null : ( -units ).toString();
}
