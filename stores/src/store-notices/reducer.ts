/** The store-notices store's reducer: the notice containers on the page. */

import type { StoreNoticesAction } from './actions';
import type { StoreNoticesState } from './types';

const DEFAULT_STATE: StoreNoticesState = Object.freeze( { containers: [] } ) as StoreNoticesState;

/**
 * The registered containers; registering twice keeps one entry.
 *
 * @example
 * reducer( undefined, registerContainer( 'wc/cart' ) ).containers; // [ 'wc/cart' ]
 */
export function reducer(
	state: StoreNoticesState = DEFAULT_STATE,
	action: StoreNoticesAction
): StoreNoticesState {
	switch ( action.type ) {
		case 'REGISTER_CONTAINER':
			return state.containers.includes( action.containerContext )
				? state
				: { containers: [ ...state.containers, action.containerContext ] };
		case 'UNREGISTER_CONTAINER':
			return state.containers.includes( action.containerContext )
				? {
						containers: state.containers.filter(
							( context ) => context !== action.containerContext
						),
					}
				: state;
		default:
			return state;
	}
}
