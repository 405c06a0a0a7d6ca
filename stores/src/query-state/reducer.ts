/** The query-state store's reducer: query values per context, unchanged when an equal value is set. */

import type { QueryStateAction } from './actions';
import type { QueryState } from './types';

const EMPTY_STATE: QueryState = Object.freeze( {} );

// Query values are plain JSON (numbers, strings, lists), so their serialisation compares them.
const sameValue = ( a: unknown, b: unknown ) => JSON.stringify( a ) === JSON.stringify( b );

/**
 * The query values per context; a value equal to the stored one keeps the
 * same objects, so `useSelect` does not re-render.
 *
 * @example
 * reducer( {}, setQueryValue( 'shop', 'page', 2 ) ); // { shop: { page: 2 } }
 */
export function reducer( state: QueryState = EMPTY_STATE, action: QueryStateAction ): QueryState {
	switch ( action.type ) {
		case 'SET_QUERY_KEY_VALUE': {
			const current = state[ action.context ] ?? {};
			if (
				action.queryKey in current &&
				sameValue( current[ action.queryKey ], action.value )
			) {
				return state;
			}
			return {
				...state,
				[ action.context ]: { ...current, [ action.queryKey ]: action.value },
			};
		}
		case 'SET_QUERY_CONTEXT_VALUE':
			return action.context in state && sameValue( state[ action.context ], action.value )
				? state
				: { ...state, [ action.context ]: { ...action.value } };
		default:
			return state;
	}
}
