/** On-demand loading: a dynamic import run once at a time and retried after failure, and its hook. */

import { useEffect, useState } from '@wordpress/element';

/**
 * Loads something once, on demand; see {@link createOnDemandLoader}.
 *
 * @example
 * const loader: OnDemandLoader< typeof Form > = createOnDemandLoader( () => import( './form' ).then( ( m ) => m.Form ) );
 */
export interface OnDemandLoader< T > {
	/** Starts the load once (again after a failure) and resolves with its value. */
	load(): Promise< T >;
	/** The value if it has loaded, else `undefined`. */
	loaded(): T | undefined;
}

/**
 * Wraps a dynamic `import()` so it runs at most once at a time: concurrent
 * calls share it, a success is kept, a failure is forgotten so the next call
 * retries (e.g. back online).
 *
 * @example
 * const formLoader = createOnDemandLoader( () => import( './form' ).then( ( m ) => m.Form ) );
 * button.addEventListener( 'mouseenter', () => formLoader.load().catch( () => {} ) );
 */
export function createOnDemandLoader< T >( importer: () => Promise< T > ): OnDemandLoader< T > {
	let value: { current: T } | undefined;
	let loading: Promise< T > | null = null;
	return {
		load() {
			if ( value ) {
				return Promise.resolve( value.current );
			}
			loading ??= importer().then(
				( result ) => {
					value = { current: result };
					loading = null;
					return result;
				},
				( error: unknown ) => {
					loading = null;
					throw error;
				}
			);
			return loading;
		},
		loaded: () => value?.current,
	};
}

/**
 * Where an on-demand load stands for a component.
 *
 * @example
 * const state: OnDemandState< number > = { status: 'ready', value: 42 };
 */
export type OnDemandState< T > =
	{ status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

/**
 * Loads `loader`'s value when the calling component mounts: `ready` at once
 * if it has loaded before, else `loading` and then `ready` or `failed`. A
 * failed load is retried when a component using it mounts again.
 *
 * With `enabled` false nothing is downloaded yet (the state stays
 * `loading`): the caller turns it on when it is wanted, e.g. on focus.
 *
 * @example
 * const form = useOnDemand( formLoader );
 * if ( form.status === 'ready' ) return <form.value />;
 */
export function useOnDemand< T >(
	loader: OnDemandLoader< T >,
	enabled = true
): OnDemandState< T > {
	const [ state, setState ] = useState< OnDemandState< T > >( () => {
		const value = loader.loaded();
		return value === undefined ? { status: 'loading' } : { status: 'ready', value };
	} );
	const isLoading = state.status === 'loading';
	useEffect( () => {
		if ( ! isLoading || ! enabled ) {
			return undefined;
		}
		let mounted = true;
		loader.load().then(
			( value ) => mounted && setState( { status: 'ready', value } ),
			() => mounted && setState( { status: 'failed' } )
		);
		return () => {
			mounted = false;
		};
	}, [ loader, isLoading, enabled ] );
	return state;
}
