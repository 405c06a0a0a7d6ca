/** extensionCartUpdate: runs an extension's server-side cart update (POST /cart/extensions) into the store. */

import { dispatch } from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';
import { cartStore } from '@cesta/data';
import type { CartResponse } from '@cesta/types';

import { extensionCartUpdateMessage } from './messages';

/**
 * What `extensionCartUpdate` sends.
 *
 * @example
 * const args: ExtensionCartUpdateArgs = { namespace: 'cesta-gift-wrap', data: { enabled: true } };
 */
export interface ExtensionCartUpdateArgs {
	/** The namespace the server registered its update callback under. */
	namespace: string;
	/** Handed to that callback. @default {} */
	data?: Record< string, unknown >;
	/** Replace addresses the shopper typed and not yet pushed with the server's. @default false */
	overwriteDirtyCustomerData?: boolean;
}

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

/**
 * Runs an extension's server-side cart update (`POST /cart/extensions`,
 * WooCommerce's `extensionCartUpdate`) and puts the returned cart in the
 * cart store; resolves to the cart. A `woocommerce_rest_cart_extensions_error`
 * is shown as an error notice by the cart store, and every failure rejects
 * with the Store API error. Wrong arguments reject with a `TypeError` before
 * anything is sent. `registry` defaults to the page's.
 *
 * @example
 * await extensionCartUpdate( { namespace: 'cesta-gift-wrap', data: { enabled: true } } );
 */
export async function extensionCartUpdate(
	args: ExtensionCartUpdateArgs,
	registry?: DataRegistry
): Promise< CartResponse > {
	if ( ! isRecord( args ) ) {
		throw new TypeError( extensionCartUpdateMessage( 'its argument', 'an object', args ) );
	}
	const { namespace, data = {}, overwriteDirtyCustomerData = false } = args;
	if ( typeof namespace !== 'string' || namespace === '' ) {
		throw new TypeError(
			extensionCartUpdateMessage( 'namespace', 'a non-empty string', namespace )
		);
	}
	if ( ! isRecord( data ) ) {
		throw new TypeError( extensionCartUpdateMessage( 'data', 'an object', data ) );
	}
	if ( typeof overwriteDirtyCustomerData !== 'boolean' ) {
		throw new TypeError(
			extensionCartUpdateMessage(
				'overwriteDirtyCustomerData',
				'a boolean',
				overwriteDirtyCustomerData
			)
		);
	}
	const cart = registry ? registry.dispatch( cartStore ) : dispatch( cartStore );
	return cart.applyExtensionCartUpdate( { namespace, data, overwriteDirtyCustomerData } );
}
