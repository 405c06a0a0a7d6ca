/**
 * `@cesta/test-utils/module-graph` (Node only): walks the import graph of
 * TypeScript sources, to prove a package's budget rules (what it may never
 * reach). Relative imports are followed file by file, `@cesta/*` imports into
 * the workspace package's source, and any other bare import through its
 * package.json dependencies (what it can load at run time), to list every
 * package reachable from an entry.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as ts from 'typescript';

const SOURCE_EXTENSIONS = [ '.ts', '.tsx', '/index.ts', '/index.tsx' ];

/**
 * What a walk found.
 *
 * @example
 * const { packages }: ModuleGraph = walkModuleGraph( [ entry ], require.resolve );
 */
export interface ModuleGraph {
	/** Source files visited, absolute. */
	files: Set< string >;
	/** Bare specifiers imported directly by the visited source files. */
	bareImports: Set< string >;
	/** Every package reachable, through source imports or package dependencies. */
	packages: Set< string >;
}

/**
 * The package name of a bare specifier.
 *
 * @example
 * packageNameOf( '@cesta/mocks/node' ); // '@cesta/mocks'
 */
export function packageNameOf( specifier: string ): string {
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

function findPackageJson( fromDir: string, name: string ): string | undefined {
	for ( let dir = fromDir; ; dir = dirname( dir ) ) {
		const candidate = join( dir, 'node_modules', name, 'package.json' );
		if ( existsSync( candidate ) ) {
			return candidate;
		}
		if ( dirname( dir ) === dir ) {
			return undefined;
		}
	}
}

function walkPackageDependencies( name: string, fromDir: string, packages: Set< string > ): void {
	if ( packages.has( name ) ) {
		return;
	}
	packages.add( name );
	const manifestPath = findPackageJson( fromDir, name );
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
 * Walks from `entries`. `resolveWorkspace` maps an `@cesta/*` specifier to
 * its source entry (in Jest: `require.resolve`, which the Jest config maps to
 * `src/`).
 *
 * @example
 * const graph = walkModuleGraph( [ join( SRC, 'index.ts' ) ], ( specifier ) => require.resolve( specifier ) );
 * expect( graph.packages ).not.toContain( '@wordpress/components' );
 */
export function walkModuleGraph(
	entries: string[],
	resolveWorkspace: ( specifier: string ) => string
): ModuleGraph {
	const graph: ModuleGraph = { files: new Set(), bareImports: new Set(), packages: new Set() };
	const queue = [ ...entries ];
	while ( queue.length > 0 ) {
		const file = queue.pop()!;
		if ( graph.files.has( file ) ) {
			continue;
		}
		graph.files.add( file );
		const { importedFiles } = ts.preProcessFile( readFileSync( file, 'utf8' ), true, true );
		for ( const { fileName: specifier } of importedFiles ) {
			if ( specifier.startsWith( '.' ) ) {
				queue.push( resolveRelative( file, specifier ) );
				continue;
			}
			graph.bareImports.add( specifier );
			const name = packageNameOf( specifier );
			if ( name.startsWith( '@cesta/' ) ) {
				graph.packages.add( name );
				queue.push( resolveWorkspace( specifier ) );
			} else {
				walkPackageDependencies( name, dirname( file ), graph.packages );
			}
		}
	}
	return graph;
}
