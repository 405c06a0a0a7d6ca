/** The live catalogue: fixture products with changing stock and prices, and the product rules on them. */

import type { StockStatus } from '@cesta/types';

import type { AttributeFixture, ProductFixture, TermFixture } from '../../fixtures/types';
import type { EngineContext } from '../core/context';

/**
 * The live catalogue: copies of the fixture products whose stock and prices
 * change as orders are placed or tests adjust them, with the lookups every
 * other part of the engine needs.
 *
 * @example
 * const catalogue = createCatalogue( context );
 * catalogue.get( 17 )?.name; // 'Ventilador de pie'
 */
export interface Catalogue {
	/** Bumped on every change, so cached carts know to recompute. */
	readonly version: number;
	/** Unix time of the last change (the `Last-Modified` of product collections). */
	readonly modifiedAt: number;
	all(): ProductFixture[];
	get( id: number ): ProductFixture | undefined;
	getBySlug( slug: string ): ProductFixture | undefined;
	parentOf( product: ProductFixture ): ProductFixture | undefined;
	variationsOf( product: ProductFixture ): ProductFixture[];
	term( id: number ): TermFixture | undefined;
	termsOf( taxonomy: string ): TermFixture[];
	attribute( id: number ): AttributeFixture | undefined;
	attributeByTaxonomy( taxonomy: string ): AttributeFixture | undefined;
	attributes(): AttributeFixture[];
	/** Replaces fields of a product, as an admin edit would. */
	update( id: number, patch: Partial< ProductFixture > ): ProductFixture;
	/** Adds `delta` (negative to take) to a managed stock quantity. */
	adjustStock( id: number, delta: number ): void;
}

const clone = < T >( value: T ): T => JSON.parse( JSON.stringify( value ) ) as T;

/**
 * Builds the live catalogue from the fixtures.
 *
 * @example
 * createCatalogue( createContext() ).getBySlug( 'camiseta' )?.id; // 27
 */
export function createCatalogue( context: EngineContext ): Catalogue {
	const products = new Map< number, ProductFixture >();
	const bySlug = new Map< string, ProductFixture >();
	for ( const product of context.fixtures.products ) {
		const copy = clone( product );
		products.set( copy.id, copy );
		if ( copy.type !== 'variation' ) {
			bySlug.set( copy.slug, copy );
		}
	}
	const terms = new Map( context.fixtures.terms.map( ( term ) => [ term.id, term ] ) );
	const attributes = context.fixtures.attributes;
	let version = 1;
	let modifiedAt = context.nowSeconds();

	const touch = () => {
		version++;
		modifiedAt = context.nowSeconds();
	};

	return {
		get version() {
			return version;
		},
		get modifiedAt() {
			return modifiedAt;
		},
		all: () => [ ...products.values() ],
		get: ( id ) => products.get( id ),
		getBySlug: ( slug ) => bySlug.get( slug ),
		parentOf: ( product ) =>
			product.parentId ? products.get( product.parentId ) : undefined,
		variationsOf: ( product ) =>
			( product.variationIds ?? [] )
				.map( ( id ) => products.get( id ) )
				.filter( ( variation ): variation is ProductFixture => Boolean( variation ) ),
		term: ( id ) => terms.get( id ),
		termsOf: ( taxonomy ) =>
			[ ...terms.values() ].filter( ( term ) => term.taxonomy === taxonomy ),
		attribute: ( id ) => attributes.find( ( attribute ) => attribute.id === id ),
		attributeByTaxonomy: ( taxonomy ) =>
			attributes.find( ( attribute ) => attribute.taxonomy === taxonomy ),
		attributes: () => attributes,
		update( id, patch ) {
			const product = products.get( id );
			if ( ! product ) {
				throw new Error( `No product ${ id } in the catalogue.` );
			}
			Object.assign( product, clone( patch ) );
			touch();
			return product;
		},
		adjustStock( id, delta ) {
			const product = products.get( id );
			if ( product?.stock?.manage ) {
				product.stock.quantity = ( product.stock.quantity ?? 0 ) + delta;
				touch();
			}
		},
	};
}

