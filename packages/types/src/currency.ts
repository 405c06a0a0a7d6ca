/** Types of the Store API's money: the currency fields and amounts in minor units. */

/**
 * The currency fields the Store API merges into every money object
 * (prices, totals, rates, coupons, fees).
 *
 * @example
 * const eur: CurrencyResponse = {
 * 	currency_code: 'EUR', currency_symbol: '€', currency_minor_unit: 2,
 * 	currency_decimal_separator: '.', currency_thousand_separator: ',',
 * 	currency_prefix: '€', currency_suffix: '',
 * };
 */
export interface CurrencyResponse {
	/** ISO 4217 code, e.g. `EUR`. */
	currency_code: string;
	/** Symbol with HTML entities already decoded, e.g. `€`. */
	currency_symbol: string;
	/** Number of decimals; amounts are integers in 10^-minor_unit of the currency. */
	currency_minor_unit: number;
	/** Decimal separator, e.g. `.`. */
	currency_decimal_separator: string;
	/** Thousand separator, e.g. `,`. */
	currency_thousand_separator: string;
	/** Text placed before the amount (symbol for left positions). */
	currency_prefix: string;
	/** Text placed after the amount (symbol for right positions). */
	currency_suffix: string;
}

/**
 * An amount as the Store API sends it: a string holding an integer in the
 * currency's minor unit (`"4000"` is 40.00 with two decimals).
 */
export type MinorUnitAmount = string;
