/** The notices store's selector: a context's notices, the same empty array when there are none. */

import { DEFAULT_CONTEXT } from './constants';
import type { Notice, NoticesState } from './types';

const NO_NOTICES: Notice[] = Object.freeze( [] ) as unknown as Notice[];

/**
 * The notices of a context, oldest first; the same empty array when there are
 * none, so subscribers do not re-render needlessly.
 *
 * @example
 * select( 'core/notices' ).getNotices( 'wc/cart' );
 */
export function getNotices( state: NoticesState, context: string = DEFAULT_CONTEXT ): Notice[] {
	return state[ context ] ?? NO_NOTICES;
}
