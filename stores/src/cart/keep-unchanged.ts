/** Structural sharing for carts from the server: lines that did not change keep their objects, so their rows need not re-render. */

import type { Cart } from '@cesta/types';

import { isRecord } from '../utils/is-record';

/** Whether two JSON values (a Store API answer's parts) hold the same data. */
const sameData = ( a: unknown, b: unknown ): boolean => {
	if ( Object.is( a, b ) ) {
		return true;
	}
	if ( Array.isArray( a ) ) {
		return (
			Array.isArray( b ) &&
			a.length === b.length &&
			a.every( ( value, index ) => sameData( value, b[ index ] ) )
		);
	}
	if ( ! isRecord( a ) || ! isRecord( b ) ) {
		return false;
	}
	const keys = Object.keys( a );
	return (
		keys.length === Object.keys( b ).length &&
		keys.every( ( key ) => key in b && sameData( a[ key ], b[ key ] ) )
	);
};

/**
 * The lines of `next`, each the same object as its line in `previous` (by
 * key) when its data did not change; `previous` itself when no line changed.
 */
const keepUnchangedItems = ( previous: Cart[ 'items' ], next: Cart[ 'items' ] ) => {
	const byKey = new Map( previous.map( ( item ) => [ item.key, item ] ) );
	const items = next.map( ( item ) => {
		const before = byKey.get( item.key );
		return before && sameData( before, item ) ? before : item;
	} );
	return items.length === previous.length &&
		items.every( ( item, index ) => item === previous[ index ] )
		? previous
		: items;
};

/**
 * `incoming` (a cart or part of one from the server) with each line that
 * holds the same data as in `current` replaced by `current`'s object (and
 * the list itself when no line changed): after a quantity change on one line
 * of a 500-line cart, the other 499 stay the objects their rows already
 * drew, so only the changed row re-renders. Comparing costs one walk over
 * the lines, far less than re-rendering them. The other members stay new
 * objects: a new `shippingRates` is how the shipping-rate events (spec 2 §4)
 * know an answer arrived.
 *
 * @example
 * const cartData = { ...state.cartData, ...keepUnchanged( state.cartData, cartFromResponse( response ) ) };
 * cartData.items[ 1 ] === state.cartData.items[ 1 ]; // true when that line did not change
 */
export function keepUnchanged( current: Cart, incoming: Partial< Cart > ): Partial< Cart > {
	return incoming.items
		? { ...incoming, items: keepUnchangedItems( current.items, incoming.items ) }
		: incoming;
}
