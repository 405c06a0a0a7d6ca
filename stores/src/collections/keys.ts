/** The keys collections are stored under: equal queries and id lists get the same key. */

import { isRecord } from '../utils/is-record';

const sortKeys = ( value: unknown ): unknown => {
	if ( Array.isArray( value ) ) {
		return value.map( sortKeys );
	}
	if ( isRecord( value ) ) {
		return Object.fromEntries(
			Object.keys( value )
				.sort()
				.map( ( key ) => [ key, sortKeys( value[ key ] ) ] )
		);
	}
	return value;
};

/**
 * The key a query is stored under: the same for equal queries whatever the
 * order of their arguments.
 *
 * @example
 * queryKey( { b: 1, a: 2 } ) === queryKey( { a: 2, b: 1 } ); // true
 */
export const queryKey = ( query: Record< string, unknown > | null | undefined ): string =>
	JSON.stringify( sortKeys( query ?? {} ) );

/**
 * The key ids are stored under.
 *
 * @example
 * idsKey( [ 3, 'x' ] ); // '["3","x"]'
 */
export const idsKey = ( ids: Array< string | number > = [] ): string =>
	JSON.stringify( ids.map( String ) );
