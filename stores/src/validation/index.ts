/** The validation store's entry: creates and registers `wc/store/validation`. */

import { createReduxStore, register } from '@wordpress/data';

import * as actions from './actions';
import { STORE_KEY } from './constants';
import { reducer } from './reducer';
import * as selectors from './selectors';
import * as thunks from './thunks';

/**
 * The `wc/store/validation` store: validation errors keyed by id, each with a
 * message and a hidden flag.
 *
 * @example
 * import { select } from '@wordpress/data';
 * select( validationStore ).hasValidationErrors();
 */
export const validationStore = createReduxStore( STORE_KEY, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
} );

register( validationStore );
