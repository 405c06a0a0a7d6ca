/** The cart store's entry: creates and registers `wc/store/cart`. */

import { createReduxStore, register } from '@wordpress/data';

import * as actions from './actions';
import { STORE_KEY } from './constants';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import * as thunks from './thunks';

/**
 * The `wc/store/cart` store: the cart, its transient request states and the
 * thunks that change it through the Store API.
 *
 * @example
 * select( cartStore ).getCartData().itemsCount;
 */
export const cartStore = createReduxStore( STORE_KEY, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
	resolvers,
} );

register( cartStore );
