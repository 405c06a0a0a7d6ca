/** The query-state store's entry: creates and registers `wc/store/query-state`. */

import { createReduxStore, register } from '@wordpress/data';

import * as actions from './actions';
import { STORE_KEY } from './constants';
import { reducer } from './reducer';
import * as selectors from './selectors';

/**
 * The `wc/store/query-state` store: query values (filters, paging) per
 * context, shared by the product collection and the price filter.
 *
 * @example
 * dispatch( queryStateStore ).setQueryValue( 'product-collection', 'min_price', 1000 );
 */
export const queryStateStore = createReduxStore( STORE_KEY, {
	reducer,
	actions,
	selectors,
} );

register( queryStateStore );
