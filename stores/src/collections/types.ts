/** Types of the collections store: one fetched collection and the store's state. */

import type { ApiErrorResponse } from '@cesta/types';

/**
 * One fetched collection: its items and response headers, or its error.
 *
 * @example
 * const entry: CollectionEntry = { items: [], headers: new Headers( { 'X-WP-Total': '0' } ) };
 */
export interface CollectionEntry {
	items?: unknown;
	headers?: Headers;
	error?: ApiErrorResponse;
}

/**
 * Collections by namespace, resource name, ids key and query key.
 *
 * @example
 * state.collections[ 'wc/store/v1' ].products[ '[]' ][ '{"on_sale":true}' ].items;
 */
export interface CollectionsState {
	collections: Record<
		string,
		Record< string, Record< string, Record< string, CollectionEntry > > >
	>;
	/** The newest `Last-Modified` seen (unix seconds), or `null`. */
	lastModified: number | null;
}
