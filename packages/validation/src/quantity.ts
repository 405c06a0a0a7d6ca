/** Holds a quantity to its minimum, maximum and multiple, and says when a quantity notice may show. */

import type { QuantityLimits } from '@cesta/types';

import {
	QUANTITY_MAXIMUM_DEFAULT,
	QUANTITY_MINIMUM_DEFAULT,
	QUANTITY_MULTIPLE_OF_DEFAULT,
} from './constants';

/**
 * The limits a quantity is held to; any that is missing takes its default
 * (minimum 1, maximum 99, multiple of 1).
 *
 * @example
 * const limits: QuantityLimitsInput = item.quantity_limits;
 */
export type QuantityLimitsInput = Partial<
	Pick< QuantityLimits, 'minimum' | 'maximum' | 'multiple_of' >
>;

interface ResolvedLimits {
	minimum: number;
	maximum: number;
	step: number;
}

const finiteOr = ( value: unknown, fallback: number ): number =>
	typeof value === 'number' && Number.isFinite( value ) ? value : fallback;

function resolveLimits( limits: QuantityLimitsInput ): ResolvedLimits {
	const minimum = finiteOr( limits.minimum, QUANTITY_MINIMUM_DEFAULT );
	// A maximum of Infinity means "no maximum"; a maximum below the minimum is
	// bad data, and the minimum wins.
	const maximum = Math.max(
		minimum,
		limits.maximum === Number.POSITIVE_INFINITY
			? Number.POSITIVE_INFINITY
			: finiteOr( limits.maximum, QUANTITY_MAXIMUM_DEFAULT )
	);
	const multipleOf = finiteOr( limits.multiple_of, QUANTITY_MULTIPLE_OF_DEFAULT );
	return { minimum, maximum, step: multipleOf > 0 ? multipleOf : QUANTITY_MULTIPLE_OF_DEFAULT };
}

/**
 * Holds a quantity between the minimum and maximum and rounds it to a
 * multiple of `multiple_of`, as the server does:
 * - the value is rounded to the nearest multiple (halves round up);
 * - bounds that are not multiples are narrowed to the multiples inside them
 *   (minimum rounded up, maximum rounded down), and the value is held
 *   between those;
 * - when no multiple lies between the bounds, the bounds win: the value is
 *   only held between minimum and maximum;
 * - a value that is not a finite number (e.g. an emptied input) gives the
 *   smallest allowed quantity.
 *
 * @example
 * clampQuantity( 7, { minimum: 2, maximum: 20, multiple_of: 4 } ); // 8
 * clampQuantity( 0, { minimum: 2, maximum: 20, multiple_of: 4 } ); // 4
 * clampQuantity( 30, { minimum: 2, maximum: 22, multiple_of: 4 } ); // 20
 * clampQuantity( 150 ); // 99
 */
export function clampQuantity( value: number, limits: QuantityLimitsInput = {} ): number {
	const { minimum, maximum, step } = resolveLimits( limits );
	const lowest = Math.ceil( minimum / step ) * step;
	const highest = Math.floor( maximum / step ) * step;
	if ( lowest > highest ) {
		return Number.isFinite( value ) ? Math.min( Math.max( value, minimum ), maximum ) : minimum;
	}
	if ( ! Number.isFinite( value ) ) {
		return lowest;
	}
	const rounded = Math.round( value / step ) * step;
	return Math.min( Math.max( rounded, lowest ), highest );
}

/**
 * Whether the "quantity changed" notice may be shown for a quantity: it is
 * within the bounds and a multiple of `multiple_of`. A server-side change
 * that lands outside them is a correction the shopper will see anyway.
 *
 * @example
 * isQuantityNoticeAllowed( 6, { minimum: 2, maximum: 20, multiple_of: 3 } ); // true
 * isQuantityNoticeAllowed( 7, { minimum: 2, maximum: 20, multiple_of: 3 } ); // false
 */
export function isQuantityNoticeAllowed(
	quantity: number,
	limits: QuantityLimitsInput = {}
): boolean {
	const { minimum, maximum, step } = resolveLimits( limits );
	return (
		Number.isFinite( quantity ) &&
		quantity >= minimum &&
		quantity <= maximum &&
		Number.isInteger( quantity / step )
	);
}
