/** The product routes: product lists and single products, collection data and reviews. */

import type {
	CollectionDataResponse,
	ProductResponse,
	ProductReview,
	StockStatus,
} from '@cesta/types';

import { PRODUCTS_PER_PAGE_DEFAULT } from '../core/constants';
import type { EngineDeps } from '../core/deps';
import { StoreApiError } from '../core/errors';
import { md5Hex } from '../core/hash';
import { currencyFields } from '../core/money';
import { stockStatus } from './catalogue';
import { imageResponse } from './product-links';
import { pageProducts, priceRange } from './product-paging';
import { filterProducts, productTermIds } from './product-query';
import type { ProductQuery } from './product-query';
import { productResponse } from './product-schema';
import { reviewSummary } from './reviews';

/**
 * One page of a collection and the numbers its headers carry.
 *
 * @example
 * const page: CollectionPage< ProductResponse > = { items: [], total: 0, totalPages: 0 };
 */
export interface CollectionPage< T > {
	items: T[];
	total: number;
	totalPages: number;
}

/**
 * GET `/products`.
 *
 * @example
 * listProducts( deps, { onSale: true, perPage: 2, page: 1 } ).total; // 5
 */
export function listProducts(
	deps: EngineDeps,
	query: ProductQuery
): CollectionPage< ProductResponse > {
	const page = pageProducts(
		deps.context,
		deps.catalogue,
		filterProducts( deps.context, deps.catalogue, query ),
		query
	);
	return {
		...page,
		items: page.items.map( ( product ) =>
			productResponse( deps, product, reviewSummary( deps.context, product.id ) )
		),
	};
}

/**
 * GET `/products/{id}` or `/products/{slug}`: published products only.
 *
 * @example
 * getProduct( deps, { id: 27 } ).type; // 'variable'
 */
export function getProduct(
	deps: EngineDeps,
	reference: { id: number } | { slug: string }
): ProductResponse {
	const product =
		'id' in reference
			? deps.catalogue.get( reference.id )
			: deps.catalogue.getBySlug( reference.slug );
	const parent = product ? deps.catalogue.parentOf( product ) : undefined;
	if (
		! product ||
		( product.status ?? 'publish' ) !== 'publish' ||
		( parent && ( parent.status ?? 'publish' ) !== 'publish' )
	) {
		throw 'id' in reference
			? new StoreApiError(
					'woocommerce_rest_product_invalid_id',
					404,
					deps.context.t( 'productInvalidId' )
				)
			: new StoreApiError(
					'woocommerce_rest_product_invalid_slug',
					404,
					deps.context.t( 'productInvalidSlug' )
				);
	}
	return productResponse( deps, product, reviewSummary( deps.context, product.id ) );
}

/**
 * What `/products/collection-data` should calculate besides filtering.
 *
 * @example
 * const flags: CollectionDataFlags = { priceRange: true, attributeCounts: [], ratingCounts: false, stockStatusCounts: false, taxonomyCounts: [] };
 */
export interface CollectionDataFlags {
	priceRange: boolean;
	attributeCounts: Array< { taxonomy: string; queryType: 'and' | 'or' } >;
	ratingCounts: boolean;
	stockStatusCounts: boolean;
	taxonomyCounts: string[];
}

/**
 * GET `/products/collection-data`: the price range (without the price
 * filters), term counts per attribute, rating and stock status counts.
 *
 * @example
 * collectionData( deps, {}, { priceRange: true, … } ).price_range?.min_price; // '1999'
 */
