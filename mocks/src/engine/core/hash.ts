/** Hashing and encoding for keys, nonces and tokens: md5, HMAC, base64url, random ids, safe compare. */

import { hmac } from '@noble/hashes/hmac';
import { md5 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/**
 * The md5 hex digest WooCommerce uses for cart item keys and cart hashes.
 *
 * @example
 * md5Hex( '17' ); // '70efdf2ec9b086079795c442636b55fb', the fan's cart item key
 */
export function md5Hex( text: string ): string {
	return bytesToHex( md5( utf8ToBytes( text ) ) );
}

/**
 * HMAC-SHA256 of `text` with `secret`, as hex.
 *
 * @example
 * hmacHex( 'secret', 'payload' ).length; // 64
 */
export function hmacHex( secret: string, text: string ): string {
	return bytesToHex( hmac( sha256, utf8ToBytes( secret ), utf8ToBytes( text ) ) );
}

const toBase64Url = ( bytes: Uint8Array ): string => {
	let binary = '';
	for ( const byte of bytes ) {
		binary += String.fromCharCode( byte );
	}
	return btoa( binary ).replace( /\+/g, '-' ).replace( /\//g, '_' ).replace( /=+$/, '' );
};

/**
 * Base64url of a UTF-8 string, the encoding of JWT segments.
 *
 * @example
 * base64UrlEncode( '{"alg":"HS256"}' ); // 'eyJhbGciOiJIUzI1NiJ9'
 */
export function base64UrlEncode( text: string ): string {
	return toBase64Url( utf8ToBytes( text ) );
}

/**
 * Decodes a base64url segment to text, or `null` when it is not base64url.
 *
 * @example
 * base64UrlDecode( 'eyJhbGciOiJIUzI1NiJ9' ); // '{"alg":"HS256"}'
 */
export function base64UrlDecode( segment: string ): string | null {
	if ( ! /^[A-Za-z0-9_-]*$/.test( segment ) ) {
		return null;
	}
	try {
		const binary = atob( segment.replace( /-/g, '+' ).replace( /_/g, '/' ) );
		const bytes = Uint8Array.from( binary, ( char ) => char.charCodeAt( 0 ) );
		return new TextDecoder( 'utf-8', { fatal: true } ).decode( bytes );
	} catch {
		return null;
	}
}

/**
 * HMAC-SHA256 signature as base64url, for the Cart-Token JWT.
 *
 * @example
 * hmacBase64Url( 'secret', 'header.payload' ); // 43 characters
 */
export function hmacBase64Url( secret: string, text: string ): string {
	return toBase64Url( hmac( sha256, utf8ToBytes( secret ), utf8ToBytes( text ) ) );
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * Random characters from `[a-zA-Z0-9]`, for session ids and order keys.
 *
 * @example
 * randomAlphanumeric( 13 ); // e.g. 'VPffqyvgWVqWL'
 */
export function randomAlphanumeric( length: number ): string {
	const bytes = new Uint8Array( length );
	globalThis.crypto.getRandomValues( bytes );
	let result = '';
	for ( const byte of bytes ) {
		result += ALPHANUMERIC[ byte % ALPHANUMERIC.length ];
	}
	return result;
}

/**
 * Constant-time string comparison, as `hash_equals` does.
 *
 * @example
 * safeEquals( 'abc', 'abc' ); // true
 */
export function safeEquals( a: string, b: string ): boolean {
	if ( a.length !== b.length ) {
		return false;
	}
	let difference = 0;
	for ( let index = 0; index < a.length; index++ ) {
		difference |= a.charCodeAt( index ) ^ b.charCodeAt( index );
	}
	return difference === 0;
}
