/** The quantity rules of spec 1 §5: the minimum raise, sold individually, and the clamp to min_qty/max_qty. */

import type { ProductResponse } from '@cesta/types';

import {
	QUANTITY_MAXIMUM_DEFAULT,
	QUANTITY_MINIMUM_DEFAULT,
	SOLD_INDIVIDUALLY_QUANTITY,
} from '../constants';
import type { AvailableVariation } from '../types';

/**
 * The quantities the form allows.
 *
 * @example
 * const limits: QuantityLimits = { minimum: 2, maximum: 4, step: 1, soldIndividually: false };
 */
export interface QuantityLimits {
	minimum: number;
	maximum: number;
	step: number;
	/** The quantity is 1 and its box is hidden. */
	soldIndividually: boolean;
}

const positive = ( value: unknown ): number | null => {
	if ( value === '' || value === null || value === undefined ) {
		return null;
	}
	const number = Number( value );
	return Number.isFinite( number ) && number > 0 ? number : null;
};

/**
 * The quantity limits of a product, or of its chosen variation: the
 * product's `add_to_cart` limits, then the variation's `min_qty`/`max_qty`
 * (an empty `max_qty` means no limit beyond the product's); a
 * sold-individually product or variation allows exactly 1.
 *
 * @example
 * quantityLimitsOf( sudadera, variation86 ); // { minimum: 2, maximum: 4, step: 1, soldIndividually: false }
 */
export function quantityLimitsOf(
	product: ProductResponse,
	variation: AvailableVariation | null
): QuantityLimits {
	const soldIndividually =
		Boolean( product.sold_individually ) ||
		variation?.is_sold_individually === 'yes' ||
		variation?.is_sold_individually === true;
	if ( soldIndividually ) {
		return {
			minimum: SOLD_INDIVIDUALLY_QUANTITY,
			maximum: SOLD_INDIVIDUALLY_QUANTITY,
			step: 1,
			soldIndividually: true,
		};
	}
	const addToCart = product.add_to_cart;
	const minimum =
		positive( variation?.min_qty ) ??
		positive( addToCart?.minimum ) ??
		QUANTITY_MINIMUM_DEFAULT;
	const maximum = Math.max(
		minimum,
		positive( variation?.max_qty ) ?? positive( addToCart?.maximum ) ?? QUANTITY_MAXIMUM_DEFAULT
	);
	return {
		minimum,
		maximum,
		step: positive( addToCart?.multiple_of ) ?? 1,
		soldIndividually: false,
	};
}

/**
 * Spec 1 §5: a quantity raised to the minimum when below it, lowered to the
 * maximum when above it, 1 when sold individually; anything that is not a
 * number becomes the minimum.
 *
 * @example
 * clampQuantity( 1, { minimum: 2, maximum: 4, step: 1, soldIndividually: false } ); // 2
 */
export function clampQuantity( quantity: number, limits: QuantityLimits ): number {
	if ( limits.soldIndividually ) {
		return SOLD_INDIVIDUALLY_QUANTITY;
	}
	if ( ! Number.isFinite( quantity ) ) {
		return limits.minimum;
	}
	return Math.min( limits.maximum, Math.max( limits.minimum, Math.floor( quantity ) ) );
}
