/** The collections store's actions: a fetched collection, its error, the server's last modification time. */

import type { ApiErrorResponse } from '@cesta/types';

/**
 * Stores a fetched collection.
 *
 * @example
 * dispatch( collectionsStore ).receiveCollection( 'wc/store/v1', 'products', { on_sale: true }, [], { items, headers } );
 */
export const receiveCollection = (
	namespace: string,
	resourceName: string,
	query: Record< string, unknown > | null = null,
	ids: Array< string | number > = [],
	response: { items: unknown; headers: Headers } = { items: [], headers: new Headers() }
) => ( { type: 'RECEIVE_COLLECTION', namespace, resourceName, query, ids, response } ) as const;

/**
 * Stores the error a collection request ended with.
 *
 * @example
 * dispatch( collectionsStore ).receiveCollectionError( 'wc/store/v1', 'products', null, [], error );
 */
export const receiveCollectionError = (
	namespace: string,
	resourceName: string,
	query: Record< string, unknown > | null,
	ids: Array< string | number >,
	error: ApiErrorResponse
) => ( { type: 'RECEIVE_COLLECTION_ERROR', namespace, resourceName, query, ids, error } ) as const;

/**
 * A newer `Last-Modified` arrived: every stored collection is dropped.
 *
 * @example
 * dispatch( collectionsStore ).receiveLastModified( 1795644288 );
 */
export const receiveLastModified = ( timestamp: number ) =>
	( { type: 'RECEIVE_LAST_MODIFIED', timestamp } ) as const;

/** Every action the collections reducer handles. */
export type CollectionsAction = ReturnType<
	typeof receiveCollection | typeof receiveCollectionError | typeof receiveLastModified
>;
