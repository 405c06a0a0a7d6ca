/** The block's attributes with the collection's and the spec's defaults filled in, and every number clamped (spec 1 §3). */
import { getProductCollection } from '../collections/register-product-collection';
import {
	COLUMNS_DEFAULT,
	COLUMNS_MAX,
	COLUMNS_MIN,
	ORDER_BY_DEFAULT,
	ORDER_DEFAULT,
	PRODUCTS_PER_PAGE_DEFAULT,
	PRODUCTS_PER_PAGE_MAX,
	PRODUCT_TITLE_LEVEL_DEFAULT,
	RATING_VALUES,
	ROWS_MAX,
	ROWS_MIN,
	STOCK_STATUS_DEFAULT,
	STOCK_STATUSES,
} from '../constants';
import type {
	AttributeTermFilter,
	NormalizedProductCollectionAttributes,
	ProductCollectionAttributes,
} from './types';

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

const integer = ( value: unknown ): number | null => {
	const number = typeof value === 'string' && value.trim() !== '' ? Number( value ) : value;
	return typeof number === 'number' && Number.isFinite( number ) ? Math.trunc( number ) : null;
};

/**
 * `value` as a whole number between `min` and `max`; `fallback` when it is
 * not a number.
 *
 * @example
 * clampInteger( 9, 1, 6, 3 ); // 6
 * clampInteger( 'x', 1, 6, 3 ); // 3
 */
export function clampInteger( value: unknown, min: number, max: number, fallback: number ): number {
	const number = integer( value );
	return number === null ? fallback : Math.min( max, Math.max( min, number ) );
}

const positiveIds = ( value: unknown ): number[] =>
	Array.isArray( value )
		? value.map( integer ).filter( ( id ): id is number => id !== null && id > 0 )
		: [];

const isAttributeTerm = ( value: unknown ): value is AttributeTermFilter =>
	isRecord( value ) &&
	typeof value.taxonomy === 'string' &&
	value.taxonomy !== '' &&
	( integer( value.termId ) ?? 0 ) > 0;

const price = ( value: unknown ): number | undefined => {
	const number = typeof value === 'string' && value.trim() !== '' ? Number( value ) : value;
	return typeof number === 'number' && Number.isFinite( number ) && number >= 0
		? number
		: undefined;
};

/**
 * The attributes a block renders with: the named collection's attributes
 * under the block's own, then the spec's defaults (9 per page, ascending by
 * title, a grid of 3 columns), with columns and rows clamped to 1–6, per page
 * to 1–100, ratings to 1–5 and stock statuses to the three the spec knows.
 * When `rows` is given, a page holds `rows × columns` products. Values of
 * the wrong type are dropped, never thrown: block attributes come from saved
 * content.
 *
 * @example
 * normalizeProductCollectionAttributes( { displayLayout: { columns: 9 } } ).displayLayout.columns; // 6
 * normalizeProductCollectionAttributes( {} ).query; // { perPage: 9, orderBy: 'title', order: 'asc', … }
 */
export function normalizeProductCollectionAttributes(
	attributes: ProductCollectionAttributes = {}
): NormalizedProductCollectionAttributes {
	const own = isRecord( attributes ) ? attributes : {};
	const name = typeof own.collection === 'string' ? own.collection : null;
	const base = ( name && getProductCollection( name )?.attributes ) || {};
	const query = { ...( base.query ?? {} ), ...( isRecord( own.query ) ? own.query : {} ) };
	const layout = {
		...( base.displayLayout ?? {} ),
		...( isRecord( own.displayLayout ) ? own.displayLayout : {} ),
	};
	const columns = clampInteger( layout.columns, COLUMNS_MIN, COLUMNS_MAX, COLUMNS_DEFAULT );
	const rows = own.rows ?? base.rows;
	const perPage =
		rows !== undefined && integer( rows ) !== null
			? clampInteger( rows, ROWS_MIN, ROWS_MAX, ROWS_MIN ) * columns
			: clampInteger( query.perPage, 1, PRODUCTS_PER_PAGE_MAX, PRODUCTS_PER_PAGE_DEFAULT );
	const stock = Array.isArray( query.woocommerceStockStatus )
		? query.woocommerceStockStatus.filter( ( status ) => STOCK_STATUSES.includes( status ) )
		: [ ...STOCK_STATUS_DEFAULT ];
	const taxQuery = isRecord( query.taxQuery )
		? Object.fromEntries(
				Object.entries( query.taxQuery ).map( ( [ taxonomy, ids ] ) => [
					taxonomy,
					positiveIds( ids ),
				] )
			)
		: {};
	const range = isRecord( query.priceRange ) ? query.priceRange : {};
	const min = price( range.min );
	const max = price( range.max );
	return {
		collection: name,
		queryId: Math.max( 0, integer( own.queryId ) ?? 0 ),
		query: {
			perPage,
			pages: Math.max( 0, integer( query.pages ) ?? 0 ),
			offset: Math.max( 0, integer( query.offset ) ?? 0 ),
			order: query.order === 'desc' || query.order === 'asc' ? query.order : ORDER_DEFAULT,
			orderBy:
				typeof query.orderBy === 'string' && query.orderBy !== ''
					? query.orderBy
					: ORDER_BY_DEFAULT,
			search: typeof query.search === 'string' ? query.search.trim() : '',
			exclude: positiveIds( query.exclude ),
			inherit: query.inherit === true,
			taxQuery,
			woocommerceOnSale: query.woocommerceOnSale === true,
			woocommerceStockStatus: stock,
			woocommerceAttributes: Array.isArray( query.woocommerceAttributes )
				? query.woocommerceAttributes.filter( isAttributeTerm ).map( ( term ) => ( {
						taxonomy: term.taxonomy,
						termId: integer( term.termId )!,
					} ) )
				: [],
			woocommerceHandPickedProducts: positiveIds( query.woocommerceHandPickedProducts ),
			featured: query.featured === true,
			woocommerceRating: Array.isArray( query.woocommerceRating )
				? [ ...new Set( query.woocommerceRating.map( integer ) ) ].filter(
						( rating ): rating is number =>
							rating !== null && RATING_VALUES.includes( rating )
					)
				: [],
			priceRange: {
				...( min !== undefined ? { min } : {} ),
				...( max !== undefined ? { max } : {} ),
			},
			isProductCollectionBlock: true,
		},
		displayLayout: {
			type: layout.type === 'list' ? 'list' : 'flex',
			columns,
			shrinkColumns: layout.shrinkColumns !== false,
		},
		ariaLabel: typeof own.ariaLabel === 'string' ? own.ariaLabel : '',
		titleLevel: clampInteger( own.titleLevel, 1, 6, PRODUCT_TITLE_LEVEL_DEFAULT ),
		className: typeof own.className === 'string' ? own.className : '',
	};
}
