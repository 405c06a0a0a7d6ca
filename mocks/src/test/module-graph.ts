/**
 * The import graph of this package's TypeScript sources, read with the
 * TypeScript compiler (`preProcessFile`, so `import type` counts too):
 * relative imports are followed file by file, `@cesta/*` imports into the
 * workspace package's source, and any other bare import through its
 * package.json dependencies, to list every package an entry can reach.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as ts from 'typescript';

const SOURCE_EXTENSIONS = [ '.ts', '.tsx', '/index.ts', '/index.tsx' ];

/** What a walk found. */
export interface SourceGraph {
	/** Each visited source file (absolute) with the source files it imports. */
	imports: Map< string, string[] >;
	/** Every package reachable, through source imports or package dependencies. */
	packages: Set< string >;
}

/** The package name of a bare specifier: `@scope/name/sub` → `@scope/name`. */
function packageNameOf( specifier: string ): string {
	const parts = specifier.split( '/' );
	return specifier.startsWith( '@' ) ? parts.slice( 0, 2 ).join( '/' ) : parts[ 0 ]!;
}

function resolveRelative( fromFile: string, specifier: string ): string {
	const base = resolve( dirname( fromFile ), specifier );
	for ( const candidate of [ base, ...SOURCE_EXTENSIONS.map( ( ext ) => base + ext ) ] ) {
		if ( existsSync( candidate ) && statSync( candidate ).isFile() ) {
			return candidate;
		}
	}
	throw new Error( `Cannot resolve ${ specifier } from ${ fromFile }` );
}

function walkPackageDependencies( name: string, fromDir: string, packages: Set< string > ): void {
	if ( packages.has( name ) ) {
		return;
	}
	packages.add( name );
	let manifestPath: string | undefined;
	for ( let dir = fromDir; ! manifestPath && dirname( dir ) !== dir; dir = dirname( dir ) ) {
		const candidate = join( dir, 'node_modules', name, 'package.json' );
		manifestPath = existsSync( candidate ) ? candidate : undefined;
	}
	if ( ! manifestPath ) {
		return;
	}
	const manifest = JSON.parse( readFileSync( manifestPath, 'utf8' ) ) as {
		dependencies?: Record< string, string >;
		peerDependencies?: Record< string, string >;
	};
	for ( const dependency of Object.keys( {
		...manifest.dependencies,
		...manifest.peerDependencies,
	} ) ) {
		walkPackageDependencies( dependency, dirname( manifestPath ), packages );
	}
}

/**
 * Walks from `entries`. `@cesta/*` specifiers are followed through
 * `require.resolve`, which jest maps to each workspace package's `src/`.
 */
export function walkSourceGraph( entries: string[] ): SourceGraph {
	const graph: SourceGraph = { imports: new Map(), packages: new Set() };
	const queue = [ ...entries ];
	while ( queue.length > 0 ) {
		const file = queue.pop()!;
		if ( graph.imports.has( file ) ) {
			continue;
		}
		const targets: string[] = [];
		graph.imports.set( file, targets );
		const { importedFiles } = ts.preProcessFile( readFileSync( file, 'utf8' ), true, true );
		for ( const { fileName: specifier } of importedFiles ) {
			if ( specifier.startsWith( '.' ) ) {
				targets.push( resolveRelative( file, specifier ) );
				continue;
			}
			const name = packageNameOf( specifier );
			if ( name.startsWith( '@cesta/' ) ) {
				graph.packages.add( name );
				targets.push( require.resolve( specifier ) );
			} else {
				walkPackageDependencies( name, dirname( file ), graph.packages );
			}
		}
		queue.push( ...targets );
	}
	return graph;
}

/**
 * The import cycles among the files `within` accepts, each as the files of
 * one strongly connected component (Tarjan's algorithm), sorted. A file
 * that imports itself counts as a cycle of one.
 */
export function findImportCycles(
	graph: SourceGraph,
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
