/** The engine's read-only catalogue routes (products, terms, reviews) over its current parts. */

import type {
	AttributeTerm,
	CollectionDataResponse,
	ProductAttribute,
	ProductCategory,
	ProductResponse,
	ProductReview,
} from '@cesta/types';

import type { EngineDeps } from '../core/deps';
import { StoreApiError } from '../core/errors';
import type { ProductQuery } from './product-query';
import { collectionData, getProduct, listProducts, listReviews } from './product-routes';
import type { CollectionDataFlags, CollectionPage } from './product-routes';
import { attributeResponses, findTerm, listTerms, termResponse } from './terms';
import type { TermQuery } from './terms';

/**
 * The read-only catalogue routes of the engine.
 *
 * @example
 * engine.listProducts( { onSale: true, page: 1, perPage: 2 } ).totalPages; // 3
 */
export interface CatalogueApi {
	/** Unix time of the last catalogue change: the `Last-Modified` of collections. */
	catalogueModifiedAt(): number;
	listProducts( query: ProductQuery ): CollectionPage< ProductResponse >;
	getProduct( reference: { id: number } | { slug: string } ): ProductResponse;
	collectionData( query: ProductQuery, flags: CollectionDataFlags ): CollectionDataResponse;
	listAttributes(): ProductAttribute[];
	getAttribute( id: number ): ProductAttribute;
	listAttributeTerms(
		attributeId: number,
		query: TermQuery
	): CollectionPage< AttributeTerm | ProductCategory >;
	listCategories( query: TermQuery ): CollectionPage< AttributeTerm | ProductCategory >;
	getCategory( id: number ): AttributeTerm | ProductCategory;
	listTags( query: TermQuery ): CollectionPage< AttributeTerm | ProductCategory >;
	listBrands( query: TermQuery ): CollectionPage< AttributeTerm | ProductCategory >;
	getBrand( reference: string ): AttributeTerm | ProductCategory;
	listReviews( query: Parameters< typeof listReviews >[ 1 ] ): CollectionPage< ProductReview >;
}

/**
 * The catalogue routes over whichever engine parts `current` returns (they are
 * rebuilt on reset).
 *
 * @example
 * const api = createCatalogueApi( () => deps );
 */
export function createCatalogueApi( current: () => EngineDeps ): CatalogueApi {
	const attributeOr404 = ( id: number ) => {
		const attribute = attributeResponses( current() ).find(
			( candidate ) => candidate.id === id
		);
		if ( ! attribute ) {
			throw new StoreApiError(
				'woocommerce_rest_attribute_invalid_id',
				404,
				current().context.t( 'attributeInvalidId' )
			);
		}
		return attribute;
	};
	return {
		catalogueModifiedAt: () => current().catalogue.modifiedAt,
		listProducts: ( query ) => listProducts( current(), query ),
		getProduct: ( reference ) => getProduct( current(), reference ),
		collectionData: ( query, flags ) => collectionData( current(), query, flags ),
		listAttributes: () => attributeResponses( current() ),
		getAttribute: attributeOr404,
		listAttributeTerms( attributeId, query ) {
			const attribute = attributeResponses( current() ).find(
				( candidate ) => candidate.id === attributeId
			);
			if ( ! attribute ) {
				throw new StoreApiError(
					'woocommerce_rest_taxonomy_invalid',
					404,
					current().context.t( 'attributeMissing' )
				);
			}
			return listTerms( current(), attribute.taxonomy, query );
		},
		listCategories: ( query ) => listTerms( current(), 'product_cat', query ),
		getCategory: ( id ) =>
			termResponse(
				current(),
				findTerm(
					current(),
					'product_cat',
					String( id ),
					'woocommerce_rest_category_invalid_id',
					'categoryInvalidId'
				)
			),
		listTags: ( query ) => listTerms( current(), 'product_tag', query ),
		listBrands: ( query ) => listTerms( current(), 'product_brand', query ),
		getBrand( reference ) {
			const numeric = /^\d+$/.test( reference );
			return termResponse(
				current(),
				findTerm(
					current(),
					'product_brand',
					reference,
					numeric
						? 'woocommerce_rest_brand_invalid_id'
						: 'woocommerce_rest_brand_invalid_slug',
					numeric ? 'brandInvalidId' : 'brandInvalidSlug'
				)
			);
		},
		listReviews: ( query ) => listReviews( current(), query ),
	};
}
