/** Sorting and paging of product lists, and the price range of a list. */

import type { ProductFixture } from '../../fixtures/types';
import { PRODUCTS_PER_PAGE_DEFAULT } from '../core/constants';
import type { EngineContext } from '../core/context';
import type { Catalogue } from './catalogue';
import { fold, priceBounds } from './product-query';
import type { ProductQuery } from './product-query';
import { reviewSummary } from './reviews';

/**
 * Sorts and pages a filtered list (`orderby`, `order`, `page`, `per_page`,
 * `offset`); a `per_page` of 0 returns everything.
 *
 * @example
 * pageProducts( context, catalogue, products, { page: 1, perPage: 2 } ); // { items, total: 5, totalPages: 3 }
 */
export function pageProducts(
	context: EngineContext,
	catalogue: Catalogue,
	products: ProductFixture[],
	query: ProductQuery
) {
	const orderby = query.orderby ?? 'date';
	const direction = ( query.order ?? 'desc' ) === 'asc' ? 1 : -1;
	const key = ( product: ProductFixture ): number | string => {
		switch ( orderby ) {
			case 'id':
				return product.id;
			case 'include':
				return query.include?.indexOf( product.id ) ?? 0;
			case 'title':
				return fold( product.name );
			case 'slug':
				return product.slug;
			case 'price':
				return priceBounds( catalogue, product )?.[ 0 ] ?? 0;
			case 'rating':
				return Number( reviewSummary( context, product.id ).average );
			case 'comment_count':
			case 'popularity':
				return reviewSummary( context, product.id ).count;
			case 'menu_order':
				return product.menuOrder ?? 0;
			default:
				return Date.parse( product.dateCreated );
		}
	};
	const sign = orderby === 'include' ? 1 : direction;
	const sorted = [ ...products ].sort( ( a, b ) => {
		const [ left, right ] = [ key( a ), key( b ) ];
		const compared =
			typeof left === 'string'
				? left.localeCompare( right as string, 'es' )
				: left - ( right as number );
		return compared * sign || ( b.id - a.id ) * direction;
	} );
	const perPage = query.perPage ?? PRODUCTS_PER_PAGE_DEFAULT;
	const total = sorted.length;
	if ( perPage === 0 ) {
		return { items: sorted, total, totalPages: total > 0 ? 1 : 0 };
	}
	const start = query.offset ?? ( ( query.page ?? 1 ) - 1 ) * perPage;
	return {
		items: sorted.slice( start, start + perPage ),
		total,
		totalPages: Math.ceil( total / perPage ),
	};
}

/**
 * Lowest and highest price among products, minor units, for the price filter.
 *
 * @example
 * priceRange( catalogue, products ); // [ 1999, 42900 ]
 */
export function priceRange(
	catalogue: Catalogue,
	products: ProductFixture[]
): [ number, number ] | null {
	const bounds = products
		.map( ( product ) => priceBounds( catalogue, product ) )
		.filter( ( entry ): entry is [ number, number ] => entry !== null );
	return bounds.length
		? [
				Math.min( ...bounds.map( ( entry ) => entry[ 0 ] ) ),
				Math.max( ...bounds.map( ( entry ) => entry[ 1 ] ) ),
			]
		: null;
}
