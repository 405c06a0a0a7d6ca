/** The term routes: attributes and their terms, categories, tags, brands and reviews. */

import type { CollectionPage } from '../engine/catalogue/product-routes';
import type { TermQuery } from '../engine/catalogue/terms';
import { PER_PAGE_MAX, PRODUCTS_PER_PAGE_DEFAULT } from '../engine/core/constants';
import type { Engine } from '../engine/engine';
import type { ArgsSchema } from './args';
import { collectionResult } from './collection-headers';
import type { RouteDefinition } from './router';

/**
 * Collection parameters of the term routes (`AbstractTermsRoute`).
 *
 * @example
 * TERM_QUERY_ARGS.hide_empty.default; // true
 */
const TERM_QUERY_ARGS = {
	context: { type: 'string', enum: [ 'view', 'edit', 'embed' ], default: 'view' },
	page: { type: 'integer', minimum: 1, default: 1 },
	per_page: { type: 'integer', minimum: 0, maximum: PER_PAGE_MAX },
	search: { type: 'string' },
	exclude: { type: 'array', items: { type: 'integer' } },
	include: { type: 'array', items: { type: 'integer' } },
	order: { type: 'string', enum: [ 'asc', 'desc' ], default: 'asc' },
	orderby: {
		type: 'string',
		enum: [ 'name', 'slug', 'count', 'menu_order', 'id' ],
		default: 'name',
	},
	hide_empty: { type: 'boolean', default: true },
	parent: { type: 'integer', minimum: 0 },
} satisfies ArgsSchema;

const toTermQuery = ( args: Record< string, unknown > ): TermQuery => ( {
	hideEmpty: args.hide_empty as boolean,
	order: args.order as 'asc' | 'desc',
	orderby: args.orderby as TermQuery[ 'orderby' ],
	search: args.search as string | undefined,
	include: args.include as number[] | undefined,
	exclude: args.exclude as number[] | undefined,
	parent: args.parent as number | undefined,
	page: args.page as number,
	perPage: args.per_page as number | undefined,
} );

/** A public, unbatched GET route answering a paged term collection. */
const termCollectionRoute = (
	pattern: string,
	list: ( engine: Engine, query: TermQuery ) => CollectionPage< unknown >
): RouteDefinition => ( {
	pattern,
	kind: 'open',
	allowBatch: false,
	endpoints: {
		GET: {
			args: TERM_QUERY_ARGS,
			handle: ( { engine, request, args } ) =>
				collectionResult( request, list( engine, toTermQuery( args ) ) ),
		},
	},
} );

/** A public, unbatched GET route answering one term found by its path parameter. */
const termItemRoute = (
	pattern: string,
	get: ( engine: Engine, param: string ) => unknown
): RouteDefinition => ( {
	pattern,
	kind: 'open',
	allowBatch: false,
	endpoints: {
		GET: {
			handle: ( { engine, params } ) => ( {
				status: 200,
				body: get( engine, Object.values( params )[ 0 ]! ),
			} ),
		},
	},
} );

/**
 * Attributes, attribute terms, categories, tags, brands and reviews.
 *
 * @example
 * termRoutes.map( ( route ) => route.pattern );
 */
export const termRoutes: RouteDefinition[] = [
	{
		pattern: '/products/attributes',
		kind: 'open',
		allowBatch: false,
		endpoints: {
			GET: { handle: ( { engine } ) => ( { status: 200, body: engine.listAttributes() } ) },
		},
	},
	{
		pattern: '/products/attributes/(?P<id>[\\d]+)',
		kind: 'open',
		allowBatch: false,
		endpoints: {
			GET: {
				handle: ( { engine, params } ) => ( {
					status: 200,
					body: engine.getAttribute( Number( params.id ) ),
				} ),
			},
		},
	},
	{
		pattern: '/products/attributes/(?P<attribute_id>[\\d]+)/terms',
		kind: 'open',
		allowBatch: false,
		endpoints: {
			GET: {
				args: TERM_QUERY_ARGS,
				handle: ( { engine, request, params, args } ) =>
					collectionResult(
						request,
						engine.listAttributeTerms(
							Number( params.attribute_id ),
							toTermQuery( args )
						)
					),
			},
		},
	},
	termCollectionRoute( '/products/categories', ( engine, query ) =>
		engine.listCategories( query )
	),
	termItemRoute( '/products/categories/(?P<id>[\\d]+)', ( engine, id ) =>
		engine.getCategory( Number( id ) )
	),
	termCollectionRoute( '/products/tags', ( engine, query ) => engine.listTags( query ) ),
	termCollectionRoute( '/products/brands', ( engine, query ) => engine.listBrands( query ) ),
	termItemRoute( '/products/brands/(?P<identifier>[\\w-]+)', ( engine, identifier ) =>
		engine.getBrand( identifier )
	),
	{
		pattern: '/products/reviews',
		kind: 'open',
		allowBatch: false,
		endpoints: {
			GET: {
				args: {
					context: { type: 'string', enum: [ 'view', 'edit', 'embed' ], default: 'view' },
					page: { type: 'integer', minimum: 1, default: 1 },
					per_page: {
						type: 'integer',
						minimum: 0,
						maximum: PER_PAGE_MAX,
						default: PRODUCTS_PER_PAGE_DEFAULT,
					},
					offset: { type: 'integer', minimum: 0 },
					order: { type: 'string', enum: [ 'asc', 'desc' ], default: 'desc' },
					orderby: {
						type: 'string',
						enum: [ 'date', 'date_gmt', 'id', 'rating', 'product' ],
						default: 'date',
					},
					category_id: { type: 'array', items: { type: 'integer' } },
					product_id: { type: 'array', items: { type: 'integer' } },
				},
				handle: ( { engine, request, args } ) =>
					collectionResult(
						request,
						engine.listReviews( {
							productId: args.product_id as number[] | undefined,
							categoryId: args.category_id as number[] | undefined,
							order: args.order as 'asc' | 'desc',
							orderby: args.orderby as string,
							page: args.page as number,
							perPage: args.per_page as number,
							offset: args.offset as number | undefined,
						} )
					),
			},
		},
	},
];
