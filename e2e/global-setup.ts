/** The end-to-end suite's global setup: builds the standalone bundles once when missing or stale. */

import { join } from 'node:path';

import { ensureStandaloneBuild } from '../demo/src/build/standalone-build';

/**
 * Builds the standalone bundles once for the whole suite when they are
 * missing or older than their sources, as `npm start` does.
 */
export default async function globalSetup(): Promise< void > {
	await ensureStandaloneBuild( {
		rootDir: join( __dirname, '..' ),
		log: ( line ) => console.log( line ),
	} );
}
