/** Nonces and Cart-Tokens, made and checked as WordPress and the Store API do. */

import {
	CART_TOKEN_ISSUER,
	CART_TOKEN_LIFETIME_S,
	NONCE_LENGTH_CHARS,
	NONCE_LIFETIME_S,
} from '../core/constants';
import type { EngineContext } from '../core/context';
import { base64UrlDecode, base64UrlEncode, hmacBase64Url, hmacHex, safeEquals } from '../core/hash';

/**
 * Nonces and Cart-Tokens, made and checked as WordPress and the Store API do:
 * a nonce is bound to an action and a session and lasts one or two 12-hour
 * ticks; a Cart-Token is an HS256 JWT naming the session.
 *
 * @example
 * const nonce = nonces.create( 'wc_store_api', sessionId );
 * nonces.verify( nonce, 'wc_store_api', sessionId ); // true
 */
export interface NonceService {
	create( action: string, sessionKey: string ): string;
	verify( nonce: string, action: string, sessionKey: string ): boolean;
	/** Makes every nonce issued so far invalid (a fault, or a rotated salt). */
	expireAll(): void;
	createCartToken( sessionId: string ): string;
	/** The session id a valid, unexpired token names; null otherwise. */
	readCartToken( token: string ): string | null;
}

/**
 * Builds the nonce service on the engine's secret and clock.
 *
 * @example
 * const nonces = createNonceService( context );
 */
export function createNonceService( context: EngineContext ): NonceService {
	let generation = 0;
	const tick = () => Math.ceil( context.nowSeconds() / ( NONCE_LIFETIME_S / 2 ) );
	const hash = ( value: number, action: string, sessionKey: string ) =>
		hmacHex( context.secret, `${ value }|${ action }|${ sessionKey }|${ generation }` ).slice(
			-( NONCE_LENGTH_CHARS + 2 ),
			-2
		);
	return {
		create: ( action, sessionKey ) => hash( tick(), action, sessionKey ),
		verify( nonce, action, sessionKey ) {
			const current = tick();
			return [ current, current - 1 ].some( ( value ) =>
				safeEquals( nonce, hash( value, action, sessionKey ) )
			);
		},
		expireAll() {
			generation++;
		},
		createCartToken( sessionId ) {
			const header = base64UrlEncode( JSON.stringify( { alg: 'HS256', typ: 'JWT' } ) );
			const payload = base64UrlEncode(
				JSON.stringify( {
					user_id: sessionId,
					exp: context.nowSeconds() + CART_TOKEN_LIFETIME_S,
					iss: CART_TOKEN_ISSUER,
				} )
			);
			return `${ header }.${ payload }.${ hmacBase64Url( context.secret, `${ header }.${ payload }` ) }`;
		},
		readCartToken( token ) {
			const parts = token.split( '.' );
			if ( parts.length !== 3 ) {
				return null;
			}
			const [ header, payload, signature ] = parts;
			if (
				! safeEquals(
					signature,
					hmacBase64Url( context.secret, `${ header }.${ payload }` )
				)
			) {
				return null;
			}
			try {
				const claims = JSON.parse( base64UrlDecode( payload ) ?? 'null' ) as {
					user_id?: unknown;
					exp?: unknown;
					iss?: unknown;
				} | null;
				if (
					! claims ||
					typeof claims.user_id !== 'string' ||
					typeof claims.exp !== 'number' ||
					claims.exp < context.nowSeconds() ||
					claims.iss !== CART_TOKEN_ISSUER
				) {
					return null;
				}
				return claims.user_id;
			} catch {
				return null;
			}
		},
	};
}
