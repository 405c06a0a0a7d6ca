/**
 * Runs a TypeScript entry of this package with plain Node 20: esbuild bundles
 * it (our sources and the workspace's `@cesta/*` sources, so nothing needs
 * building first; other dependencies stay in node_modules) into a temporary
 * ES module, which is then imported. Arguments after the entry are passed on.
 *
 * Usage: node scripts/run-ts.mjs src/server/main.ts [args…]
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const packageDir = resolve( dirname( fileURLToPath( import.meta.url ) ), '..' );
const [ entry, ...rest ] = process.argv.slice( 2 );
if ( ! entry ) {
	console.error( 'Usage: node scripts/run-ts.mjs <entry.ts> [args…]' );
	process.exit( 1 );
}
/** Bare imports stay external, except the workspace's own packages. */
const externalDependencies = {
	name: 'external-dependencies',
	setup( pluginBuild ) {
		pluginBuild.onResolve( { filter: /^[^./]/ }, ( { path } ) =>
			path.startsWith( '@cesta/' ) ? undefined : { path, external: true }
		);
	},
};
const outDir = join( packageDir, 'node_modules', '.cache', 'cesta-mocks' );
mkdirSync( outDir, { recursive: true } );
const outfile = join( outDir, `${ entry.replace( /[^a-z0-9]+/gi, '-' ) }.mjs` );
await build( {
	entryPoints: [ resolve( packageDir, entry ) ],
	outfile,
	bundle: true,
	platform: 'node',
	format: 'esm',
	target: 'node20',
	conditions: [ 'source' ],
	plugins: [ externalDependencies ],
	sourcemap: 'inline',
	logLevel: 'warning',
} );
process.argv = [ process.argv[ 0 ], outfile, ...rest ];
await import( pathToFileURL( outfile ).href );
