/** The filter's constraints from the Store API's price range, its step, and when it has nothing to offer (spec 1 §5). */
import type { PriceRange } from '@cesta/types';

import type { PriceConstraints } from './types';

const amount = ( value: unknown ): number | null => {
	const text = typeof value === 'number' ? String( value ) : value;
	return typeof text === 'string' && /^\d+$/.test( text.trim() ) ? Number( text ) : null;
};

/**
 * The step of the slider and the fields: the given step when it is a whole
 * positive number of minor units, else one whole currency unit (the
 * minor-unit power of ten: 100 for euros).
 *
 * @example
 * priceStep( 2 ); // 100
 * priceStep( 2, 500 ); // 500
 */
export function priceStep( minorUnit: number, step?: number ): number {
	return typeof step === 'number' && Number.isInteger( step ) && step > 0
		? step
		: 10 ** minorUnit;
}

/**
 * The constraints from `price_range` of `GET /products/collection-data`
 * (strings in minor units): the minimum rounded down and the maximum rounded
 * up to whole currency units; a bound the response lacks (or that is not a
 * whole number) is `null`.
 *
 * @example
 * priceConstraints( { min_price: '1999', max_price: '42950' }, 2 ); // { min: 1900, max: 43000 }
 */
export function priceConstraints(
	range: Pick< PriceRange, 'min_price' | 'max_price' > | null | undefined,
	minorUnit: number
): PriceConstraints {
	const unit = 10 ** minorUnit;
	const min = amount( range?.min_price );
	const max = amount( range?.max_price );
	return {
		min: min === null ? null : Math.floor( min / unit ) * unit,
		max: max === null ? null : Math.ceil( max / unit ) * unit,
	};
}

/**
 * Whether the filter hides: a bound is missing, or both are equal (every
 * product has the same price, nothing to choose).
 *
 * @example
 * isPriceFilterHidden( { min: 1000, max: 1000 } ); // true
 */
export function isPriceFilterHidden( constraints: PriceConstraints ): boolean {
	return (
		constraints.min === null || constraints.max === null || constraints.min === constraints.max
	);
}
