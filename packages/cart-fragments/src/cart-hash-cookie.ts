/** The cart-hash cookie: how a page knows, without asking the server, whether the shopper has a cart session and which cart it holds. */

import { CART_HASH_COOKIE } from './constants';

/**
 * The value of WooCommerce's `woocommerce_cart_hash` cookie, `''` when
 * there is none.
 *
 * @example
 * readCartHashCookie(); // '9c1185a5c5e9fc54612808977ee8f548' or ''
 */
export function readCartHashCookie( root: Document = document ): string {
	for ( const pair of root.cookie.split( ';' ) ) {
		const [ name, ...value ] = pair.trim().split( '=' );
		if ( name === CART_HASH_COOKIE ) {
			try {
				return decodeURIComponent( value.join( '=' ) );
			} catch {
				return value.join( '=' );
			}
		}
	}
	return '';
}

/**
 * Whether the shopper has a cart session (spec 1 §4: detected from the
 * cart-hash cookie, which WooCommerce sets while a cart exists).
 *
 * @example
 * if ( ! hasCartSession() ) return; // a new guest: the printed mini cart is right
 */
export function hasCartSession( root: Document = document ): boolean {
	return readCartHashCookie( root ) !== '';
}
