/** The core/notices store descriptor, and its registration unless the host already has one. */

import { createReduxStore, register, select } from '@wordpress/data';
import * as actions from './actions';
import { NOTICES_STORE_KEY } from './constants';
import { reducer } from './reducer';
import * as selectors from './selectors';

/**
 * A `core/notices` store descriptor with WordPress's actions and selectors.
 *
 * @example
 * dispatch( noticesStore ).createErrorNotice( 'Algo salió mal', { context: 'wc/checkout' } );
 */
export const noticesStore = createReduxStore( NOTICES_STORE_KEY, { reducer, actions, selectors } );

const isRegistered = (): boolean => {
	try {
		return typeof select( NOTICES_STORE_KEY )?.getNotices === 'function';
	} catch {
		return false;
	}
};

/**
 * Registers `core/notices` on the default registry unless the host (a
 * WordPress page with `wp.notices`) already did. Pulling in WordPress's own
 * package would bring its UI components into the shop's bundles; this store
 * keeps the same contract for a fraction of the bytes.
 *
 * @example
 * ensureNoticesStore();
 * dispatch( 'core/notices' ).createSuccessNotice( 'Cupón aplicado', { context: 'wc/cart' } );
 */
export function ensureNoticesStore(): void {
	if ( ! isRegistered() ) {
		register( noticesStore );
	}
}
