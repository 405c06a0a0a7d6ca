/** The notices store's reducer: notices by context, a known id replacing the earlier notice. */

import type { NoticesAction } from './actions';
import type { NoticesState } from './types';

/**
 * Notices by context. A notice with a known id replaces the earlier one and
 * moves to the end, as in WordPress.
 *
 * @example
 * reducer( {}, createErrorNotice( 'x', { context: 'wc/cart' } ) ); // { 'wc/cart': [ … ] }
 */
export function reducer( state: NoticesState = {}, action: NoticesAction ): NoticesState {
	switch ( action.type ) {
		case 'CREATE_NOTICE': {
			const others = ( state[ action.context ] ?? [] ).filter(
				( notice ) => notice.id !== action.notice.id
			);
			return { ...state, [ action.context ]: [ ...others, action.notice ] };
		}
		case 'REMOVE_NOTICES': {
			const current = state[ action.context ];
			if ( ! current ) {
				return state;
			}
			const kept = current.filter( ( notice ) => ! action.ids.includes( notice.id ) );
			return kept.length === current.length ? state : { ...state, [ action.context ]: kept };
		}
		case 'REMOVE_ALL_NOTICES': {
			const current = state[ action.context ];
			if ( ! current ) {
				return state;
			}
			const kept = current.filter( ( notice ) => notice.type !== action.noticeType );
			return kept.length === current.length ? state : { ...state, [ action.context ]: kept };
		}
		default:
			return state;
	}
}
