/** Types of @cesta/price-format: the currency, the symbol position and the amounts it writes. */

import type { CurrencySettings } from '@cesta/settings';

/**
 * A currency in the shape WooCommerce's price-format package uses: what
 * `formatPrice` needs to write an amount. `prefix` and `suffix` already hold
 * the symbol where it goes (`'€'`, `'€ '`, `' €'`).
 *
 * @example
 * const eur: Currency = {
 * 	code: 'EUR', symbol: '€', minorUnit: 2,
 * 	decimalSeparator: ',', thousandSeparator: '.', prefix: '', suffix: ' €',
 * };
 */
export interface Currency {
	/** ISO 4217 code, e.g. `EUR`. */
	code: string;
	/** The symbol, HTML entities decoded, e.g. `€`. */
	symbol: string;
	/** Number of decimals: amounts are integers in 10^-minorUnit of the currency. */
	minorUnit: number;
	/** Written between units and minor units; may be empty. */
	decimalSeparator: string;
	/** Written between groups of three digits; may be empty. */
	thousandSeparator: string;
	/** Written before the digits (after a minus sign). */
	prefix: string;
	/** Written after the digits. */
	suffix: string;
}

/**
 * Where the settings put the currency symbol.
 *
 * @example
 * const position: SymbolPosition = 'right_space'; // '12.00 €'
 */
export type SymbolPosition = CurrencySettings[ 'symbolPosition' ];

/**
 * An amount in minor units as callers hand it over: the Store API's integer
 * strings (`'4000'`), numbers, bigints, or nothing yet (`null` for shipping
 * that is not calculated). See `formatPrice` for how each is treated.
 *
 * @example
 * const amount: PriceAmount = cart.totals.total_shipping; // '495' or null
 */
export type PriceAmount = string | number | bigint | null | undefined;
