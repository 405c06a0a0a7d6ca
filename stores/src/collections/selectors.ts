/** The collections store's selectors: a collection's items, error and headers, the last modification time. */

import { EMPTY_ARRAY } from '../utils/empty';
import { idsKey, queryKey } from './keys';
import type { CollectionEntry, CollectionsState } from './types';

const entryOf = (
	state: CollectionsState,
	namespace: string,
	resourceName: string,
	query: Record< string, unknown > | null,
	ids: Array< string | number >
): CollectionEntry | undefined =>
	state.collections[ namespace ]?.[ resourceName ]?.[ idsKey( ids ) ]?.[ queryKey( query ) ];

/**
 * A collection's items; the shared empty list until fetched (the resolver
 * fetches it through `@cesta/api`).
 *
 * @example
 * select( collectionsStore ).getCollection( 'wc/store/v1', 'products', { on_sale: true } );
 */
export const getCollection = (
	state: CollectionsState,
	namespace: string,
	resourceName: string,
	query: Record< string, unknown > | null = null,
	ids: Array< string | number > = []
): unknown => entryOf( state, namespace, resourceName, query, ids )?.items ?? EMPTY_ARRAY;

/**
 * The error a collection request ended with, or `null`.
 *
 * @example
 * select( collectionsStore ).getCollectionError( 'wc/store/v1', 'products' )?.message;
 */
export const getCollectionError = (
	state: CollectionsState,
	namespace: string,
	resourceName: string,
	query: Record< string, unknown > | null = null,
	ids: Array< string | number > = []
) => entryOf( state, namespace, resourceName, query, ids )?.error ?? null;

/**
 * A response header of a collection (`X-WP-Total`, …): `undefined` until
 * fetched, `null` when the response did not carry it.
 *
 * @example
 * Number( select( collectionsStore ).getCollectionHeader( 'x-wp-total', 'wc/store/v1', 'products' ) );
 */
export const getCollectionHeader = (
	state: CollectionsState,
	header: string,
	namespace: string,
	resourceName: string,
	query: Record< string, unknown > | null = null,
	ids: Array< string | number > = []
): string | null | undefined => {
	const headers = entryOf( state, namespace, resourceName, query, ids )?.headers;
	return headers ? headers.get( header ) : undefined;
};

/**
 * The newest `Last-Modified` (unix seconds) seen, or `null`.
 *
 * @example
 * select( collectionsStore ).getCollectionLastModified();
 */
export const getCollectionLastModified = ( state: CollectionsState ) => state.lastModified;
