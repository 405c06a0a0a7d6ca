/** Asking the Store API for a block's page of products, through `@cesta/api` (the only door to it). */
import { getCollection, STORE_API_NAMESPACE } from '@cesta/api';
import type { ProductResponse } from '@cesta/types';

import { normalizeProductCollectionAttributes } from '../query/normalize-attributes';
import { queryFromAttributes } from '../query/query-from-attributes';
import type { QueryOptions } from '../query/query-from-attributes';
import type { ProductCollectionAttributes, StoreProductsQuery } from '../query/types';

/**
 * A page of a collection, ready for `renderProductCollectionMarkup`.
 *
 * @example
 * const { products, totalPages } = await loadProductCollection( attributes );
 */
export interface LoadedProductCollection {
	products: ProductResponse[];
	/** Products matching the filters (`X-WP-Total`), less the block's offset. */
	total: number;
	/** Pages of them, never past the block's `pages` limit. */
	totalPages: number;
	/** The page these products are. */
	page: number;
	/** The query that was sent. */
	query: StoreProductsQuery;
}

const header = ( headers: Headers, name: string ): number => {
	const value = Number( headers.get( name ) );
	return Number.isFinite( value ) && value >= 0 ? value : 0;
};

/**
 * Loads the page of products a block shows: `GET /wc/store/v1/products`
 * with {@link queryFromAttributes}'s arguments (equal queries share one
 * request). The total comes from `X-WP-Total`; the page count is worked out
 * from it, the block's offset and its `pages` limit. Rejects with the Store
 * API's error value.
 *
 * @example
 * const page = await loadProductCollection( { collection: 'woocommerce/product-collection/on-sale' }, { urlQuery: location.search } );
 * container.innerHTML = renderProductCollectionMarkup( { attributes, ...page, pageUrl: location.href } );
 */
export async function loadProductCollection(
	attributes: ProductCollectionAttributes = {},
	options: QueryOptions = {}
): Promise< LoadedProductCollection > {
	const normal = normalizeProductCollectionAttributes( attributes );
	const query = queryFromAttributes( attributes, options );
	const { items, headers } = await getCollection< ProductResponse[] >( {
		namespace: STORE_API_NAMESPACE,
		resourceName: 'products',
		query: query as unknown as Record< string, unknown >,
	} );
	const total = Math.max( 0, header( headers, 'x-wp-total' ) - normal.query.offset );
	const pages = Math.ceil( total / normal.query.perPage );
	return {
		products: Array.isArray( items ) ? items : [],
		total,
		totalPages: normal.query.pages > 0 ? Math.min( pages, normal.query.pages ) : pages,
		page: query.page,
		query,
	};
}
