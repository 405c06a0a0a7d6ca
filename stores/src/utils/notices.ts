import type { ActionCreatorsOf, CurriedSelectorsOf, DataRegistry } from '@wordpress/data';
import type { noticesStore as noticesStoreDescriptor } from '@cesta/notices';

import { errors } from '../messages';

/**
 * Key of WordPress's notices store, where every notice lives by context.
 * We reach it by key: on WordPress pages it is the host's own store
 * (`wp.notices`), elsewhere the one `@cesta/notices` registers.
 */
export const NOTICES_STORE_KEY = 'core/notices';

type NoticesActions = ActionCreatorsOf< typeof noticesStoreDescriptor >;
type NoticesSelectors = CurriedSelectorsOf< typeof noticesStoreDescriptor >;

const assertRegistered = ( registry: DataRegistry ) => {
	if ( ! registry.stores[ NOTICES_STORE_KEY ] ) {
		throw new Error( errors.noticesStoreMissing() );
	}
};

/**
 * The notices store's actions in `registry`; throws a clear error when the
 * host did not register `core/notices`.
 *
 * @example
 * noticesDispatch( registry ).createErrorNotice( 'Nonce is invalid.', { context: 'wc/cart' } );
 */
export function noticesDispatch( registry: DataRegistry ): NoticesActions {
	assertRegistered( registry );
	return registry.dispatch( NOTICES_STORE_KEY ) as unknown as NoticesActions;
}

/**
 * The notices store's selectors in `registry`.
 *
 * @example
 * noticesSelect( registry ).getNotices( 'wc/checkout' );
 */
export function noticesSelect( registry: DataRegistry ): NoticesSelectors {
	assertRegistered( registry );
	return registry.select( NOTICES_STORE_KEY ) as unknown as NoticesSelectors;
}
