/** The payment store's entry: creates and registers `wc/store/payment`. */

import { createReduxStore, register } from '@wordpress/data';

import * as actions from './actions';
import { STORE_KEY } from './constants';
import { reducer } from './reducer';
import * as selectors from './selectors';
import * as thunks from './thunks';

/**
 * The `wc/store/payment` store: the payment status machine, the active,
 * available, express and saved methods, and the payment result.
 *
 * @example
 * select( paymentStore ).getActivePaymentMethod();
 */
export const paymentStore = createReduxStore( STORE_KEY, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
} );

register( paymentStore );
