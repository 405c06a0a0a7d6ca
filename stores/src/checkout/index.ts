/** The checkout store's entry: creates and registers `wc/store/checkout`. */

import { createReduxStore, register } from '@wordpress/data';

import * as actions from './actions';
import { STORE_KEY } from './constants';
import { reducer } from './reducer';
import * as selectors from './selectors';
import * as thunks from './thunks';

/**
 * The `wc/store/checkout` store: the checkout status machine (spec 2 §4) and
 * the data the order is placed with.
 *
 * @example
 * select( checkoutStore ).isProcessing();
 */
export const checkoutStore = createReduxStore( STORE_KEY, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
} );

register( checkoutStore );
