/** The collections store's reducer: collections by namespace, resource, ids and query; drops all when stale. */

import type { CollectionsAction } from './actions';
import { idsKey, queryKey } from './keys';
import type { CollectionEntry, CollectionsState } from './types';

const DEFAULT_STATE: CollectionsState = { collections: {}, lastModified: null };

const withEntry = (
	state: CollectionsState,
	{
		namespace,
		resourceName,
		query,
		ids,
	}: {
		namespace: string;
		resourceName: string;
		query: Record< string, unknown > | null;
		ids: Array< string | number >;
	},
	entry: CollectionEntry
): CollectionsState => {
	const byNamespace = state.collections[ namespace ] ?? {};
	const byResource = byNamespace[ resourceName ] ?? {};
	const byIds = byResource[ idsKey( ids ) ] ?? {};
	return {
		...state,
		collections: {
			...state.collections,
			[ namespace ]: {
				...byNamespace,
				[ resourceName ]: {
					...byResource,
					[ idsKey( ids ) ]: { ...byIds, [ queryKey( query ) ]: entry },
				},
			},
		},
	};
};

/**
 * Collections by namespace, resource, ids and query, and the newest
 * `Last-Modified`; a newer one drops every stored collection.
 *
 * @example
 * reducer( undefined, receiveLastModified( 1795644288 ) ).lastModified; // 1795644288
 */
export function reducer(
	state: CollectionsState = DEFAULT_STATE,
	action: CollectionsAction
): CollectionsState {
	switch ( action.type ) {
		case 'RECEIVE_COLLECTION':
			return withEntry( state, action, {
				items: action.response.items,
				headers: action.response.headers,
			} );
		case 'RECEIVE_COLLECTION_ERROR':
			return withEntry( state, action, { error: action.error } );
		case 'RECEIVE_LAST_MODIFIED':
			return state.lastModified !== null && action.timestamp <= state.lastModified
				? state
				: {
						collections: state.lastModified === null ? state.collections : {},
						lastModified: action.timestamp,
					};
		default:
			return state;
	}
}
