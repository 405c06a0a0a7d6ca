/** The schema store's reducer: routes by namespace and the namespaces whose discovery failed. */

import type { SchemaAction } from './actions';
import type { SchemaState } from './types';

const DEFAULT_STATE: SchemaState = { routes: {}, failedNamespaces: [] };

/**
 * Routes by namespace.
 *
 * @example
 * reducer( undefined, receiveRoutes( routes, 'wc/store/v1' ) ).routes[ 'wc/store/v1' ];
 */
export function reducer( state: SchemaState = DEFAULT_STATE, action: SchemaAction ): SchemaState {
	switch ( action.type ) {
		case 'RECEIVE_ROUTES':
			return {
				routes: { ...state.routes, [ action.namespace ]: action.routes },
				failedNamespaces: state.failedNamespaces.filter(
					( ns ) => ns !== action.namespace
				),
			};
		case 'RECEIVE_ROUTES_ERROR':
			return state.failedNamespaces.includes( action.namespace )
				? state
				: { ...state, failedNamespaces: [ ...state.failedNamespaces, action.namespace ] };
		default:
			return state;
	}
}
