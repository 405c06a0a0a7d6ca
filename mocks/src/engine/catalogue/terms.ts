/** Taxonomy terms and attributes: listing with product counts, single terms, the Store API objects. */

import type { AttributeTerm, ProductAttribute, ProductCategory } from '@cesta/types';

import type { TermFixture } from '../../fixtures/types';
import type { EngineDeps } from '../core/deps';
import { StoreApiError } from '../core/errors';
import { imageResponse, termLink } from './product-links';
import { filterProducts, productTermIds } from './product-query';
import type { CollectionPage } from './product-routes';

const countProducts = ( deps: EngineDeps, term: TermFixture ) =>
	filterProducts(
		deps.context,
		deps.catalogue,
		term.taxonomy === 'product_cat' ? { category: [ String( term.id ) ] } : {}
	).filter( ( product ) =>
		term.taxonomy === 'product_cat'
			? true
			: productTermIds( deps.catalogue, product, term.taxonomy ).includes( term.id )
	).length;

/**
 * The term collection parameters of the Store API (`AbstractTermsRoute`).
 *
 * @example
 * const query: TermQuery = { hideEmpty: true, order: 'asc', orderby: 'name' };
 */
export interface TermQuery {
	hideEmpty?: boolean;
	order?: 'asc' | 'desc';
	orderby?: 'name' | 'slug' | 'count' | 'menu_order' | 'id';
	search?: string;
	include?: number[];
	exclude?: number[];
	parent?: number;
	page?: number;
	perPage?: number;
}

/**
 * Terms of one taxonomy with their product counts, filtered, sorted and paged.
 *
 * @example
 * listTerms( deps, 'product_cat', {} ).items.map( ( c ) => c.slug );
 */
export function listTerms(
	deps: EngineDeps,
	taxonomy: string,
	query: TermQuery
): CollectionPage< AttributeTerm | ProductCategory > {
	const direction = query.order === 'desc' ? -1 : 1;
	const rows = deps.catalogue
		.termsOf( taxonomy )
		.map( ( term ) => ( { term, count: countProducts( deps, term ) } ) )
		.filter(
			( { term, count } ) =>
				( query.hideEmpty === false || count > 0 ) &&
				( ! query.search ||
					term.name.toLowerCase().includes( query.search.toLowerCase() ) ) &&
				( ! query.include?.length || query.include.includes( term.id ) ) &&
				! query.exclude?.includes( term.id ) &&
				( query.parent === undefined || ( term.parent ?? 0 ) === query.parent )
		)
		.sort( ( a, b ) => {
			const orderby = query.orderby ?? 'name';
			const compared =
				orderby === 'count'
					? a.count - b.count
					: orderby === 'id'
						? a.term.id - b.term.id
						: orderby === 'menu_order'
							? ( a.term.menuOrder ?? 0 ) - ( b.term.menuOrder ?? 0 )
							: ( orderby === 'slug' ? a.term.slug : a.term.name ).localeCompare(
									orderby === 'slug' ? b.term.slug : b.term.name,
									'es',
									{ numeric: true }
								);
			return compared * direction;
		} );
	const items = rows.map( ( { term, count } ) => termResponse( deps, term, count ) );
	if ( ! query.perPage ) {
		return { items, total: items.length, totalPages: items.length ? 1 : 0 };
	}
	const start = ( ( query.page ?? 1 ) - 1 ) * query.perPage;
	return {
		items: items.slice( start, start + query.perPage ),
		total: items.length,
		totalPages: Math.ceil( items.length / query.perPage ),
	};
}

/**
 * One term in the Store API shape; categories and brands add image, review
 * count and permalink.
 *
 * @example
 * termResponse( deps, cocina, 8 ).permalink; // '…/categoria-producto/cocina/'
 */
export function termResponse(
	deps: EngineDeps,
	term: TermFixture,
	count = countProducts( deps, term )
): AttributeTerm | ProductCategory {
	const base = {
		id: term.id,
		name: term.name,
		slug: term.slug,
		description: term.description ?? '',
		parent: term.parent ?? 0,
		count,
	};
	if ( term.taxonomy !== 'product_cat' && term.taxonomy !== 'product_brand' ) {
		return base;
	}
	const reviewCount = deps.context.fixtures.reviews.filter( ( review ) =>
		productTermIds(
			deps.catalogue,
			deps.catalogue.get( review.productId )!,
			term.taxonomy
		).includes( term.id )
	).length;
	return {
		...base,
		image: term.image ? imageResponse( deps.context, term.image ) : null,
		review_count: reviewCount,
		permalink: termLink( deps, term ),
	};
}

/**
 * A term by id (or slug, for brands) in a taxonomy, or the route's 404.
 *
 * @example
 * findTerm( deps, 'product_cat', '17', 'woocommerce_rest_category_invalid_id' ).name; // 'Cocina'
 */
export function findTerm(
	deps: EngineDeps,
	taxonomy: string,
	reference: string,
	code: string,
	message: 'categoryInvalidId' | 'brandInvalidId' | 'brandInvalidSlug'
): TermFixture {
	const term = deps.catalogue
		.termsOf( taxonomy )
		.find(
			( candidate ) => String( candidate.id ) === reference || candidate.slug === reference
		);
	if ( ! term ) {
		throw new StoreApiError( code, 404, deps.context.t( message ) );
	}
	return term;
}

/**
 * GET `/products/attributes` entries.
 *
 * @example
 * attributeResponses( deps )[ 0 ].taxonomy; // 'pa_color'
 */
export function attributeResponses( deps: EngineDeps ): ProductAttribute[] {
	return deps.catalogue.attributes().map( ( attribute ) => ( {
		id: attribute.id,
		name: attribute.name,
		taxonomy: attribute.taxonomy,
		type: 'select',
		order: attribute.orderBy,
		has_archives: attribute.hasArchives,
		count: deps.catalogue.termsOf( attribute.taxonomy ).length,
	} ) );
}
