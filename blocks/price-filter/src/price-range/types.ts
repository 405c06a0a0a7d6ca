/** The shapes the price filter's pure logic works on. Amounts are integers in minor units. */

/**
 * The range a shopper may choose in: the catalogue's lowest price rounded
 * down and highest rounded up to whole currency units; `null` when the Store
 * API did not say.
 *
 * @example
 * const constraints: PriceConstraints = { min: 1000, max: 43000 };
 */
export interface PriceConstraints {
	min: number | null;
	max: number | null;
}

/**
 * The chosen range, in minor units.
 *
 * @example
 * const range: PriceSelection = { min: 2000, max: 5000 };
 */
export interface PriceSelection {
	min: number;
	max: number;
}

/**
 * The filter as the listing's query sees it (WooCommerce's query-state keys):
 * minor units, `null` when a bound is the constraint itself (no filter).
 *
 * @example
 * const state: PriceQueryState = { min_price: 2000, max_price: null };
 */
export interface PriceQueryState {
	min_price: number | null;
	max_price: number | null;
}

/**
 * Which bound the shopper changed; the other one gives way.
 *
 * @example
 * const changed: PriceBound = 'min';
 */
export type PriceBound = 'min' | 'max';
