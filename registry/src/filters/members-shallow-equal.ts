/** Compares filter arguments member by member, so an argument rebuilt on each render counts as unchanged. */

import { isShallowEqual } from '@wordpress/is-shallow-equal';

const isPlainObject = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' &&
	value !== null &&
	Object.getPrototypeOf( value ) === Object.prototype;

/**
 * Whether two filter arguments are equal member by member, each member
 * compared shallowly: `{ cart, context }` built afresh on each render with
 * the same cart counts as unchanged.
 *
 * @example
 * membersShallowEqual( { context: 'cart', cartItem }, { context: 'cart', cartItem } ); // true
 */
export function membersShallowEqual( a: unknown, b: unknown ): boolean {
	if ( a === b ) {
		return true;
	}
	if ( ! isPlainObject( a ) || ! isPlainObject( b ) ) {
		return false;
	}
	const keys = Object.keys( a );
	return (
		keys.length === Object.keys( b ).length &&
		keys.every( ( key ) => key in b && isShallowEqual( a[ key ], b[ key ] ) )
	);
}
