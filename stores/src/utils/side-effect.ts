/** Side effects shared per registry: started by the first user, stopped when the last one releases them. */

import type { DataRegistry } from '@wordpress/data';

import { registryKey } from './registry-state';

/**
 * Wraps a side effect (listeners, subscriptions) so it runs once per
 * registry however many users ask for it: each call returns a release
 * function, and the effect stops when the last user releases it.
 *
 * @example
 * export const startCartSideEffects = createSharedSideEffect( ( registry ) => {
 * 	const unsubscribe = registry.subscribe( onChange );
 * 	return unsubscribe;
 * } );
 * const release = startCartSideEffects( registry );
 */
export function createSharedSideEffect(
	start: ( registry: DataRegistry ) => () => void
): ( registry: DataRegistry ) => () => void {
	const running = new WeakMap< object, { users: number; stop: () => void } >();
	return ( registry ) => {
		const key = registryKey( registry );
		let entry = running.get( key );
		if ( ! entry ) {
			entry = { users: 0, stop: start( registry ) };
			running.set( key, entry );
		}
		entry.users++;
		let released = false;
		return () => {
			if ( released || ! entry ) {
				return;
			}
			released = true;
			entry.users--;
			if ( entry.users === 0 ) {
				running.delete( key );
				entry.stop();
			}
		};
	};
}
