/** The cheapest and dearest of a set of shipping rates, by what the shopper pays. */

import { getShippingRateCost } from '@cesta/cart-checkout-shared';
import type { ShippingRate } from '@cesta/types';

/**
 * The cheapest and the dearest of some rates, with their costs as shown
 * (minor units, taxes included when the shop shows prices with tax).
 *
 * @example
 * const range: PriceRange = { cheapest: flatRate, minCost: '495', maxCost: '495' };
 */
export interface PriceRange {
	/** The cheapest rate (its currency formats both costs). */
	cheapest: ShippingRate;
	minCost: string;
	maxCost: string;
}

/**
 * The price range of `rates`, or `undefined` when there are none.
 *
 * @example
 * getPriceRange( [ flatRate, freeShipping ] ); // { cheapest: freeShipping, minCost: '0', maxCost: '495' }
 */
export function getPriceRange( rates: readonly ShippingRate[] ): PriceRange | undefined {
	let range: PriceRange | undefined;
	for ( const rate of rates ) {
		const cost = getShippingRateCost( rate );
		if ( ! range ) {
			range = { cheapest: rate, minCost: cost, maxCost: cost };
			continue;
		}
		if ( BigInt( cost ) < BigInt( range.minCost ) ) {
			range = { ...range, cheapest: rate, minCost: cost };
		}
		if ( BigInt( cost ) > BigInt( range.maxCost ) ) {
			range = { ...range, maxCost: cost };
		}
	}
	return range;
}
