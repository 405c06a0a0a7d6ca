/**
 * The Store API `/products` query of a Product Collection block: its
 * attributes, the page, and the price filter's bounds from the URL or the
 * `wc/store/query-state` store. Pure, so the server and a later client
 * re-render ask for the same products.
 */
import { getCurrency } from '@cesta/price-format';

import { normalizeProductCollectionAttributes } from './normalize-attributes';
import type {
	NormalizedProductCollectionAttributes,
	ProductCollectionAttributes,
	StoreAttributeQuery,
	StoreProductsQuery,
	UrlQuery,
} from './types';
import { pageQueryArg, readAttributeFilters, readPageNumber, readPriceBound } from './url-query';

/** The `orderby` values the Store API accepts. */
const STORE_API_ORDER_BY = [
	'date',
	'modified',
	'id',
	'include',
	'title',
	'slug',
	'price',
	'popularity',
	'rating',
	'menu_order',
	'comment_count',
];

/** WooCommerce's own order names that the Store API spells differently. */
const ORDER_BY_ALIASES: Record< string, string > = { sales: 'popularity', name: 'title' };

/**
 * Where the query comes from besides the attributes.
 *
 * @example
 * const options: QueryOptions = { page: 2, urlQuery: window.location.search };
 */
export interface QueryOptions {
	/** The page to show; wins over the URL's. @default the URL's page, else 1 */
	page?: number;
	/** The page's URL query: its page argument and the price filter's `min_price`/`max_price` (major units). @default none */
	urlQuery?: UrlQuery;
	/** The filters' query state (`wc/store/query-state`): the price filter's bounds in minor units, the attribute filters' `attributes`; each wins over the URL's. @default none */
	queryState?: {
		min_price?: number | null;
		max_price?: number | null;
		attributes?: StoreAttributeQuery[];
	};
	/** The currency's minor unit, to turn major units into minor ones. @default the site currency's */
	minorUnit?: number;
}

const toMinor = ( amount: number | undefined, minorUnit: number ) =>
	amount === undefined ? undefined : Math.round( amount * 10 ** minorUnit );

const present = ( value: number | null | undefined ): number | undefined =>
	typeof value === 'number' && Number.isFinite( value ) && value >= 0 ? value : undefined;

// The block's own range limits the collection; the price filter narrows it
// further, never widens it.
const narrower = ( a: number | undefined, b: number | undefined, pick: typeof Math.max ) =>
	a === undefined ? b : b === undefined ? a : pick( a, b );

/**
 * The page the block shows: `options.page`, else the URL's (`paged` or
 * `query-{queryId}-page`), else 1; never past the block's `pages` limit.
 *
 * @example
 * currentPage( normalizeProductCollectionAttributes( {} ), { urlQuery: '?query-0-page=2' } ); // 2
 */
export function currentPage(
	attributes: NormalizedProductCollectionAttributes,
	{ page, urlQuery }: Pick< QueryOptions, 'page' | 'urlQuery' > = {}
): number {
	const wanted =
		( typeof page === 'number' && page >= 1 ? Math.trunc( page ) : undefined ) ??
		readPageNumber(
			urlQuery,
			pageQueryArg( { inherit: attributes.query.inherit, queryId: attributes.queryId } )
		) ??
		1;
	const { pages } = attributes.query;
	return pages > 0 ? Math.min( wanted, pages ) : wanted;
}

/**
 * The `/wc/store/v1/products` query arguments for a block: per page, page
 * (or the offset that replaces it), order, search, excluded and hand-picked
 * ids, categories (`taxQuery.product_cat`), tags, brands, on sale, featured,
 * stock statuses, ratings, attribute terms (terms of one taxonomy with `in`,
 * taxonomies combined with `and`; the attribute filters' slugs from the
 * query state's `attributes`, else the URL's `filter_{name}` and
 * `query_type_{name}`, added to them) and the price range in minor units — the
 * block's own `priceRange` narrowed by the price filter's bounds from the URL
 * (`min_price`/`max_price`, major units) or the query-state store (minor
 * units). Arguments that would not filter anything are left out.
 *
 * @example
 * queryFromAttributes( { query: { woocommerceOnSale: true } }, { urlQuery: '?min_price=20' } );
 * // { per_page: 9, page: 1, orderby: 'title', order: 'asc', on_sale: true, min_price: 2000 }
 */
