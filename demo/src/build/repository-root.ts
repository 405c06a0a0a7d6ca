/** Finds the cesta repository root, so the demo can build and serve the bundles from any folder. */

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import { noRepositoryRootMessage } from '../messages';

const isCestaRoot = ( dir: string ) => {
	const manifest = join( dir, 'package.json' );
	if ( ! existsSync( manifest ) ) {
		return false;
	}
	try {
		return JSON.parse( readFileSync( manifest, 'utf8' ) ).name === 'cesta';
	} catch {
		return false;
	}
};

/**
 * The repository root: the nearest folder at or above `from` whose
 * `package.json` is the `cesta` monorepo's. The demo needs it to build and
 * serve the standalone bundles wherever it is started from.
 *
 * @example
 * findRepositoryRoot( '/work/main/demo' ); // '/work/main'
 */
export function findRepositoryRoot( from: string = process.cwd() ): string {
	let dir = resolve( from );
	for (;;) {
		if ( isCestaRoot( dir ) ) {
			return dir;
		}
		const parent = dirname( dir );
		if ( parent === dir ) {
			throw new Error( noRepositoryRootMessage( from ) );
		}
		dir = parent;
	}
}
