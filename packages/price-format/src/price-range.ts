/** A price range for display and its screen-reader wording. */

import { __, _x, sprintf } from '@wordpress/i18n';

import { formatPrice } from './format-price';
import type { Currency, PriceAmount } from './types';

const formatBounds = (
	min: PriceAmount,
	max: PriceAmount,
	currency?: Partial< Currency >
): [ string, string ] => [ formatPrice( min, currency ), formatPrice( max, currency ) ];

/**
 * A price range for display, such as a variable product's `price_range`:
 * `'€10.00 – €20.00'` (the separator is translatable). Equal bounds give one
 * price; a bound `formatPrice` cannot write is left out, so the other shows
 * alone; with neither it is `''`.
 *
 * @example
 * formatPriceRange( '1000', '2000' ); // '€10.00 – €20.00'
 * formatPriceRange( '1000', '1000' ); // '€10.00'
 */
export function formatPriceRange(
	min: PriceAmount,
	max: PriceAmount,
	currency?: Partial< Currency >
): string {
	const [ low, high ] = formatBounds( min, max, currency );
	if ( low === '' || high === '' || low === high ) {
		return low || high;
	}
	return sprintf(
		/* translators: %1$s: lowest price, %2$s: highest price. */
		_x( '%1$s – %2$s', 'price range', 'cesta' ),
		low,
		high
	);
}

/**
 * The words a screen reader should say for a price range
 * (`'Price between €10.00 and €20.00'`), following the same rules as
 * `formatPriceRange` for equal or missing bounds.
 *
 * @example
 * describePriceRange( '1000', '2000' ); // 'Price between €10.00 and €20.00'
 */
export function describePriceRange(
	min: PriceAmount,
	max: PriceAmount,
	currency?: Partial< Currency >
): string {
	const [ low, high ] = formatBounds( min, max, currency );
	if ( low === '' || high === '' || low === high ) {
		return low || high;
	}
	return sprintf(
		/* translators: %1$s: lowest price, %2$s: highest price. */
		__( 'Price between %1$s and %2$s', 'cesta' ),
		low,
		high
	);
}
