/**
 * Code a page downloads only when it is first needed, such as some of the
 * cart's write thunks: the store registers small stand-ins with the same
 * names and signatures, so `dispatch( store ).name( … )` works from the first
 * render, and the real code loads with the first dispatch.
 */

/**
 * A module loaded once, on the first call: concurrent calls share the load,
 * and a failed load is forgotten so the next call tries again (e.g. back
 * online). `loaded()` gives the module synchronously once it is there.
 *
 * @example
 * const writes = loadOnce( () => import( './writes' ) );
 * const module = writes.loaded() ?? ( await writes() );
 */
export interface LoadOnce< Module > {
	(): Promise< Module >;
	/** The module if it has loaded, else `undefined`. */
	loaded(): Module | undefined;
}

/**
 * Wraps a dynamic `import()` as a {@link LoadOnce}.
 *
 * @example
 * const writes = loadOnce( () => import( './writes' ) );
 */
export function loadOnce< Module >( load: () => Promise< Module > ): LoadOnce< Module > {
	let loading: Promise< Module > | undefined;
	let module: Module | undefined;
	const get = () => {
		loading ??= load().then(
			( value ) => ( module = value ),
			( error: unknown ) => {
				loading = undefined;
				throw error;
			}
		);
		return loading;
	};
	return Object.assign( get, { loaded: () => module } );
}
