/** The filter's choice in the page's URL, as WooCommerce writes it (`filter_color=rojo,azul&query_type_color=or`), and in the listing's query state. */
import { withoutPaging } from '@cesta/blocks-shared/listing-url';

import { ATTRIBUTE_FILTER_URL_ARG_PREFIXES, ATTRIBUTE_TAXONOMY_PREFIX } from '../constants';
import type { AttributeQuery, AttributeQueryState, AttributeQueryType } from './types';

const params = ( search: string ) => new URLSearchParams( search.replace( /^[^?]*\?/, '' ) );

/**
 * The name an attribute has in the URL: its taxonomy without `pa_`.
 *
 * @example
 * attributeUrlName( 'pa_color' ); // 'color'
 */
export const attributeUrlName = ( taxonomy: string ): string =>
	taxonomy.startsWith( ATTRIBUTE_TAXONOMY_PREFIX )
		? taxonomy.slice( ATTRIBUTE_TAXONOMY_PREFIX.length )
		: taxonomy;

/**
 * The slugs the URL chose for one attribute (`filter_color=rojo,azul`).
 *
 * @example
 * readChosenSlugs( '?filter_color=rojo,azul', 'pa_color' ); // [ 'rojo', 'azul' ]
 */
export function readChosenSlugs( search: string, taxonomy: string ): string[] {
	return (
		params( search ).get(
			`${ ATTRIBUTE_FILTER_URL_ARG_PREFIXES.filter }${ attributeUrlName( taxonomy ) }`
		) ?? ''
	)
		.split( ',' )
		.map( ( slug ) => slug.trim() )
		.filter( Boolean );
}

/**
 * Every attribute filter of a URL in the query state's shape: `filter_{name}`
 * becomes `pa_{name}` with its slugs, `query_type_{name}=or` the `in`
 * operator, anything else (also none) `and`, as WooCommerce reads them.
 *
 * @example
 * readAttributeQueryState( '?filter_color=rojo&query_type_color=or' );
 * // { attributes: [ { attribute: 'pa_color', operator: 'in', slug: [ 'rojo' ] } ] }
 */
export function readAttributeQueryState( search: string ): AttributeQueryState {
	const { filter, queryType } = ATTRIBUTE_FILTER_URL_ARG_PREFIXES;
	const query = params( search );
	const attributes: AttributeQuery[] = [];
	for ( const [ name, value ] of query ) {
		const slug = value
			.split( ',' )
			.map( ( part ) => part.trim() )
			.filter( Boolean );
		if ( ! name.startsWith( filter ) || name === filter || ! slug.length ) {
			continue;
		}
		const urlName = name.slice( filter.length );
		attributes.push( {
			attribute: `${ ATTRIBUTE_TAXONOMY_PREFIX }${ urlName }`,
			operator: query.get( `${ queryType }${ urlName }` ) === 'or' ? 'in' : 'and',
			slug,
		} );
	}
	return { attributes };
}

/**
 * The address with one attribute's choice as WooCommerce writes it:
 * `filter_{name}` the slugs joined with commas and `query_type_{name}` the
 * query type; both removed when nothing is chosen; paging removed; other
 * arguments (other filters, the price) kept.
 *
 * @example
 * attributeFilterUrl( 'https://shop.test/tienda/?paged=2', 'pa_color', [ 'rojo', 'azul' ], 'or' );
 * // 'https://shop.test/tienda/?filter_color=rojo%2Cazul&query_type_color=or'
 */
export function attributeFilterUrl(
	href: string,
	taxonomy: string,
	slugs: string[],
	queryType: AttributeQueryType
): string {
	const url = new URL( withoutPaging( href ) );
	const name = attributeUrlName( taxonomy );
	const filterArg = `${ ATTRIBUTE_FILTER_URL_ARG_PREFIXES.filter }${ name }`;
	const typeArg = `${ ATTRIBUTE_FILTER_URL_ARG_PREFIXES.queryType }${ name }`;
	if ( slugs.length ) {
		url.searchParams.set( filterArg, slugs.join( ',' ) );
		url.searchParams.set( typeArg, queryType );
	} else {
		url.searchParams.delete( filterArg );
		url.searchParams.delete( typeArg );
	}
	return url.toString();
}

/**
 * The arguments of `GET /products/collection-data` for one attribute's
 * term counts: the listing's query without paging and ordering, the URL's
 * attribute filters (the server leaves this attribute's own out for `or`,
 * so its options keep their counts), and `calculate_attribute_counts`.
 *
 * @example
 * attributeCountsQuery( { category: '18', page: 2 }, { taxonomy: 'pa_color', queryType: 'or', urlQuery: '?filter_talla=s&query_type_talla=or' } );
 * // { category: '18', attributes: [ { attribute: 'pa_talla', operator: 'in', slug: [ 's' ] } ],
 * //   calculate_attribute_counts: [ { taxonomy: 'pa_color', query_type: 'or' } ] }
 */
export function attributeCountsQuery(
	listingQuery: Record< string, unknown > = {},
	{
		taxonomy,
		queryType,
		urlQuery = '',
	}: { taxonomy: string; queryType: AttributeQueryType; urlQuery?: string }
): Record< string, unknown > {
	const {
		page: _page,
		per_page: _perPage,
		offset: _offset,
		orderby: _orderBy,
		order: _order,
		...rest
	} = listingQuery;
	const { attributes } = readAttributeQueryState( urlQuery );
	return {
		...rest,
		...( attributes.length ? { attributes, attribute_relation: 'and' } : {} ),
		calculate_attribute_counts: [ { taxonomy, query_type: queryType } ],
	};
}
