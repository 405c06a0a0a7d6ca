/** Deep freezing for store tests, to catch code that mutates its input. */

/**
 * Freezes a value and everything inside it, so a reducer or selector test
 * fails loudly if the code under test mutates its input.
 *
 * @example
 * const state = deepFreeze( { items: [ 1 ] } );
 */
export function deepFreeze< T >( value: T ): T {
	if ( typeof value === 'object' && value !== null && ! Object.isFrozen( value ) ) {
		Object.values( value ).forEach( deepFreeze );
		Object.freeze( value );
	}
	return value;
}
