/**
 * Loads a TypeScript module of the demo in plain Node 20, with nothing built
 * beforehand: esbuild bundles it with the workspace packages it imports
 * (`@cesta/*`, read from their TypeScript sources through the `source`
 * export condition) into one ES module under node_modules/.cache, leaving
 * every other dependency to Node. Used by `npm start` and by the benchmark.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const demoDir = resolve( dirname( fileURLToPath( import.meta.url ) ), '..' );

/** Keeps bare imports external, except our own workspace packages. */
const externalDependencies = {
	name: 'cesta-external-dependencies',
	setup( pluginBuild ) {
		pluginBuild.onResolve( { filter: /^[^./]/ }, ( args ) =>
			args.path.startsWith( '@cesta/' ) ? undefined : { path: args.path, external: true }
		);
	},
};

/**
 * Bundles `entry` (relative to demo/) and imports it.
 *
 * @example
 * const { startDemoServer } = await loadTs( 'src/index.ts' );
 * @param {string} entry A TypeScript file of the demo.
 * @return {Promise<Record<string, any>>} The module's exports.
 */
export async function loadTs( entry ) {
	const outDir = join( demoDir, 'node_modules', '.cache', 'cesta-demo' );
	mkdirSync( outDir, { recursive: true } );
	const outfile = join( outDir, `${ entry.replace( /[^a-z0-9]+/gi, '-' ) }.mjs` );
	await build( {
		entryPoints: [ resolve( demoDir, entry ) ],
		outfile,
		bundle: true,
		platform: 'node',
		format: 'esm',
		target: 'node20',
		conditions: [ 'source' ],
		plugins: [ externalDependencies ],
		loader: { '.css': 'empty' },
		sourcemap: 'inline',
		logLevel: 'warning',
	} );
	return import( `${ pathToFileURL( outfile ).href }?t=${ Date.now() }` );
}
