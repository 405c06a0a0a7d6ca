/** Per-registry private state for side effects, and whether a registry is the block editor's. */

import type { DataRegistry } from '@wordpress/data';

/**
 * What identifies a registry: thunks receive a registry object that is not
 * the one `createRegistry()` returned, but both share the same `stores`.
 *
 * @example
 * registryKey( registry ) === registryKey( thunkArgs.registry ); // true
 */
export const registryKey = ( registry: DataRegistry ): object => registry.stores;

/**
 * Per-registry private state for side effects (timers, baselines), so two
 * registries on one page (or in one test run) never share it.
 *
 * @example
 * const timers = createRegistryState( () => new Map< string, number >() );
 * timers( registry ).set( key, id );
 */
export function createRegistryState< T >( create: () => T ): ( registry: DataRegistry ) => T {
	const states = new WeakMap< object, T >();
	return ( registry ) => {
		const key = registryKey( registry );
		let state = states.get( key );
		if ( state === undefined ) {
			state = create();
			states.set( key, state );
		}
		return state;
	};
}

/**
 * Whether the registry belongs to the block editor (WordPress's
 * `core/editor` store is registered there, as WooCommerce checks).
 *
 * @example
 * if ( isEditorRegistry( registry ) ) { return; }
 */
export function isEditorRegistry( registry: DataRegistry ): boolean {
	return Boolean( registry.stores[ 'core/editor' ] );
}
