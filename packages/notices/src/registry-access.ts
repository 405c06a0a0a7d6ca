/** Typed access to core/notices in a given registry or a component's, with a clear error when missing. */

import { useRegistry } from '@wordpress/data';
import type { ActionCreatorsOf, CurriedSelectorsOf, DataRegistry } from '@wordpress/data';

import { NOTICES_STORE_KEY } from './constants';
import { errors } from './messages';
import type { noticesStore } from './store';

/**
 * The actions of `core/notices` as callers dispatch them (each returns a promise).
 *
 * @example
 * const { createErrorNotice }: NoticesActions = noticesDispatch( registry );
 */
export type NoticesActions = ActionCreatorsOf< typeof noticesStore >;

/**
 * The selectors of `core/notices` as callers select them.
 *
 * @example
 * const { getNotices }: NoticesSelectors = noticesSelect( registry );
 */
export type NoticesSelectors = CurriedSelectorsOf< typeof noticesStore >;

// Reached by key, not by our descriptor: on WordPress pages the store is the
// host's own (`wp.notices`), registered under the same key.
const assertRegistered = ( registry: DataRegistry ) => {
	if ( ! registry.stores[ NOTICES_STORE_KEY ] ) {
		throw new Error( errors.noticesStoreMissing() );
	}
};

/**
 * The actions of `core/notices` in `registry`, typed; throws a clear error
 * when the host registered no notices store.
 *
 * @example
 * noticesDispatch( registry ).createErrorNotice( 'Nonce is invalid.', { context: 'wc/cart' } );
 */
export function noticesDispatch( registry: DataRegistry ): NoticesActions {
	assertRegistered( registry );
	return registry.dispatch( NOTICES_STORE_KEY ) as unknown as NoticesActions;
}

/**
 * The selectors of `core/notices` in `registry`, typed; throws a clear error
 * when the host registered no notices store.
 *
 * @example
 * noticesSelect( registry ).getNotices( 'wc/checkout' );
 */
export function noticesSelect( registry: DataRegistry ): NoticesSelectors {
	assertRegistered( registry );
	return registry.select( NOTICES_STORE_KEY ) as unknown as NoticesSelectors;
}

/**
 * The actions of `core/notices` in the registry of the component (the
 * `RegistryProvider` above it, else the default one). The functions keep
 * their identity between renders.
 *
 * @example
 * const { removeNotice } = useNoticesDispatch();
 * removeNotice( 'add-to-cart', 'wc/cart' );
 */
export function useNoticesDispatch(): NoticesActions {
	return noticesDispatch( useRegistry() );
}
