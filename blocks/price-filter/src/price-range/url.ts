/** The filter's range in the page's URL (major units, spec 1 §2 and §5) and in the listing's query state (minor units). */
import { withoutPaging } from '@cesta/blocks-shared/listing-url';

import { PRICE_FILTER_URL_ARGS } from '../constants';
import type { PriceConstraints, PriceQueryState, PriceSelection } from './types';

/**
 * A bound from a URL query (`?min_price=20`, major units) in minor units
 * (`2000`); `undefined` when absent or not a non-negative number.
 *
 * @example
 * readPriceBoundFromUrl( '?min_price=20', 'min', 2 ); // 2000
 */
export function readPriceBoundFromUrl(
	search: string,
	bound: 'min' | 'max',
	minorUnit: number
): number | undefined {
	const value = new URLSearchParams( search.replace( /^[^?]*\?/, '' ) )
		.get( PRICE_FILTER_URL_ARGS[ bound ] )
		?.trim();
	if ( value === undefined || ! /^\d+(\.\d+)?$/.test( value ) ) {
		return undefined;
	}
	return Math.round( Number( value ) * 10 ** minorUnit );
}

/**
 * The range as the listing's query takes it: minor units, a bound at (or
 * past) its constraint is `null` — it filters nothing.
 *
 * @example
 * priceQueryState( { min: 1000, max: 5000 }, { min: 1000, max: 43000 } );
 * // { min_price: null, max_price: 5000 }
 */
export function priceQueryState(
	selection: PriceSelection,
	constraints: PriceConstraints
): PriceQueryState {
	return {
		min_price:
			constraints.min !== null && selection.min <= constraints.min ? null : selection.min,
		max_price:
			constraints.max !== null && selection.max >= constraints.max ? null : selection.max,
	};
}

/**
 * The address with the range as `min_price`/`max_price` in major units (as
 * WooCommerce writes them: `20` for 20.00 €, `20.5` for 20.50 €), a bound
 * equal to its constraint left out, and paging removed.
 *
 * @example
 * priceFilterUrl( 'https://shop.test/tienda/?paged=2', { min_price: 2000, max_price: null }, 2 );
 * // 'https://shop.test/tienda/?min_price=20'
 */
export function priceFilterUrl( href: string, state: PriceQueryState, minorUnit: number ): string {
	const url = new URL( withoutPaging( href ) );
	for ( const [ bound, value ] of [
		[ 'min', state.min_price ],
		[ 'max', state.max_price ],
	] as const ) {
		if ( value === null ) {
			url.searchParams.delete( PRICE_FILTER_URL_ARGS[ bound ] );
		} else {
			url.searchParams.set(
				PRICE_FILTER_URL_ARGS[ bound ],
				String( value / 10 ** minorUnit )
			);
		}
	}
	return url.toString();
}

/**
 * The arguments of `GET /products/collection-data` for the filter's bounds:
 * the listing's query without paging and ordering (they cannot change the
 * range) and without the price filter itself (the range is of the whole
 * listing), with `calculate_price_range`.
 *
 * @example
 * collectionDataQuery( { category: '17', page: 2, orderby: 'price', min_price: 2000 } );
 * // { category: '17', calculate_price_range: true }
 */
export function collectionDataQuery(
	listingQuery: Record< string, unknown > = {}
): Record< string, unknown > {
	const {
		page: _page,
		per_page: _perPage,
		offset: _offset,
		orderby: _orderBy,
		order: _order,
		min_price: _min,
		max_price: _max,
		...rest
	} = listingQuery;
	return { ...rest, calculate_price_range: true };
}
