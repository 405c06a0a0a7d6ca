/**
 * The named collections a Product Collection block can start from
 * (`attributes.collection`): WooCommerce's own, and any a plugin registers as
 * `plugin/product-collection/collection-name` (spec 1 §3).
 */
import { errors } from '../errors';
import type { ProductCollectionAttributes } from '../query/types';
import { CORE_COLLECTIONS } from './core-collections';

/**
 * A named collection: a title and the block attributes it starts with.
 *
 * @example
 * const collection: ProductCollection = {
 * 	name: 'my-plugin/product-collection/summer',
 * 	title: 'Summer',
 * 	attributes: { query: { taxQuery: { product_tag: [ 12 ] } } },
 * };
 */
export interface ProductCollection {
	/** `plugin/product-collection/collection-name`. */
	name: string;
	/** What the editor calls it. */
	title: string;
	/** One line about it. @default '' */
	description?: string;
	/** The block attributes a block of this collection starts with. @default {} */
	attributes?: Omit< ProductCollectionAttributes, 'collection' >;
}

/**
 * The shape every collection name has: `plugin/product-collection/collection-name`.
 *
 * @example
 * COLLECTION_NAME_PATTERN.test( 'my-plugin/product-collection/summer' ); // true
 */
export const COLLECTION_NAME_PATTERN = /^[a-z0-9-]+\/product-collection\/[a-z0-9-]+$/;

const registered = new Map< string, ProductCollection >(
	CORE_COLLECTIONS.map( ( collection ) => [ collection.name, collection ] )
);

const isCore = ( name: string ) => CORE_COLLECTIONS.some( ( core ) => core.name === name );

/**
 * Registers a collection. The name must be
 * `plugin/product-collection/collection-name` (lower-case letters, digits and
 * hyphens), not one of WooCommerce's and not taken; the title must be a
 * non-empty string. Anything else throws a `TypeError` saying what is wrong.
 * Returns a function that unregisters it.
 *
 * @example
 * const unregister = registerProductCollection( {
 * 	name: 'my-plugin/product-collection/summer',
 * 	title: 'Summer',
 * 	attributes: { query: { taxQuery: { product_tag: [ 12 ] } } },
 * } );
 */
export function registerProductCollection( collection: ProductCollection ): () => void {
	if ( typeof collection !== 'object' || collection === null || Array.isArray( collection ) ) {
		throw new TypeError( errors.collectionNotObject( collection ) );
	}
	const { name, title, attributes } = collection;
	if ( typeof name !== 'string' || ! COLLECTION_NAME_PATTERN.test( name ) ) {
		throw new TypeError( errors.collectionNameFormat( name ) );
	}
	if ( isCore( name ) ) {
		throw new TypeError( errors.collectionNameReserved( name ) );
	}
	if ( registered.has( name ) ) {
		throw new TypeError( errors.collectionNameTaken( name ) );
	}
	if ( typeof title !== 'string' || title.trim() === '' ) {
		throw new TypeError( errors.collectionTitle( name, title ) );
	}
	if (
		attributes !== undefined &&
		( typeof attributes !== 'object' || attributes === null || Array.isArray( attributes ) )
	) {
		throw new TypeError( errors.collectionAttributes( name, attributes ) );
	}
	const entry = Object.freeze( { ...collection } );
	registered.set( name, entry );
	return () => {
		if ( registered.get( name ) === entry ) {
			registered.delete( name );
		}
	};
}

/**
 * A registered collection by name, or `undefined`.
 *
 * @example
 * getProductCollection( 'woocommerce/product-collection/on-sale' )?.attributes?.query?.woocommerceOnSale; // true
 */
export function getProductCollection( name: string ): ProductCollection | undefined {
	return registered.get( name );
}

/**
 * Every registered collection, WooCommerce's first.
 *
 * @example
 * getProductCollections().map( ( collection ) => collection.name );
 */
export function getProductCollections(): ProductCollection[] {
	return [ ...registered.values() ];
}
