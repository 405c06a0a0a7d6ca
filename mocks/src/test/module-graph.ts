/**
 * The import graph of this package's TypeScript sources, walked by the
 * repository's one walker (`scripts/module-graph.mjs`, which
 * `@cesta/test-utils/module-graph` shares; this package cannot import
 * test-utils, which depends on it), and the import cycles in it.
 */
import { walkModuleGraph } from '../../../scripts/module-graph.mjs';
import type { ModuleGraph } from '../../../scripts/module-graph.mjs';

/**
 * Walks from `entries`. `@cesta/*` specifiers are followed through
 * `require.resolve`, which jest maps to each workspace package's `src/`.
 */
export const walkSourceGraph = ( entries: string[] ): ModuleGraph =>
	walkModuleGraph( entries, ( specifier ) => require.resolve( specifier ) );

/**
 * The import cycles among the files `within` accepts, each as the files of
 * one strongly connected component (Tarjan's algorithm), sorted. A file
 * that imports itself counts as a cycle of one.
 */
export function findImportCycles(
	graph: Pick< ModuleGraph, 'imports' >,
	within: ( file: string ) => boolean
): string[][] {
	const index = new Map< string, number >();
	const lowLink = new Map< string, number >();
	const stack: string[] = [];
	const onStack = new Set< string >();
	const cycles: string[][] = [];
	const edgesOf = ( file: string ) => ( graph.imports.get( file ) ?? [] ).filter( within );

	const visit = ( file: string ) => {
		index.set( file, index.size );
		lowLink.set( file, index.get( file )! );
		stack.push( file );
		onStack.add( file );
		for ( const target of edgesOf( file ) ) {
			if ( ! index.has( target ) ) {
				visit( target );
				lowLink.set( file, Math.min( lowLink.get( file )!, lowLink.get( target )! ) );
			} else if ( onStack.has( target ) ) {
				lowLink.set( file, Math.min( lowLink.get( file )!, index.get( target )! ) );
			}
		}
		if ( lowLink.get( file ) !== index.get( file ) ) {
			return;
		}
		const component: string[] = [];
		let member: string;
		do {
			member = stack.pop()!;
			onStack.delete( member );
			component.push( member );
		} while ( member !== file );
		if ( component.length > 1 || edgesOf( file ).includes( file ) ) {
			cycles.push( component.sort() );
		}
	};

	for ( const file of [ ...graph.imports.keys() ].filter( within ).sort() ) {
		if ( ! index.has( file ) ) {
			visit( file );
		}
	}
	return cycles;
}
