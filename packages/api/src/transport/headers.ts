/** Turns plain or batched header values into a Headers object read case-insensitively. */

import type { HeaderValues } from '../types';

// Duck-typed: jsdom, Node and browsers may each bring their own Headers class.
const isHeaders = ( value: unknown ): value is Headers =>
	typeof value === 'object' &&
	value !== null &&
	typeof ( value as Headers ).get === 'function' &&
	typeof ( value as Headers ).forEach === 'function';

/**
 * Turns header values into a `Headers` object, so every caller reads names
 * case-insensitively and values as strings, whether they came from a plain
 * response or from a batch item (where PHP sent numbers and lists).
 *
 * @example
 * toHeaders( { 'Nonce-Timestamp': 1795644290 } ).get( 'nonce-timestamp' ); // '1795644290'
 */
export function toHeaders( values: HeaderValues | Headers | null | undefined ): Headers {
	if ( isHeaders( values ) ) {
		return values;
	}
	const headers = new Headers();
	if ( typeof values !== 'object' || values === null ) {
		return headers;
	}
	for ( const [ name, value ] of Object.entries( values ) ) {
		if ( value === null || value === undefined ) {
			continue;
		}
		try {
			headers.set( name, Array.isArray( value ) ? value.join( ', ' ) : String( value ) );
		} catch {
			// A name or value the Headers class refuses carries nothing we use.
		}
	}
	return headers;
}
