/**
 * Loads a TypeScript module of this repository in plain Node 20, with nothing
 * built beforehand: esbuild bundles it with the workspace packages it imports
 * (`@cesta/*`, read from their TypeScript sources through the `source`
 * export condition) into one ES module under `node_modules/.cache`, leaving
 * every other dependency to Node. The demo shop, the mock server, the
 * benchmarks and the build checks all load TypeScript this way.
 */
import { mkdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from './workspaces.mjs';

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
 * Bundles a TypeScript file into `node_modules/.cache/cesta/` and returns
 * the path of the ES module written.
 *
 * @example
 * const file = await bundleTs( 'mocks/src/server/main.ts' );
 * @param {string} entry A TypeScript file, absolute or relative to the repository root.
 * @return {Promise<string>} The bundled module's path.
 */
export async function bundleTs( entry ) {
	const source = resolve( ROOT, entry );
	const outDir = join( ROOT, 'node_modules', '.cache', 'cesta' );
	mkdirSync( outDir, { recursive: true } );
	const outfile = join(
		outDir,
		`${ relative( ROOT, source ).replace( /[^a-z0-9]+/gi, '-' ) }.mjs`
	);
	await build( {
		entryPoints: [ source ],
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
	return outfile;
}

/**
 * Bundles a TypeScript file (see {@link bundleTs}) and imports it.
 *
 * @example
 * const { startDemoServer } = await loadTs( 'demo/src/index.ts' );
 * @param {string} entry A TypeScript file, absolute or relative to the repository root.
 * @return {Promise<Record<string, any>>} The module's exports.
 */
export async function loadTs( entry ) {
	const outfile = await bundleTs( entry );
	return import( `${ pathToFileURL( outfile ).href }?t=${ Date.now() }` );
}
