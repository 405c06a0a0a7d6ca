/** Reads the session from response headers: nonce and its timestamp, cart hash, customer id, cart token. */

import {
	CART_HASH_HEADER,
	CART_TOKEN_HEADER,
	NONCE_HEADER,
	NONCE_TIMESTAMP_HEADER,
	USER_ID_HEADER,
} from '../constants';
import { storeCartHash } from '../session/cart-cache';
import { receiveCartToken } from '../session/config';
import { receiveCustomerId } from '../session/customer-id';
import { parseNonceTimestamp, updateNonce } from '../session/nonce';

/**
 * Reads what the session needs from response headers: the nonce and its
 * timestamp, the cart hash, the customer id and (in token mode) the cart
 * token. `forceNonce` keeps the nonce even if its timestamp is older: used
 * when the server has just rejected the stored one.
 *
 * @example
 * receiveResponseHeaders( response.headers );
 */
export function receiveResponseHeaders(
	headers: Headers,
	{ forceNonce = false }: { forceNonce?: boolean } = {}
): void {
	updateNonce(
		headers.get( NONCE_HEADER ),
		parseNonceTimestamp( headers.get( NONCE_TIMESTAMP_HEADER ) ),
		{ force: forceNonce }
	);
	storeCartHash( headers.get( CART_HASH_HEADER ) );
	receiveCartToken( headers.get( CART_TOKEN_HEADER ) );
	const userId = headers.get( USER_ID_HEADER );
	if ( userId !== null ) {
		receiveCustomerId( userId );
	}
}
