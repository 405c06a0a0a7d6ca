/** The product routes: /products with its filters, single products, collection data and by slug. */

import type { StockStatus } from '@cesta/types';

import type { ProductQuery } from '../engine/catalogue/product-query';
import { PER_PAGE_MAX, PRODUCTS_PER_PAGE_DEFAULT } from '../engine/core/constants';
import type { ArgSchema, ArgsSchema } from './args';
import { collectionResult } from './collection-headers';
import type { RouteDefinition } from './router';

const OPERATOR: ArgSchema = { type: 'string', enum: [ 'in', 'not_in', 'and' ] };
const ID_LIST: ArgSchema = { type: 'array', items: { type: 'integer' } };
const STRING_LIST: ArgSchema = { type: 'array', items: { type: 'string' } };

/**
 * The `/products` filters (Store API `ProductsSchema` collection params).
 *
 * @example
 * PRODUCT_QUERY_ARGS.per_page.maximum; // 100
 */
const PRODUCT_QUERY_ARGS = {
	context: { type: 'string', enum: [ 'view', 'edit', 'embed' ], default: 'view' },
	page: { type: 'integer', minimum: 1, default: 1 },
	per_page: {
		type: 'integer',
		minimum: 0,
		maximum: PER_PAGE_MAX,
		default: PRODUCTS_PER_PAGE_DEFAULT,
	},
	search: { type: 'string' },
	slug: STRING_LIST,
	include: ID_LIST,
	exclude: ID_LIST,
	offset: { type: 'integer', minimum: 0 },
	order: { type: 'string', enum: [ 'asc', 'desc' ], default: 'desc' },
	orderby: {
		type: 'string',
		enum: [
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
		],
		default: 'date',
	},
	parent: ID_LIST,
	parent_exclude: ID_LIST,
	type: { type: 'string', enum: [ 'simple', 'grouped', 'external', 'variable', 'variation' ] },
	sku: STRING_LIST,
	featured: { type: 'boolean' },
	category: STRING_LIST,
	category_operator: OPERATOR,
	tag: STRING_LIST,
	tag_operator: OPERATOR,
	brand: STRING_LIST,
	brand_operator: OPERATOR,
	on_sale: { type: 'boolean' },
	min_price: { type: 'integer', minimum: 0 },
	max_price: { type: 'integer', minimum: 0 },
	stock_status: {
		type: 'array',
		items: { type: 'string', enum: [ 'instock', 'outofstock', 'onbackorder' ] },
	},
	attributes: {
		type: 'array',
		items: {
			type: 'object',
			properties: {
				attribute: { type: 'string', required: true },
				term_id: ID_LIST,
				slug: STRING_LIST,
				operator: OPERATOR,
			},
		},
	},
	attribute_relation: { type: 'string', enum: [ 'in', 'and' ] },
	catalog_visibility: {
		type: 'string',
		enum: [ 'any', 'visible', 'catalog', 'search', 'hidden' ],
	},
	rating: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 5 } },
	related: { type: 'integer' },
} satisfies ArgsSchema;

/**
 * Turns validated `/products` arguments into the engine's query.
 *
 * @example
 * toProductQuery( { on_sale: true, page: 1, per_page: 2 } ).onSale; // true
 */
export function toProductQuery( args: Record< string, unknown > ): ProductQuery {
	const list = < T >( value: unknown ) =>
		( value as T[] | undefined )?.length ? ( value as T[] ) : undefined;
	return {
		search: args.search as string | undefined,
		slug: list( args.slug ),
		include: list( args.include ),
		exclude: list( args.exclude ),
		offset: args.offset as number | undefined,
		order: args.order as 'asc' | 'desc',
		orderby: args.orderby as string,
		parent: list( args.parent ),
		parentExclude: list( args.parent_exclude ),
		type: args.type as string | undefined,
		sku: list( args.sku ),
		featured: args.featured as boolean | undefined,
		category: list( args.category ),
		categoryOperator: args.category_operator as ProductQuery[ 'categoryOperator' ],
		tag: list( args.tag ),
		tagOperator: args.tag_operator as ProductQuery[ 'tagOperator' ],
		brand: list( args.brand ),
		brandOperator: args.brand_operator as ProductQuery[ 'brandOperator' ],
		onSale: args.on_sale as boolean | undefined,
		minPrice: args.min_price as number | undefined,
		maxPrice: args.max_price as number | undefined,
		stockStatus: list< StockStatus >( args.stock_status ),
		attributes: ( args.attributes as Array< Record< string, unknown > > | undefined )?.map(
			( attribute ) => ( {
				attribute: attribute.attribute as string,
				termIds: attribute.term_id as number[] | undefined,
				slugs: attribute.slug as string[] | undefined,
				operator: ( attribute.operator as 'in' | 'not_in' | 'and' | undefined ) ?? 'in',
			} )
		),
		attributeRelation: args.attribute_relation as 'in' | 'and' | undefined,
		catalogVisibility: args.catalog_visibility as ProductQuery[ 'catalogVisibility' ],
		rating: list( args.rating ),
		related: args.related as number | undefined,
		page: args.page as number,
		perPage: args.per_page as number,
	};
}

