/** The collections store's resolvers: fetch through `@cesta/api`, drop everything on a newer `Last-Modified`. */

import type { ThunkArgs } from '@wordpress/data';
import type { ApiErrorResponse } from '@cesta/types';

import { loadOnce } from '../utils/load-once';
import type { collectionsStore } from './index';

type Thunk = ThunkArgs< typeof collectionsStore >;

const collectionApi = loadOnce( () => import( './fetch-collection' ) );

/**
 * Fetches a collection through `@cesta/api` (route discovery, cache; its
 * code downloads with the first collection asked for, and a failed download
 * is stored as the collection's error). When
 * the server reports a newer `Last-Modified`, every stored collection is
 * dropped and their resolutions invalidated, so they are fetched again.
 *
 * @example
 * await resolveSelect( collectionsStore ).getCollection( 'wc/store/v1', 'products' );
 */
export const getCollection =
	(
		namespace: string,
		resourceName: string,
		query: Record< string, unknown > | null = null,
		ids: Array< string | number > = []
	) =>
	async ( { dispatch, select }: Thunk ): Promise< void > => {
		try {
			const { getCollection: fetchCollection, getCollectionLastModified } =
				collectionApi.loaded() ?? ( await collectionApi() );
			const { items, headers } = await fetchCollection( {
				namespace,
				resourceName,
				query,
				ids,
			} );
			const modified = getCollectionLastModified();
			const known = select.getCollectionLastModified();
			if ( modified !== null && ( known === null || modified > known ) ) {
				dispatch.receiveLastModified( modified );
				if ( known !== null ) {
					dispatch.invalidateResolutionForStoreSelector( 'getCollection' );
				}
			}
			dispatch.receiveCollection( namespace, resourceName, query, ids, { items, headers } );
		} catch ( error ) {
			dispatch.receiveCollectionError(
				namespace,
				resourceName,
				query,
				ids,
				error as ApiErrorResponse
			);
		}
	};

/**
 * Resolves a header by resolving its collection.
 *
 * @example
 * await resolveSelect( collectionsStore ).getCollectionHeader( 'x-wp-total', 'wc/store/v1', 'products' );
 */
export const getCollectionHeader =
	(
		_header: string,
		namespace: string,
		resourceName: string,
		query: Record< string, unknown > | null = null,
		ids: Array< string | number > = []
	) =>
	async ( { resolveSelect }: Thunk ): Promise< void > => {
		await resolveSelect.getCollection( namespace, resourceName, query, ids );
	};
