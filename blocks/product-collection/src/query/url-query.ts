/** Reading the page number, the price filter's bounds and the attribute filters from the page's URL query. */
import {
	ATTRIBUTE_FILTER_QUERY_ARG_PREFIXES,
	INHERITED_PAGE_QUERY_ARG,
	PAGE_QUERY_ARG_PREFIX,
	PRICE_FILTER_QUERY_ARGS,
} from '../constants';
import type { StoreAttributeQuery, UrlQuery } from './types';

/**
 * The URL query argument that holds the block's page: `paged` when the block
 * follows the page's own query, else WordPress's `query-{queryId}-page`.
 *
 * @example
 * pageQueryArg( { inherit: false, queryId: 0 } ); // 'query-0-page'
 * pageQueryArg( { inherit: true, queryId: 0 } ); // 'paged'
 */
export function pageQueryArg( {
	inherit,
	queryId,
}: {
	inherit: boolean;
	queryId: number;
} ): string {
	return inherit ? INHERITED_PAGE_QUERY_ARG : `${ PAGE_QUERY_ARG_PREFIX }-${ queryId }-page`;
}

/**
 * One value of a URL query given in any of the accepted shapes.
 *
 * @example
 * readUrlQueryValue( '?paged=2', 'paged' ); // '2'
 */
export function readUrlQueryValue(
	urlQuery: UrlQuery | undefined,
	name: string
): string | undefined {
	if ( urlQuery === undefined || urlQuery === null ) {
		return undefined;
	}
	if ( typeof urlQuery === 'string' ) {
		return new URLSearchParams( urlQuery.replace( /^[^?]*\?/, '' ) ).get( name ) ?? undefined;
	}
	if ( urlQuery instanceof URLSearchParams ) {
		return urlQuery.get( name ) ?? undefined;
	}
	const value = ( urlQuery as Record< string, unknown > )[ name ];
	return typeof value === 'string' ? value : undefined;
}

/**
 * A page number from the URL: a whole number of at least 1, else `undefined`.
 *
 * @example
 * readPageNumber( '?query-0-page=3', 'query-0-page' ); // 3
 */
export function readPageNumber( urlQuery: UrlQuery | undefined, name: string ): number | undefined {
	const value = readUrlQueryValue( urlQuery, name );
	const page = value !== undefined && /^\d+$/.test( value.trim() ) ? Number( value ) : NaN;
	return page >= 1 ? page : undefined;
}

/**
 * A price bound of the price filter from the URL, which writes them in the
 * currency's major units (`?min_price=20` is 20.00 €), in minor units
 * (`2000`); `undefined` when absent or not a non-negative number.
 *
 * @example
 * readPriceBound( '?min_price=20', 'min', 2 ); // 2000
 */
export function readPriceBound(
	urlQuery: UrlQuery | undefined,
	bound: 'min' | 'max',
	minorUnit: number
): number | undefined {
	const value = readUrlQueryValue( urlQuery, PRICE_FILTER_QUERY_ARGS[ bound ] )?.trim();
	if ( value === undefined || ! /^\d+(\.\d+)?$/.test( value ) ) {
		return undefined;
	}
	return Math.round( Number( value ) * 10 ** minorUnit );
}

const urlQueryEntries = ( urlQuery: UrlQuery | undefined ): Array< [ string, string ] > => {
	if ( urlQuery === undefined || urlQuery === null ) {
		return [];
	}
	if ( typeof urlQuery === 'string' ) {
		return [ ...new URLSearchParams( urlQuery.replace( /^[^?]*\?/, '' ) ) ];
	}
	if ( urlQuery instanceof URLSearchParams ) {
		return [ ...urlQuery ];
	}
	return Object.entries( urlQuery ).filter(
		( entry ): entry is [ string, string ] => typeof entry[ 1 ] === 'string'
	);
};

/**
 * The attribute filters of the URL, as WooCommerce's attribute filter
 * writes them (`filter_color=rojo,azul&query_type_color=or`), in the Store
 * API's shape: taxonomy `pa_{name}`, the slugs, `in` for `or` and `and`
 * otherwise (WooCommerce's default query type when `query_type_{name}` is
 * missing or unknown). Empty filters are left out.
 *
 * @example
 * readAttributeFilters( '?filter_color=rojo,azul&query_type_color=or' );
 * // [ { attribute: 'pa_color', slug: [ 'rojo', 'azul' ], operator: 'in' } ]
 */
export function readAttributeFilters( urlQuery: UrlQuery | undefined ): StoreAttributeQuery[] {
	const { filter, queryType } = ATTRIBUTE_FILTER_QUERY_ARG_PREFIXES;
	const entries = urlQueryEntries( urlQuery );
	return entries.flatMap( ( [ name, value ] ) => {
		const attribute = name.startsWith( filter ) ? name.slice( filter.length ) : '';
		const slug = value
			.split( ',' )
			.map( ( part ) => part.trim() )
			.filter( Boolean );
		if ( ! attribute || ! slug.length ) {
			return [];
		}
		const type = entries.find( ( [ key ] ) => key === `${ queryType }${ attribute }` )?.[ 1 ];
		return [
			{
				attribute: `pa_${ attribute }`,
				slug,
				operator: type === 'or' ? ( 'in' as const ) : ( 'and' as const ),
			},
		];
	} );
}
