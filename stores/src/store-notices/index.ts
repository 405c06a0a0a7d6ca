/** The store-notices store's entry: registers `wc/store/store-notices`, and `core/notices` where missing. */

import { createReduxStore, register } from '@wordpress/data';

import { ensureNoticesStore } from '@cesta/notices';

import * as actions from './actions';
import { STORE_KEY } from './constants';
import { reducer } from './reducer';
import * as selectors from './selectors';
import * as thunks from './thunks';

/**
 * The `wc/store/store-notices` store: which notice containers are on the
 * page, and the thunks that route API errors into `core/notices`.
 *
 * @example
 * dispatch( storeNoticesStore ).registerContainer( 'wc/checkout' );
 */
export const storeNoticesStore = createReduxStore( STORE_KEY, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
} );

register( storeNoticesStore );

// Notices live in `core/notices`: WordPress pages have it, other hosts get ours.
ensureNoticesStore();
