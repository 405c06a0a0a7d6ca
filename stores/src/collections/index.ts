/** The collections store's entry: creates and registers `wc/store/collections`. */

import { createReduxStore, register } from '@wordpress/data';

import * as actions from './actions';
import { STORE_KEY } from './constants';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

/**
 * The `wc/store/collections` store: collections by namespace, resource, ids
 * and query, invalidated by a newer `Last-Modified`.
 *
 * @example
 * select( collectionsStore ).getCollection( 'wc/store/v1', 'products', { per_page: 9 } );
 */
export const collectionsStore = createReduxStore( STORE_KEY, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

register( collectionsStore );
