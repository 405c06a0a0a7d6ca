/** The session headers (Nonce, Cart-Token) of a Store API request, added without overriding the caller's. */

import { CART_TOKEN_HEADER, NONCE_HEADER } from '../constants';
import { getCartToken } from '../session/config';
import { getNonce } from '../session/nonce';
import { isStoreApiPath, needsNonce } from '../transport/url';

/**
 * The headers that identify the session on a Store API request: `Cart-Token`
 * in token mode, and `Nonce` when the request needs one and one is known.
 * Other routes get none.
 *
 * @example
 * sessionHeaders( '/wc/store/v1/cart/add-item', 'POST' ); // { Nonce: 'f3a1c2d4e5' }
 */
export function sessionHeaders( path: string, method: string ): Record< string, string > {
	const headers: Record< string, string > = {};
	if ( ! isStoreApiPath( path ) ) {
		return headers;
	}
	const token = getCartToken();
	if ( token ) {
		headers[ CART_TOKEN_HEADER ] = token;
	}
	const nonce = needsNonce( path, method ) ? getNonce() : '';
	if ( nonce ) {
		headers[ NONCE_HEADER ] = nonce;
	}
	return headers;
}

/**
 * `headers` with `extra` added where no header of the same name (in any
 * case) is set: what a caller set on purpose wins.
 *
 * @example
 * withHeaders( { nonce: 'mine' }, { Nonce: 'stored' } ); // { nonce: 'mine' }
 */
export function withHeaders(
	headers: Record< string, string > | undefined,
	extra: Record< string, string >
): Record< string, string > {
	const result = { ...headers };
	const present = new Set( Object.keys( result ).map( ( name ) => name.toLowerCase() ) );
	for ( const [ name, value ] of Object.entries( extra ) ) {
		if ( ! present.has( name.toLowerCase() ) ) {
			result[ name ] = value;
		}
	}
	return result;
}
