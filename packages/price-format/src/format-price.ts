/** Writes an amount in minor units as a price in a currency, exactly, on the digits. */

import { getCurrency } from './currency';
import { invalidAmountMessage } from './messages';
import { isEmptyAmount, toMinorUnits } from './minor-units';
import type { Currency, PriceAmount } from './types';
import { writeAmount } from './write-amount';

/**
 * Writes an amount given in minor units for display: thousand and decimal
 * separators, prefix and suffix of `currency` (fields it lacks come from the
 * site currency, see `getCurrency`). Works on the digits, never on floats, so
 * any length of integer string is exact.
 *
 * Defined results:
 * - zero → `'€0.00'`; `-0` and amounts that round to zero carry no sign;
 * - negative → `'-€12.34'`: the minus goes before the prefix, as in
 *   WooCommerce's server-side `wc_price()` and its `FormattedMonetaryAmount`;
 * - a fractional number of minor units (`12.5`, `'12.5'`) is rounded half away
 *   from zero (`13`), like the Store API's own PHP_ROUND_HALF_UP;
 * - `null`, `undefined`, `''` → `''` (no amount yet, e.g. shipping not
 *   calculated), silently;
 * - anything else that is not a decimal number (`'abc'`, `NaN`, `Infinity`,
 *   `'1e3'`, `'1,000'`, objects) → `''`, and the bad value is logged with
 *   `console.error`.
 *
 * @example
 * formatPrice( '4000' ); // '€40.00'
 * formatPrice( 123456789 ); // '€1,234,567.89'
 * formatPrice( -1234 ); // '-€12.34'
 * formatPrice( '123456789012345678901' ); // '€1,234,567,890,123,456,789.01'
 * formatPrice( 1500, { minorUnit: 0, prefix: '¥' } ); // '¥1,500'
 * formatPrice( 'abc' ); // '' (and an error is logged)
 */
export function formatPrice( amount: PriceAmount, currency?: Partial< Currency > ): string {
	if ( isEmptyAmount( amount ) ) {
		return '';
	}
	const units = toMinorUnits( amount );
	if ( units === null ) {
		console.error( invalidAmountMessage( amount ) );
		return '';
	}
	return writeAmount( units, getCurrency( currency ) );
}