const TAXONOMY_LIST: ArgSchema = { type: 'array', items: { type: [ 'string', 'object' ] } };

/**
 * The product routes: the collection, collection data, and single products
 * by id or slug (matched last, as on the real server).
 *
 * @example
 * productRoutes.map( ( route ) => route.pattern );
 */
export const productRoutes: RouteDefinition[] = [
	{
		pattern: '/products',
		kind: 'open',
		allowBatch: false,
		endpoints: {
			GET: {
				args: PRODUCT_QUERY_ARGS,
				handle: ( { engine, request, args } ) =>
					collectionResult( request, engine.listProducts( toProductQuery( args ) ), {
						'Last-Modified': String( engine.catalogueModifiedAt() ),
					} ),
			},
		},
	},
	{
		pattern: '/products/collection-data',
		kind: 'open',
		allowBatch: false,
		endpoints: {
			GET: {
				args: {
					...PRODUCT_QUERY_ARGS,
					calculate_price_range: { type: 'boolean', default: false },
					calculate_attribute_counts: {
						type: 'array',
						items: {
							type: 'object',
							properties: {
								taxonomy: { type: 'string', required: true },
								query_type: { type: 'string', enum: [ 'and', 'or' ] },
							},
						},
					},
					calculate_rating_counts: { type: 'boolean', default: false },
					calculate_stock_status_counts: { type: 'boolean', default: false },
					calculate_taxonomy_counts: TAXONOMY_LIST,
				},
				handle: ( { engine, args } ) => ( {
					status: 200,
					headers: { 'Last-Modified': String( engine.catalogueModifiedAt() ) },
					body: engine.collectionData( toProductQuery( args ), {
						priceRange: args.calculate_price_range as boolean,
						attributeCounts: (
							( args.calculate_attribute_counts as
								Array< Record< string, string > > | undefined ) ?? []
						).map( ( entry ) => ( {
							taxonomy: entry.taxonomy,
							queryType: entry.query_type === 'or' ? 'or' : 'and',
						} ) ),
						ratingCounts: args.calculate_rating_counts as boolean,
						stockStatusCounts: args.calculate_stock_status_counts as boolean,
						taxonomyCounts: (
							( args.calculate_taxonomy_counts as
								Array< string | { taxonomy?: string } > | undefined ) ?? []
						)
							.map( ( entry ) =>
								typeof entry === 'string' ? entry : ( entry.taxonomy ?? '' )
							)
							.filter( Boolean ),
					} ),
				} ),
			},
		},
	},
	{
		pattern: '/products/(?P<id>[\\d]+)',
		kind: 'open',
		allowBatch: false,
		endpoints: {
			GET: {
				handle: ( { engine, params } ) => ( {
					status: 200,
					body: engine.getProduct( { id: Number( params.id ) } ),
				} ),
			},
		},
	},
];

/**
 * `/products/{slug}`, registered after every other `/products/…` route.
 *
 * @example
 * productBySlugRoute.pattern; // '/products/(?P<slug>[\\S]+)'
 */
export const productBySlugRoute: RouteDefinition = {
	pattern: '/products/(?P<slug>[\\S]+)',
	kind: 'open',
	allowBatch: false,
	endpoints: {
		GET: {
			handle: ( { engine, params } ) => ( {
				status: 200,
				body: engine.getProduct( { slug: decodeURIComponent( params.slug ) } ),
			} ),
		},
	},
};
