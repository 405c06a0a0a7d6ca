/** The hook that fetches a collection (products, terms, collection data) on first use, cached. */

import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

import { collectionsStore } from '../collections';
import { queryKey } from '../collections/keys';

/**
 * What `useCollection` asks for.
 *
 * @example
 * const options: CollectionOptions = { namespace: 'wc/store/v1', resourceName: 'products', query: { on_sale: true } };
 */
export interface CollectionOptions {
	namespace: string;
	resourceName: string;
	query?: Record< string, unknown > | null;
	/** Values for the route's placeholders. */
	resourceValues?: Array< string | number >;
}

/**
 * A collection (products, terms, collection data), fetched on first use and
 * cached; equal queries in any key order share one entry.
 *
 * @example
 * const { results, isLoading } = useCollection( { namespace: 'wc/store/v1', resourceName: 'products/collection-data', query: { calculate_price_range: true } } );
 */
export function useCollection< T = unknown >( {
	namespace,
	resourceName,
	query = null,
	resourceValues = [],
}: CollectionOptions ): { results: T; isLoading: boolean; error: unknown } {
	const stableQuery = useMemo(
		() => query,
		// Equal queries built afresh on each render must not refetch.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ queryKey( query ) ]
	);
	const stableIds = useMemo(
		() => resourceValues,
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ JSON.stringify( resourceValues ) ]
	);
	return useSelect(
		( select ) => {
			const store = select( collectionsStore );
			const args = [ namespace, resourceName, stableQuery, stableIds ] as const;
			return {
				results: store.getCollection( ...args ) as T,
				isLoading: ! store.hasFinishedResolution( 'getCollection', [ ...args ] ),
				error: store.getCollectionError( ...args ),
			};
		},
		[ namespace, resourceName, stableQuery, stableIds ]
	);
}
