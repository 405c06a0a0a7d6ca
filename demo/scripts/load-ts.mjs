/**
 * Loads a TypeScript module of the demo in plain Node 20, with nothing built
 * beforehand (the repository's loader, `scripts/load-ts.mjs`, with paths
 * relative to demo/). Used by `npm start` and by the benchmarks.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTs as loadRepositoryTs } from '../../scripts/load-ts.mjs';

const demoDir = resolve( dirname( fileURLToPath( import.meta.url ) ), '..' );

/**
 * Bundles `entry` (relative to demo/) and imports it.
 *
 * @example
 * const { startDemoServer } = await loadTs( 'src/index.ts' );
 * @param {string} entry A TypeScript file of the demo.
 * @return {Promise<Record<string, any>>} The module's exports.
 */
export function loadTs( entry ) {
	return loadRepositoryTs( resolve( demoDir, entry ) );
}