/**
 * A variation shares some settings with its parent (sold individually, tax,
 * shipping class, categories); everything else is its own.
 *
 * @example
 * inherited( catalogue, variation, 'soldIndividually' );
 */
export function inherited< K extends keyof ProductFixture >(
	catalogue: Catalogue,
	product: ProductFixture,
	key: K
): ProductFixture[ K ] {
	const parent = catalogue.parentOf( product );
	return parent && product[ key ] === undefined ? parent[ key ] : product[ key ];
}

/**
 * The price a shopper pays now, in minor units excluding tax; null without one.
 *
 * @example
 * activePrice( fan ); // 3999
 */
export function activePrice( product: ProductFixture ): number | null {
	if ( product.regularPrice === null ) {
		return null;
	}
	return product.salePrice !== undefined && product.salePrice !== null
		? product.salePrice
		: product.regularPrice;
}

/**
 * Whether the product is on sale (a sale price below the regular one).
 *
 * @example
 * isOnSale( fan ); // true
 */
export function isOnSale( catalogue: Catalogue, product: ProductFixture ): boolean {
	if ( product.type === 'variable' ) {
		return catalogue
			.variationsOf( product )
			.some( ( variation ) => isOnSale( catalogue, variation ) );
	}
	return (
		product.regularPrice !== null &&
		product.salePrice !== undefined &&
		product.salePrice !== null &&
		product.salePrice < product.regularPrice
	);
}

/**
 * WooCommerce's stock status, derived from managed stock when it is managed.
 *
 * @example
 * stockStatus( catalogue, freidora ); // 'onbackorder'
 */
export function stockStatus( catalogue: Catalogue, product: ProductFixture ): StockStatus {
	if ( product.type === 'variable' ) {
		const statuses = catalogue
			.variationsOf( product )
			.map( ( variation ) => stockStatus( catalogue, variation ) );
		if ( statuses.includes( 'instock' ) ) {
			return 'instock';
		}
		return statuses.includes( 'onbackorder' ) ? 'onbackorder' : 'outofstock';
	}
	const stock = product.stock ?? { manage: false, status: 'instock' as const };
	if ( ! stock.manage ) {
		return stock.status ?? 'instock';
	}
	if ( ( stock.quantity ?? 0 ) > 0 ) {
		return 'instock';
	}
	return stock.backorders && stock.backorders !== 'no' ? 'onbackorder' : 'outofstock';
}

/**
 * Whether the product has stock or may be backordered.
 *
 * @example
 * isInStock( catalogue, tostadora ); // false
 */
export function isInStock( catalogue: Catalogue, product: ProductFixture ): boolean {
	return stockStatus( catalogue, product ) !== 'outofstock';
}

/**
 * Whether stock is counted for this product.
 *
 * @example
 * managesStock( hervidor ); // true
 */
export function managesStock( product: ProductFixture ): boolean {
	return Boolean( product.stock?.manage );
}

/**
 * Whether orders may exceed the stock (backorders "yes" or "notify").
 *
 * @example
 * backordersAllowed( fan ); // true
 */
export function backordersAllowed( product: ProductFixture ): boolean {
	return Boolean(
		product.stock?.manage && product.stock.backorders && product.stock.backorders !== 'no'
	);
}

/**
 * Whether the product can be bought at all: published and priced (a variable
 * product through its variations).
 *
 * @example
 * isPurchasable( catalogue, sudaderaGrisM ); // false, it has no price
 */
export function isPurchasable( catalogue: Catalogue, product: ProductFixture ): boolean {
	if ( ( product.status ?? 'publish' ) !== 'publish' ) {
		return false;
	}
	if ( product.type === 'variable' ) {
		return catalogue
			.variationsOf( product )
			.some( ( variation ) => isPurchasable( catalogue, variation ) );
	}
	const parent = catalogue.parentOf( product );
	if ( parent && ( parent.status ?? 'publish' ) !== 'publish' ) {
		return false;
	}
	return activePrice( product ) !== null;
}

/**
 * Whether an item ships: not virtual.
 *
 * @example
 * needsShipping( catalogue, tarjetaRegalo ); // false
 */
export function needsShipping( catalogue: Catalogue, product: ProductFixture ): boolean {
	return ! inherited( catalogue, product, 'virtual' );
}
