/**
 * `@cesta/test-utils/module-graph` (Node only): walks the import graph of
 * TypeScript sources, to prove a package's budget rules (what it may never
 * reach). Relative imports are followed file by file, `@cesta/*` imports into
 * the workspace package's source, and any other bare import through its
 * package.json dependencies (what it can load at run time), to list every
 * package reachable from an entry. The walker is the repository's one
 * (`scripts/module-graph.mjs`), which `@cesta/mocks`'s own tests use too.
 * Beside it, the list of what a React-free entry may never reach, and a
 * loader that proves it at run time.
 */
export { packageNameOf, walkModuleGraph } from '../../scripts/module-graph.mjs';
export type { ModuleGraph } from '../../scripts/module-graph.mjs';

/**
 * What a React-free entry (a server's markup writer, a listing page's first
 * load) may never reach: React, the data stores and the component library.
 *
 * @example
 * const FORBIDDEN = [ ...REACT_AND_STORE_PACKAGES, '@cesta/mocks' ];
 */
export const REACT_AND_STORE_PACKAGES: readonly string[] = Object.freeze( [
	'react',
	'react-dom',
	'@wordpress/element',
	'@wordpress/data',
	'@cesta/data',
	'@cesta/components',
] );

/**
 * Loads an entry in a fresh module registry where importing any of `packages`
 * throws, so a test fails if the entry loads one of them at run time.
 *
 * @example
 * const { renderCartBlockMarkup } = await importWithout( REACT_AND_STORE_PACKAGES, () =>
 * 	import( '../markup' )
 * );
 */
export async function importWithout< T >(
	packages: readonly string[],
	load: () => Promise< T >
): Promise< T > {
	let loaded: T | undefined;
	await jest.isolateModulesAsync( async () => {
		for ( const name of packages ) {
			jest.doMock( name, () => {
				throw new Error( `the entry loaded ${ name }` );
			} );
		}
		loaded = await load();
	} );
	return loaded as T;
}
