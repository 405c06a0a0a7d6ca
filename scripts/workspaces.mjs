/**
 * Reads the npm workspaces of this repository. Jest, Rollup and the hygiene
 * check all need the same list, so it is computed in one place.
 */
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';

export const ROOT = resolve( dirname( fileURLToPath( import.meta.url ) ), '..' );

/**
 * @typedef {object} Workspace
 * @property {string} dir      Absolute folder of the package.
 * @property {string} relDir   Folder relative to the repository root.
 * @property {Record<string, any>} manifest The parsed package.json.
 */

/**
 * @param {string} [root] the repository to read (another one in the scripts' tests).
 * @returns {Workspace[]} every workspace package, sorted by folder.
 */
export function listWorkspaces( root = ROOT ) {
	const manifest = JSON.parse( readFileSync( join( root, 'package.json' ), 'utf8' ) );
	const manifests = fg.sync(
		manifest.workspaces.map( ( pattern ) => `${ pattern }/package.json` ),
		{ cwd: root, ignore: [ '**/node_modules/**' ] }
	);
	return manifests.sort().map( ( file ) => {
		const relDir = dirname( file );
		return {
			dir: join( root, relDir ),
			relDir,
			manifest: JSON.parse( readFileSync( join( root, file ), 'utf8' ) ),
		};
	} );
}

/**
 * Maps every public specifier (`@cesta/x`, `@cesta/x/sub`) to the source file
 * its `exports` map names under the `source` condition.
 *
 * @returns {Record<string, string>}
 */
export function workspaceSourceMap() {
	const map = {};
	for ( const { dir, manifest } of listWorkspaces() ) {
		for ( const [ subpath, target ] of Object.entries( manifest.exports ?? {} ) ) {
			if ( typeof target !== 'object' || ! target.source ) {
				continue;
			}
			const file = join( dir, target.source );
			if ( existsSync( file ) ) {
				map[ join( manifest.name, subpath ) ] = file;
			}
		}
	}
	return map;
}
