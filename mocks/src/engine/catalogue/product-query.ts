/** The /products query: its filters and how products are matched against them. */

import type { StockStatus } from '@cesta/types';

import type { ProductFixture } from '../../fixtures/types';
import type { EngineContext } from '../core/context';
import { activePrice, inherited, isOnSale, stockStatus } from './catalogue';
import type { Catalogue } from './catalogue';
import { reviewSummary } from './reviews';

/**
 * One `attributes[]` filter of `/products`.
 *
 * @example
 * const red: AttributeFilter = { attribute: 'pa_color', slugs: [ 'rojo' ], operator: 'in' };
 */
export interface AttributeFilter {
	attribute: string;
	termIds?: number[];
	slugs?: string[];
	operator: 'in' | 'not_in' | 'and';
}

/**
 * The `/products` filters, already validated and typed.
 *
 * @example
 * const query: ProductQuery = { onSale: true, page: 1, perPage: 2 };
 */
export interface ProductQuery {
	search?: string;
	slug?: string[];
	include?: number[];
	exclude?: number[];
	offset?: number;
	order?: 'asc' | 'desc';
	orderby?: string;
	parent?: number[];
	parentExclude?: number[];
	type?: string;
	sku?: string[];
	featured?: boolean;
	category?: string[];
	categoryOperator?: 'in' | 'not_in' | 'and';
	tag?: string[];
	tagOperator?: 'in' | 'not_in' | 'and';
	brand?: string[];
	brandOperator?: 'in' | 'not_in' | 'and';
	onSale?: boolean;
	minPrice?: number;
	maxPrice?: number;
	stockStatus?: StockStatus[];
	attributes?: AttributeFilter[];
	attributeRelation?: 'in' | 'and';
	catalogVisibility?: 'any' | 'visible' | 'catalog' | 'search' | 'hidden';
	rating?: number[];
	related?: number;
	page?: number;
	perPage?: number;
}

/**
 * Lower case without accents, for accent-blind search and sorting.
 *
 * @example
 * fold( 'Cocción' ); // 'coccion'
 */
export const fold = ( text: string ) =>
	text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase();

/**
 * Lowest and highest active price of a product (its variations for a variable one).
 *
 * @example
 * priceBounds( catalogue, camiseta ); // [ 1999, 2199 ]
 */
export const priceBounds = (
	catalogue: Catalogue,
	product: ProductFixture
): [ number, number ] | null => {
	const priced = ( product.type === 'variable' ? catalogue.variationsOf( product ) : [ product ] )
		.map( activePrice )
		.filter( ( price ): price is number => price !== null );
	return priced.length ? [ Math.min( ...priced ), Math.max( ...priced ) ] : null;
};

const termIdsFor = (
	catalogue: Catalogue,
	taxonomy: string,
	values: string[],
	withChildren: boolean
): number[] => {
	const terms = catalogue.termsOf( taxonomy );
	const ids = values.flatMap( ( value ) =>
		terms
			.filter( ( term ) => String( term.id ) === value || term.slug === value )
			.map( ( term ) => term.id )
	);
	if ( ! withChildren ) {
		return ids;
	}
	const all = new Set( ids );
	let grew = true;
	while ( grew ) {
		grew = false;
		for ( const term of terms ) {
			if ( term.parent && all.has( term.parent ) && ! all.has( term.id ) ) {
				all.add( term.id );
				grew = true;
			}
		}
	}
	return [ ...all ];
};

const matchesTerms = (
	assigned: number[],
	wanted: number[][],
	operator: 'in' | 'not_in' | 'and'
) => {
	if ( operator === 'not_in' ) {
		return wanted.every( ( group ) => ! group.some( ( id ) => assigned.includes( id ) ) );
	}
	if ( operator === 'and' ) {
		return wanted.every( ( group ) => group.some( ( id ) => assigned.includes( id ) ) );
	}
	return wanted.some( ( group ) => group.some( ( id ) => assigned.includes( id ) ) );
};

const productTermIds = (
	catalogue: Catalogue,
	product: ProductFixture,
	taxonomy: string
): number[] => {
	if ( taxonomy === 'product_cat' ) {
		return inherited( catalogue, product, 'categoryIds' ) ?? [];
	}
	if ( taxonomy === 'product_tag' ) {
		return inherited( catalogue, product, 'tagIds' ) ?? [];
	}
	if ( taxonomy === 'product_brand' ) {
		return inherited( catalogue, product, 'brandIds' ) ?? [];
	}
	return (
		( product.attributes ?? [] ).find( ( attribute ) => attribute.taxonomy === taxonomy )
			?.termIds ?? []
	);
};

/**
 * The products a query selects, unsorted and unpaged. `omit` leaves some
 * filters out, as collection data does for the filter it is counting.
 *
 * @example
 * filterProducts( context, catalogue, { onSale: true } ).length; // 5
 */
