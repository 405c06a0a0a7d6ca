/**
 * The idempotency key of the shopper's attempt at placing the order: one key
 * per attempt, kept while the attempt's outcome is unknown, so a retry after
 * a lost answer repeats the same attempt and cannot place a second order.
 */
import type { DataRegistry } from '@wordpress/data';

const pendingKeys = new WeakMap< DataRegistry, string >();

/**
 * A random version 4 UUID. `crypto.getRandomValues` rather than
 * `crypto.randomUUID`, which browsers offer only on HTTPS pages.
 *
 * @example
 * newAttemptKey(); // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function newAttemptKey(): string {
	const bytes = crypto.getRandomValues( new Uint8Array( 16 ) );
	bytes[ 6 ] = ( bytes[ 6 ] & 0x0f ) | 0x40;
	bytes[ 8 ] = ( bytes[ 8 ] & 0x3f ) | 0x80;
	const hex = Array.from( bytes, ( byte ) => byte.toString( 16 ).padStart( 2, '0' ) ).join( '' );
	return `${ hex.slice( 0, 8 ) }-${ hex.slice( 8, 12 ) }-${ hex.slice( 12, 16 ) }-${ hex.slice(
		16,
		20
	) }-${ hex.slice( 20 ) }`;
}

/**
 * The key of the attempt this order request belongs to: the key of an
 * attempt whose outcome is still unknown, or a new one.
 *
 * @example
 * await placeOrder( body, { idempotencyKey: attemptKeyFor( registry ) } );
 */
export function attemptKeyFor( registry: DataRegistry ): string {
	let key = pendingKeys.get( registry );
	if ( ! key ) {
		key = newAttemptKey();
		pendingKeys.set( registry, key );
	}
	return key;
}

/**
 * The attempt got an answer (an order, or a refusal): the next request is a
 * new attempt with a new key.
 *
 * @example
 * endAttempt( registry );
 */
export function endAttempt( registry: DataRegistry ): void {
	pendingKeys.delete( registry );
}
