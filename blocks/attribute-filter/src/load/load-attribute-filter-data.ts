/** Asking the Store API, through `@cesta/api`, for what the block shows when the server did not print it: the attribute, its terms and their counts. */
import { getCollection, STORE_API_NAMESPACE, storeApiFetch } from '@cesta/api';
import type { AttributeTerm, CollectionDataResponse, ProductAttribute } from '@cesta/types';

import { TERMS_PER_PAGE_MAX } from '../constants';
import type { AttributeQueryType } from '../filter-query/types';
import { attributeCountsQuery } from '../filter-query/url';
import type { AttributeFilterData } from '../markup/render-attribute-filter-markup';

/**
 * Where the counts come from.
 *
 * @example
 * const options: AttributeFilterDataOptions = { queryType: 'or', listingQuery: { category: '18' }, urlQuery: location.search };
 */
export interface AttributeFilterDataOptions {
	queryType: AttributeQueryType;
	/** The listing's Store API query. @default {} */
	listingQuery?: Record< string, unknown >;
	/** The page's URL query (the other attribute filters). @default '' */
	urlQuery?: string;
}

/**
 * Loads the block's data: `GET /products/attributes/{id}` and
 * `GET /products/attributes/{id}/terms` together, then
 * `GET /products/collection-data` with `calculate_attribute_counts` for
 * its taxonomy and query type (the listing's query, paging and ordering
 * dropped). Rejects with the Store API's error value.
 *
 * @example
 * const data = await loadAttributeFilterData( 1, { queryType: 'or', urlQuery: location.search } );
 * element.innerHTML = attributeFilterContentMarkup( attributes, data, location.search );
 */
export async function loadAttributeFilterData(
	attributeId: number,
	{ queryType, listingQuery = {}, urlQuery = '' }: AttributeFilterDataOptions
): Promise< AttributeFilterData > {
	const base = `/${ STORE_API_NAMESPACE }/products/attributes/${ attributeId }`;
	const [ attribute, terms ] = await Promise.all( [
		storeApiFetch< ProductAttribute >( { path: base } ),
		storeApiFetch< AttributeTerm[] >( {
			path: `${ base }/terms?per_page=${ TERMS_PER_PAGE_MAX }`,
		} ),
	] );
	const { items } = await getCollection< CollectionDataResponse >( {
		namespace: STORE_API_NAMESPACE,
		resourceName: 'products/collection-data',
		query: attributeCountsQuery( listingQuery, {
			taxonomy: attribute.taxonomy,
			queryType,
			urlQuery,
		} ),
	} );
	return {
		attribute: { id: attribute.id, name: attribute.name, taxonomy: attribute.taxonomy },
		terms: Array.isArray( terms ) ? terms : [],
		counts: items?.attribute_counts ?? null,
	};
}
