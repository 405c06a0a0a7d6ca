/**
 * Runs a TypeScript entry of this package with plain Node 20 (bundled by the
 * repository's loader, `scripts/load-ts.mjs`: our sources and the
 * workspace's `@cesta/*` sources, so nothing needs building first).
 * Arguments after the entry are passed on.
 *
 * Usage: node scripts/run-ts.mjs src/server/main.ts [args…]
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleTs } from '../../scripts/load-ts.mjs';

const packageDir = resolve( dirname( fileURLToPath( import.meta.url ) ), '..' );
const [ entry, ...rest ] = process.argv.slice( 2 );
if ( ! entry ) {
	console.error( 'Usage: node scripts/run-ts.mjs <entry.ts> [args…]' );
	process.exit( 1 );
}
const outfile = await bundleTs( resolve( packageDir, entry ) );
process.argv = [ process.argv[ 0 ], outfile, ...rest ];
await import( pathToFileURL( outfile ).href );