export function collectionData(
	deps: EngineDeps,
	query: ProductQuery,
	flags: CollectionDataFlags
): CollectionDataResponse {
	const { context, catalogue } = deps;
	const countTerms = ( taxonomy: string, omit: string[] ) => {
		const counts = new Map< number, number >();
		for ( const product of filterProducts( context, catalogue, query, omit ) ) {
			for ( const id of new Set( productTermIds( catalogue, product, taxonomy ) ) ) {
				counts.set( id, ( counts.get( id ) ?? 0 ) + 1 );
			}
		}
		return [ ...counts ]
			.sort( ( a, b ) => a[ 0 ] - b[ 0 ] )
			.map( ( [ term, count ] ) => ( { term, count } ) );
	};
	const range = flags.priceRange
		? priceRange( catalogue, filterProducts( context, catalogue, query, [ 'price' ] ) )
		: null;
	const response: CollectionDataResponse = {
		price_range: range
			? {
					min_price: String( range[ 0 ] ),
					max_price: String( range[ 1 ] ),
					...currencyFields( context.fixtures.store.currency ),
				}
			: null,
		attribute_counts: flags.attributeCounts.length
			? flags.attributeCounts.flatMap( ( { taxonomy, queryType } ) =>
					countTerms( taxonomy, queryType === 'or' ? [ taxonomy ] : [] )
				)
			: null,
		rating_counts: null,
		stock_status_counts: null,
	};
	if ( flags.ratingCounts ) {
		const counts = new Map< number, number >();
		for ( const product of filterProducts( context, catalogue, query, [ 'rating' ] ) ) {
			const rating = Math.round( Number( reviewSummary( context, product.id ).average ) );
			if ( rating > 0 ) {
				counts.set( rating, ( counts.get( rating ) ?? 0 ) + 1 );
			}
		}
		response.rating_counts = [ ...counts ]
			.sort( ( a, b ) => b[ 0 ] - a[ 0 ] )
			.map( ( [ rating, count ] ) => ( { rating, count } ) );
	}
	if ( flags.stockStatusCounts ) {
		const products = filterProducts( context, catalogue, query, [ 'stock' ] );
		const statuses: StockStatus[] = [ 'instock', 'outofstock', 'onbackorder' ];
		response.stock_status_counts = statuses.map( ( status ) => ( {
			status,
			count: products.filter( ( product ) => stockStatus( catalogue, product ) === status )
				.length,
		} ) );
	}
	if ( flags.taxonomyCounts.length ) {
		response.taxonomy_counts = flags.taxonomyCounts.flatMap( ( taxonomy ) =>
			countTerms( taxonomy, [] )
		);
	}
	return response;
}

/**
 * GET `/products/reviews`, newest first by default.
 *
 * @example
 * listReviews( deps, { productId: [ 40 ] } ).total; // 2
 */
export function listReviews(
	deps: EngineDeps,
	query: {
		productId?: number[];
		categoryId?: number[];
		order?: 'asc' | 'desc';
		orderby?: string;
		page?: number;
		perPage?: number;
		offset?: number;
	}
): CollectionPage< ProductReview > {
	const { context, catalogue } = deps;
	const dateFormat = new Intl.DateTimeFormat( context.locale === 'es_ES' ? 'es-ES' : 'en-US', {
		day: 'numeric',
		month: 'long',
		year: 'numeric',
	} );
	const direction = query.order === 'asc' ? 1 : -1;
	const reviews = context.fixtures.reviews
		.filter(
			( review ) => ! query.productId?.length || query.productId.includes( review.productId )
		)
		.filter( ( review ) => {
			const product = catalogue.get( review.productId );
			return (
				! query.categoryId?.length ||
				( product &&
					productTermIds( catalogue, product, 'product_cat' ).some( ( id ) =>
						query.categoryId?.includes( id )
					) )
			);
		} )
		.sort( ( a, b ) => {
			const orderby = query.orderby ?? 'date';
			const compared =
				orderby === 'rating'
					? a.rating - b.rating
					: orderby === 'id'
						? a.id - b.id
						: orderby === 'product'
							? a.productId - b.productId
							: Date.parse( a.dateCreated ) - Date.parse( b.dateCreated );
			return compared * direction;
		} );
	const perPage = query.perPage ?? PRODUCTS_PER_PAGE_DEFAULT;
	const start = query.offset ?? ( ( query.page ?? 1 ) - 1 ) * perPage;
	const avatar = ( name: string, size: number ) =>
		`${ context.siteUrl }/wp-content/uploads/cesta/avatar-${ md5Hex( name ).slice( 0, 8 ) }-${ size }x${ size }.svg`;
	const items = reviews.slice( start, start + perPage ).map( ( review ) => {
		const product = catalogue.get( review.productId )!;
		return {
			id: review.id,
			date_created: review.dateCreated,
			formatted_date_created: dateFormat.format( new Date( review.dateCreated ) ),
			date_created_gmt: new Date( `${ review.dateCreated }Z` ).toISOString().slice( 0, 19 ),
			product_id: product.id,
			product_name: product.name,
			product_permalink: `${ context.siteUrl }/${ context.slugs.product }/${ product.slug }/`,
			product_image: imageResponse( context, product.image ),
			reviewer: review.reviewer,
			review: review.review,
			rating: review.rating,
			verified: review.verified,
			reviewer_avatar_urls: {
				24: avatar( review.reviewer, 24 ),
				48: avatar( review.reviewer, 48 ),
				96: avatar( review.reviewer, 96 ),
			},
		};
	} );
	return { items, total: reviews.length, totalPages: Math.ceil( reviews.length / perPage ) };
}
