/** The schema store's entry: creates and registers `wc/store/schema`. */

import { createReduxStore, register } from '@wordpress/data';

import * as actions from './actions';
import { STORE_KEY } from './constants';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

/**
 * The `wc/store/schema` store: routes discovered from namespace indexes.
 *
 * @example
 * select( schemaStore ).getRoute( 'wc/store/v1', 'products/attributes/terms', [ 3 ] );
 */
export const schemaStore = createReduxStore( STORE_KEY, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

register( schemaStore );
