/**
 * Collections (`products`, `products/collection-data`, term lists, …) fetched
 * by namespace, resource name, ids and query, and kept in memory until the
 * server reports newer data through `Last-Modified`.
 */
import { addQueryArgs } from '@wordpress/url';

import { apiFetchWithHeaders } from '../api-fetch-with-headers';
import {
	AGGREGATE_COLLECTION_RESOURCES,
	CLIENT_ERROR_CODES,
	LAST_MODIFIED_HEADER,
	NO_RESPONSE_STATUS,
	PAGING_AND_ORDERING_QUERY_ARGS,
} from '../constants';
import { createApiError } from '../errors';
import { invalidOptionMessage } from '../messages';
import { comparablePath } from '../transport/url';
import type { CollectionRequest, CollectionResult } from '../types';
import { getRoute } from './routes';

const collections = new Map< string, Promise< CollectionResult > >();
let lastModified: number | null = null;

/**
 * The query sent for a collection. Aggregate routes (`products/collection-data`)
 * lose their paging and ordering arguments, which cannot change their answer
 * (spec 1 §7); listings keep them, so page 2 is never served page 1.
 *
 * @example
 * collectionQuery( 'products/collection-data', { calculate_price_range: true, page: 2 } );
 * // { calculate_price_range: true }
 */
export function collectionQuery(
	resourceName: string,
	query: Record< string, unknown > | null | undefined
): Record< string, unknown > {
	const copy = { ...query };
	if ( AGGREGATE_COLLECTION_RESOURCES.includes( resourceName ) ) {
		for ( const arg of PAGING_AND_ORDERING_QUERY_ARGS ) {
			delete copy[ arg ];
		}
	}
	return copy;
}

/**
 * A `Last-Modified` value in unix seconds: the real server sends a number as
 * a string, other servers an HTTP date. `null` when it is neither.
 *
 * @example
 * parseLastModified( '1795644288' ); // 1795644288
 */
export function parseLastModified( value: string | null ): number | null {
	if ( value === null || value.trim() === '' ) {
		return null;
	}
	if ( /^\d+$/.test( value.trim() ) ) {
		return Number( value.trim() );
	}
	const time = Date.parse( value );
	return Number.isNaN( time ) ? null : Math.floor( time / 1000 );
}

function invalidRequest( option: string, expected: string, received: unknown ) {
	return createApiError(
		CLIENT_ERROR_CODES.invalidRequest,
		invalidOptionMessage( option, expected, received ),
		NO_RESPONSE_STATUS
	);
}

function check( request: CollectionRequest ): void {
	const { namespace, resourceName, query, ids } = request ?? ( {} as CollectionRequest );
	if ( typeof namespace !== 'string' || namespace.trim() === '' ) {
		throw invalidRequest( 'namespace', 'a non-empty string', namespace );
	}
	if ( typeof resourceName !== 'string' || resourceName.trim() === '' ) {
		throw invalidRequest( 'resourceName', 'a non-empty string', resourceName );
	}
	if (
		query !== undefined &&
		query !== null &&
		( typeof query !== 'object' || Array.isArray( query ) )
	) {
		throw invalidRequest( 'query', 'an object or null', query );
	}
	if ( ids !== undefined && ! Array.isArray( ids ) ) {
		throw invalidRequest( 'ids', 'an array', ids );
	}
}

// A newer Last-Modified means the catalogue changed: every other cached
// collection may be stale.
function noteLastModified( key: string, headers: Headers ): void {
	const modified = parseLastModified( headers.get( LAST_MODIFIED_HEADER ) );
	if ( modified === null || ( lastModified !== null && modified <= lastModified ) ) {
		return;
	}
	const isFirst = lastModified === null;
	lastModified = modified;
	if ( ! isFirst ) {
		const current = collections.get( key );
		collections.clear();
		if ( current ) {
			collections.set( key, current );
		}
	}
}

async function fetchCollection(
	key: string,
	{ namespace, resourceName, ids = [] }: CollectionRequest,
	query: Record< string, unknown >
): Promise< CollectionResult > {
	const route = await getRoute( namespace, resourceName, ids );
	const { response, headers } = await apiFetchWithHeaders( {
		path: addQueryArgs( route, query ),
	} );
	noteLastModified( key, headers );
	return { items: response, headers };
}

/**
 * A collection: `{ items, headers }`. The route comes from discovery (so a
 * wrong name or id count rejects with the spec's "no route" errors); equal
 * requests share one fetch and later ones are answered from memory until a
 * response carries a newer `Last-Modified`. Failures are not kept.
 *
 * @example
 * const { items } = await getCollection< CollectionDataResponse >( {
 * 	namespace: 'wc/store/v1',
 * 	resourceName: 'products/collection-data',
 * 	query: { calculate_price_range: true },
 * } );
 */
export function getCollection< T = unknown >(
	request: CollectionRequest
): Promise< CollectionResult< T > > {
	try {
		check( request );
	} catch ( error ) {
		return Promise.reject( error );
	}
	const resourceName = request.resourceName.trim().replace( /^\/+|\/+$/g, '' );
	const query = collectionQuery( resourceName, request.query );
	const key = JSON.stringify( [
		request.namespace.trim().replace( /^\/+|\/+$/g, '' ),
		resourceName,
		( request.ids ?? [] ).map( String ),
		comparablePath( addQueryArgs( '', query ) ),
	] );
	let result = collections.get( key );
	if ( ! result ) {
		result = fetchCollection( key, { ...request, resourceName }, query );
		collections.set( key, result );
		result.catch( () => {
			if ( collections.get( key ) === result ) {
				collections.delete( key );
			}
		} );
	}
	return result as Promise< CollectionResult< T > >;
}

/**
 * The newest `Last-Modified` (unix seconds) a collection response carried.
 *
 * @example
 * getCollectionLastModified(); // 1795644288
 */
export function getCollectionLastModified(): number | null {
	return lastModified;
}

/**
 * Forgets every cached collection, e.g. after the shopper changed something
 * the server's `Last-Modified` does not cover.
 *
 * @example
 * invalidateCollections();
 */
export function invalidateCollections(): void {
	collections.clear();
}

/**
 * Forgets cached collections and the known `Last-Modified`.
 *
 * @example
 * resetCollections();
 */
export function resetCollections(): void {
	collections.clear();
	lastModified = null;
}
