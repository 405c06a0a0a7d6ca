/** Who a request is: its session from cookie or Cart-Token, the nonce check and the session headers. */

import { STORE_API_NONCE_ACTION } from '../engine/core/constants';
import { StoreApiError } from '../engine/core/errors';
import type { Engine } from '../engine/engine';
import type { ApiRequest } from './types';

/** Cookies the classic cart cache and the mini cart rely on. */
export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';

/**
 * Who is asking: the session a request belongs to and how it was recognised.
 *
 * @example
 * const identity = identify( engine, request ); // { sessionId: 't_…', via: 'cookie' }
 */
export interface SessionIdentity {
	sessionId: string;
	/** A valid Cart-Token, the session cookie, or nothing (a new guest). */
	via: 'token' | 'cookie' | 'none';
}

/**
 * Recognises the session: a valid `Cart-Token` header wins, then the signed
 * session cookie; otherwise a new guest id, kept only if the request writes.
 *
 * @example
 * identify( engine, request ).via; // 'token'
 */
export function identify( engine: Engine, request: ApiRequest ): SessionIdentity {
	const { sessions, nonces } = engine.deps;
	const token = request.headers.get( 'cart-token' );
	const fromToken = token ? nonces.readCartToken( token ) : null;
	if ( fromToken ) {
		return { sessionId: fromToken, via: 'token' };
	}
	const cookie = request.cookies[ sessions.cookieName ];
	const fromCookie = cookie ? sessions.readCookie( cookie ) : null;
	if ( fromCookie ) {
		return { sessionId: fromCookie, via: 'cookie' };
	}
	return { sessionId: sessions.newGuestId(), via: 'none' };
}

/** What a nonce is bound to: the stored session, or "no session yet". */
const nonceKey = ( engine: Engine, identity: SessionIdentity ) =>
	identity.via === 'none' && ! engine.deps.sessions.has( identity.sessionId )
		? '0'
		: identity.sessionId;

/**
 * The nonce check of write requests: a valid Cart-Token replaces it, a missing
 * `Nonce` header is 401, a wrong or stale one 403.
 *
 * @example
 * requireNonce( engine, request, identity ); // throws woocommerce_rest_missing_nonce
 */
export function requireNonce(
	engine: Engine,
	request: ApiRequest,
	identity: SessionIdentity
): void {
	if ( identity.via === 'token' ) {
		return;
	}
	const nonce = request.headers.get( 'nonce' ) ?? request.headers.get( 'x-wc-store-api-nonce' );
	const { t } = engine.context;
	if ( ! nonce ) {
		throw new StoreApiError( 'woocommerce_rest_missing_nonce', 401, t( 'missingNonce' ) );
	}
	if (
		! engine.deps.nonces.verify( nonce, STORE_API_NONCE_ACTION, nonceKey( engine, identity ) )
	) {
		throw new StoreApiError( 'woocommerce_rest_invalid_nonce', 403, t( 'invalidNonce' ) );
	}
}

/**
 * The headers and cookies a cart, checkout or order response carries: a fresh
 * `Nonce` and `Nonce-Timestamp`, `User-ID`, `Cart-Token`, `Cart-Hash`, the
 * session cookie once the session is stored, and the cart cookies set or
 * cleared as WooCommerce does.
 *
 * @example
 * sessionHeaders( engine, request, identity ).headers[ 'Cart-Hash' ];
 */
export function sessionHeaders(
	engine: Engine,
	request: ApiRequest,
	identity: SessionIdentity
): { headers: Record< string, string >; cookies: string[] } {
	const { sessions, nonces } = engine.deps;
	const session = engine.session( identity.sessionId );
	const stored = sessions.has( identity.sessionId );
	const hash = stored ? engine.cartHash( identity.sessionId ) : '';
	const headers = {
		Nonce: nonces.create( STORE_API_NONCE_ACTION, nonceKey( engine, identity ) ),
		'Nonce-Timestamp': String( engine.context.nowSeconds() ),
		'User-ID': String( session.userId ),
		'Cart-Token': nonces.createCartToken( identity.sessionId ),
		'Cart-Hash': hash,
	};
	const cookies: string[] = [];
	if ( stored && identity.via !== 'token' ) {
		const value = sessions.cookieValue( session );
		if ( request.cookies[ sessions.cookieName ] !== value ) {
			const expires = new Date( session.expiresAt * 1000 ).toUTCString();
			cookies.push(
				`${ sessions.cookieName }=${ encodeURIComponent( value ) }; expires=${ expires }; Max-Age=${ session.expiresAt - engine.context.nowSeconds() }; path=/; HttpOnly`
			);
		}
	}
	if ( hash ) {
		if ( request.cookies[ ITEMS_IN_CART_COOKIE ] !== '1' ) {
			cookies.push( `${ ITEMS_IN_CART_COOKIE }=1; path=/` );
		}
		if ( request.cookies[ CART_HASH_COOKIE ] !== hash ) {
			cookies.push( `${ CART_HASH_COOKIE }=${ hash }; path=/` );
		}
	} else if ( request.cookies[ ITEMS_IN_CART_COOKIE ] || request.cookies[ CART_HASH_COOKIE ] ) {
		const past = new Date( ( engine.context.nowSeconds() - 3600 ) * 1000 ).toUTCString();
		cookies.push( `${ ITEMS_IN_CART_COOKIE }=0; expires=${ past }; Max-Age=0; path=/` );
		cookies.push( `${ CART_HASH_COOKIE }=0; expires=${ past }; Max-Age=0; path=/` );
	}
	return { headers, cookies };
}