export function filterProducts(
	context: EngineContext,
	catalogue: Catalogue,
	query: ProductQuery,
	omit: Array< 'price' | 'stock' | 'rating' | string > = []
): ProductFixture[] {
	const taxonomyFilter = (
		taxonomy: string,
		values: string[] | undefined,
		operator: 'in' | 'not_in' | 'and' = 'in'
	) => {
		if ( ! values?.length ) {
			return () => true;
		}
		const groups = values.map( ( value ) =>
			termIdsFor( catalogue, taxonomy, [ value ], taxonomy === 'product_cat' )
		);
		return ( product: ProductFixture ) =>
			matchesTerms( productTermIds( catalogue, product, taxonomy ), groups, operator );
	};
	const inCategory = taxonomyFilter( 'product_cat', query.category, query.categoryOperator );
	const inTag = taxonomyFilter( 'product_tag', query.tag, query.tagOperator );
	const inBrand = taxonomyFilter( 'product_brand', query.brand, query.brandOperator );
	const visibility = query.catalogVisibility;
	const related = query.related ? catalogue.get( query.related ) : undefined;
	const attributeFilters = ( query.attributes ?? [] ).filter(
		( filter ) => ! omit.includes( filter.attribute )
	);
	return catalogue.all().filter( ( product ) => {
		const type = query.type;
		if (
			( product.status ?? 'publish' ) !== 'publish' ||
			( type ? product.type !== type : product.type === 'variation' )
		) {
			return false;
		}
		const shown = inherited( catalogue, product, 'catalogVisibility' ) ?? 'visible';
		if (
			visibility === 'visible'
				? shown !== 'visible'
				: visibility === 'catalog'
					? ! [ 'visible', 'catalog' ].includes( shown )
					: visibility === 'search'
						? ! [ 'visible', 'search' ].includes( shown )
						: visibility === 'hidden'
							? shown !== 'hidden'
							: visibility !== 'any' && shown === 'hidden'
		) {
			return false;
		}
		if ( query.search ) {
			const haystack = fold(
				[
					product.name,
					product.sku,
					product.shortDescription ?? '',
					product.description ?? '',
				].join( ' ' )
			);
			if ( ! haystack.includes( fold( query.search ) ) ) {
				return false;
			}
		}
		if ( query.slug?.length && ! query.slug.includes( product.slug ) ) {
			return false;
		}
		if ( query.include?.length && ! query.include.includes( product.id ) ) {
			return false;
		}
		if (
			query.exclude?.includes( product.id ) ||
			( query.sku?.length && ! query.sku.includes( product.sku ) )
		) {
			return false;
		}
		if ( query.parent?.length && ! query.parent.includes( product.parentId ?? 0 ) ) {
			return false;
		}
		if (
			query.parentExclude?.includes( product.parentId ?? 0 ) ||
			( query.featured !== undefined && Boolean( product.featured ) !== query.featured )
		) {
			return false;
		}
		if ( ! inCategory( product ) || ! inTag( product ) || ! inBrand( product ) ) {
			return false;
		}
		if ( query.onSale !== undefined && isOnSale( catalogue, product ) !== query.onSale ) {
			return false;
		}
		const bounds = priceBounds( catalogue, product );
		if (
			! omit.includes( 'price' ) &&
			( query.minPrice !== undefined || query.maxPrice !== undefined )
		) {
			if (
				! bounds ||
				( query.minPrice !== undefined && bounds[ 1 ] < query.minPrice ) ||
				( query.maxPrice !== undefined && bounds[ 0 ] > query.maxPrice )
			) {
				return false;
			}
		}
		if (
			! omit.includes( 'stock' ) &&
			query.stockStatus?.length &&
			! query.stockStatus.includes( stockStatus( catalogue, product ) )
		) {
			return false;
		}
		if (
			! omit.includes( 'rating' ) &&
			query.rating?.length &&
			! query.rating.includes(
				Math.round( Number( reviewSummary( context, product.id ).average ) )
			)
		) {
			return false;
		}
		if (
			related &&
			( related.id === product.id ||
				! [ 'product_cat', 'product_tag' ].some( ( taxonomy ) =>
					productTermIds( catalogue, product, taxonomy ).some( ( id ) =>
						productTermIds( catalogue, related, taxonomy ).includes( id )
					)
				) )
		) {
			return false;
		}
		if ( attributeFilters.length ) {
			const results = attributeFilters.map( ( filter ) => {
				const ids = [
					...( filter.termIds ?? [] ),
					...termIdsFor( catalogue, filter.attribute, filter.slugs ?? [], false ),
				];
				return matchesTerms(
					productTermIds( catalogue, product, filter.attribute ),
					ids.map( ( id ) => [ id ] ),
					filter.operator
				);
			} );
			return query.attributeRelation === 'in'
				? results.some( Boolean )
				: results.every( Boolean );
		}
		return true;
	} );
}

export { productTermIds };