export function queryFromAttributes(
	attributes: ProductCollectionAttributes = {},
	options: QueryOptions = {}
): StoreProductsQuery {
	const normal = normalizeProductCollectionAttributes( attributes );
	const { query } = normal;
	const minorUnit = options.minorUnit ?? getCurrency().minorUnit;
	const page = currentPage( normal, options );
	const orderBy = ORDER_BY_ALIASES[ query.orderBy ] ?? query.orderBy;
	const args: StoreProductsQuery = {
		per_page: query.perPage,
		page,
		orderby: STORE_API_ORDER_BY.includes( orderBy ) ? orderBy : 'title',
		order: query.order,
	};
	if ( query.offset > 0 ) {
		args.offset = query.offset + ( page - 1 ) * query.perPage;
	}
	if ( query.search ) {
		args.search = query.search;
	}
	if ( query.exclude.length ) {
		args.exclude = query.exclude as number[];
	}
	if ( query.woocommerceHandPickedProducts.length ) {
		args.include = query.woocommerceHandPickedProducts as number[];
	}
	const terms = ( taxonomy: string ) => ( query.taxQuery[ taxonomy ] ?? [] ).join( ',' );
	if ( terms( 'product_cat' ) ) {
		args.category = terms( 'product_cat' );
		args.category_operator = 'in';
	}
	if ( terms( 'product_tag' ) ) {
		args.tag = terms( 'product_tag' );
		args.tag_operator = 'in';
	}
	if ( terms( 'product_brand' ) ) {
		args.brand = terms( 'product_brand' );
	}
	if ( query.woocommerceOnSale ) {
		args.on_sale = true;
	}
	if ( query.featured ) {
		args.featured = true;
	}
	if ( query.woocommerceStockStatus.length < 3 ) {
		args.stock_status = [ ...query.woocommerceStockStatus ];
	}
	if ( query.woocommerceRating.length ) {
		args.rating = [ ...query.woocommerceRating ].sort();
	}
	const byTaxonomy = new Map< string, number[] >();
	for ( const { taxonomy, termId } of query.woocommerceAttributes ) {
		byTaxonomy.set( taxonomy, [ ...( byTaxonomy.get( taxonomy ) ?? [] ), termId ] );
	}
	const filtered = (
		options.queryState?.attributes ?? readAttributeFilters( options.urlQuery )
	).filter( ( filter ) => filter.slug?.length || filter.term_id?.length );
	if ( byTaxonomy.size || filtered.length ) {
		args.attributes = [
			...[ ...byTaxonomy ].map( ( [ attribute, ids ] ) => ( {
				attribute,
				term_id: ids,
				operator: 'in' as const,
			} ) ),
			...filtered.map( ( filter ) => ( { ...filter } ) ),
		];
		args.attribute_relation = 'and';
	}
	const min = narrower(
		toMinor( query.priceRange.min, minorUnit ),
		present( options.queryState?.min_price ) ??
			readPriceBound( options.urlQuery, 'min', minorUnit ),
		Math.max
	);
	const max = narrower(
		toMinor( query.priceRange.max, minorUnit ),
		present( options.queryState?.max_price ) ??
			readPriceBound( options.urlQuery, 'max', minorUnit ),
		Math.min
	);
	if ( min !== undefined && min > 0 ) {
		args.min_price = min;
	}
	if ( max !== undefined ) {
		args.max_price = max;
	}
	return args;
}
