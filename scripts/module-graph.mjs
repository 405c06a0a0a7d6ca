/**
 * The one import-graph walker of the repository's tests: from entry files it
 * follows TypeScript sources (read with the TypeScript compiler's
 * `preProcessFile`, so `import type` counts too) — relative imports file by
 * file, `@cesta/*` imports into the workspace package's source, and any other
 * bare import through its package.json dependencies (what it can load at run
 * time) — to list every file and package an entry can reach. Plain Node over
 * file paths, so `@cesta/mocks`'s tests and `@cesta/test-utils` (which
 * depends on the mocks) can both use it without a cycle.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE_EXTENSIONS = [ '.ts', '.tsx', '/index.ts', '/index.tsx' ];

/**
 * The package name of a bare specifier: `@scope/name/sub` → `@scope/name`.
 *
 * @example
 * packageNameOf( '@cesta/mocks/node' ); // '@cesta/mocks'
 *
 * @param {string} specifier A bare module specifier.
 * @return {string} Its package name.
 */
export function packageNameOf( specifier ) {
	const parts = specifier.split( '/' );
	return specifier.startsWith( '@' ) ? parts.slice( 0, 2 ).join( '/' ) : parts[ 0 ];
}

/** The source file a relative specifier names, trying the TypeScript extensions. */
function resolveRelative( fromFile, specifier ) {
	const base = resolve( dirname( fromFile ), specifier );
	for ( const candidate of [ base, ...SOURCE_EXTENSIONS.map( ( ext ) => base + ext ) ] ) {
		if ( existsSync( candidate ) && statSync( candidate ).isFile() ) {
			return candidate;
		}
	}
	throw new Error( `Cannot resolve ${ specifier } from ${ fromFile }` );
}

/** The package.json of `name` as Node would find it from `fromDir`, if installed. */
function findPackageJson( fromDir, name ) {
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

/** Adds `name` and, through its installed manifest, every package it depends on. */
function walkPackageDependencies( name, fromDir, packages ) {
	if ( packages.has( name ) ) {
		return;
	}
	packages.add( name );
	const manifestPath = findPackageJson( fromDir, name );
	if ( ! manifestPath ) {
		return;
	}
	const manifest = JSON.parse( readFileSync( manifestPath, 'utf8' ) );
	for ( const dependency of Object.keys( {
		...manifest.dependencies,
		...manifest.peerDependencies,
	} ) ) {
		walkPackageDependencies( dependency, dirname( manifestPath ), packages );
	}
}

/**
 * Walks the import graph from `entries`. `resolveWorkspace` maps an
 * `@cesta/*` specifier to its source entry (in Jest: `require.resolve`,
 * which the Jest config maps to each package's `src/`).
 *
 * @example
 * const graph = walkModuleGraph( [ join( SRC, 'index.ts' ) ], ( specifier ) => require.resolve( specifier ) );
 * graph.packages.has( '@wordpress/components' ); // false
 *
 * @param {string[]} entries Absolute paths of the source files to start from.
 * @param {(specifier: string) => string} resolveWorkspace Source entry of an `@cesta/*` specifier.
 * @return {{ imports: Map<string, string[]>, files: Set<string>, bareImports: Set<string>, packages: Set<string> }}
 *   Each visited file with the source files it imports, the visited files,
 *   the bare specifiers they import, and every package reachable.
 */
export function walkModuleGraph( entries, resolveWorkspace ) {
	const graph = {
		imports: new Map(),
		files: new Set(),
		bareImports: new Set(),
		packages: new Set(),
	};
	const queue = [ ...entries ];
	while ( queue.length > 0 ) {
		const file = queue.pop();
		if ( graph.files.has( file ) ) {
			continue;
		}
		graph.files.add( file );
		const targets = [];
		graph.imports.set( file, targets );
		const { importedFiles } = ts.preProcessFile( readFileSync( file, 'utf8' ), true, true );
		for ( const { fileName: specifier } of importedFiles ) {
			if ( specifier.startsWith( '.' ) ) {
				targets.push( resolveRelative( file, specifier ) );
				continue;
			}
			graph.bareImports.add( specifier );
			const name = packageNameOf( specifier );
			if ( name.startsWith( '@cesta/' ) ) {
				graph.packages.add( name );
				targets.push( resolveWorkspace( specifier ) );
			} else {
				walkPackageDependencies( name, dirname( file ), graph.packages );
			}
		}
		queue.push( ...targets );
	}
	return graph;
}
