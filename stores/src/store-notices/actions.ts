/** The store-notices store's actions: a notice container for a context mounts or unmounts. */

import { errors } from '../messages';

const assertContext = ( action: string, context: unknown ): string => {
	if ( typeof context !== 'string' || ! context ) {
		throw new TypeError( errors.noticeContextNotString( action ) );
	}
	return context;
};

/**
 * A notice container for `context` is on the page; notices of sub-contexts
 * without their own container show in it.
 *
 * @example
 * dispatch( storeNoticesStore ).registerContainer( 'wc/checkout' );
 */
export const registerContainer = ( containerContext: string ) =>
	( {
		type: 'REGISTER_CONTAINER',
		containerContext: assertContext( 'registerContainer', containerContext ),
	} ) as const;

/**
 * The container for `context` left the page.
 *
 * @example
 * dispatch( storeNoticesStore ).unregisterContainer( 'wc/checkout' );
 */
export const unregisterContainer = ( containerContext: string ) =>
	( {
		type: 'UNREGISTER_CONTAINER',
		containerContext: assertContext( 'unregisterContainer', containerContext ),
	} ) as const;

/** Every action the store-notices reducer handles. */
export type StoreNoticesAction = ReturnType<
	typeof registerContainer | typeof unregisterContainer
>;
