/** The validation rules of spec 1 §5 for the chosen range: constraints, step, min below max. */
import type { PriceBound, PriceSelection } from './types';

/**
 * The constraints and step a range is kept within, in minor units.
 *
 * @example
 * const limits: PriceLimits = { min: 1000, max: 43000, step: 100 };
 */
export interface PriceLimits {
	min: number;
	max: number;
	step: number;
}

const toStep = ( value: number, step: number ) => Math.round( value / step ) * step;
const within = ( value: number, { min, max }: PriceLimits ) =>
	Math.min( max, Math.max( min, value ) );

/**
 * The range after the shopper changed one bound, by the rules of spec 1 §5:
 * values are moved to the step; the max must be above 0 and at most the
 * upper constraint (else it is the constraint); the min at least the lower
 * constraint; the min stays below the max by at least one step (the bound
 * the shopper did not touch gives way). With `typed`, a min entered at or
 * above the max resets the range: the min to 0 — which the lower-constraint
 * rule raises to the constraint — and the max to the upper constraint.
 * `NaN` (an empty or unreadable field) stands for the bound's constraint.
 *
 * @example
 * const limits = { min: 1000, max: 43000, step: 100 };
 * adjustPriceSelection( { min: 2049, max: 5000 }, 'min', limits ); // { min: 2000, max: 5000 }
 * adjustPriceSelection( { min: 6000, max: 5000 }, 'min', limits, { typed: true } ); // { min: 1000, max: 43000 }
 */
export function adjustPriceSelection(
	wanted: PriceSelection,
	changed: PriceBound,
	limits: PriceLimits,
	{ typed = false }: { typed?: boolean } = {}
): PriceSelection {
	const { step } = limits;
	let min = Number.isFinite( wanted.min ) ? toStep( wanted.min, step ) : limits.min;
	let max =
		Number.isFinite( wanted.max ) && wanted.max > 0 ? toStep( wanted.max, step ) : limits.max;
	if ( typed && changed === 'min' && min >= max ) {
		return { min: within( 0, limits ), max: limits.max };
	}
	min = within( min, limits );
	max = within( max, limits );
	if ( max - min < step ) {
		if ( changed === 'min' ) {
			max = Math.min( limits.max, min + step );
			min = Math.min( min, max - step );
		} else {
			min = Math.max( limits.min, max - step );
			max = Math.max( max, min + step );
		}
	}
	return { min, max };
}
