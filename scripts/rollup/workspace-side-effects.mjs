/**
 * Makes the standalone build honour each workspace package's `sideEffects`
 * field, as bundlers do for published packages: node-resolve does not apply
 * it to our packages, which resolve to their sources through symlinks, so
 * every unused module with a top-level call (`Object.freeze( … )`, a
 * catalogue built at load) stayed in the bundles.
 */
import { relative } from 'node:path';
import { listWorkspaces } from '../workspaces.mjs';

/**
 * `./src/*\/index.ts` → a regular expression over package-relative paths.
 *
 * @param {string} pattern A `sideEffects` glob.
 * @return {RegExp} Its matcher.
 */
function globToRegExp( pattern ) {
	const source = pattern
		.replace( /^\.\//, '' )
		.replace( /[.+^${}()|[\]\\]/g, '\\$&' )
		.replace( /\*\*\//g, '(?:.*/)?' )
		.replace( /\*/g, '[^/]*' );
	return new RegExp( `^${ source }$` );
}

/**
 * Whether a module of a workspace package may have side effects, by its
 * package's `sideEffects` field; `undefined` for files outside workspaces.
 *
 * @param {string} id     A module id (absolute path).
 * @param {{ dir: string, manifest: Record<string, any> }[]} workspaces The workspaces.
 * @return {boolean | undefined} The answer.
 */
export function workspaceModuleSideEffects( id, workspaces ) {
	if ( id.includes( '/node_modules/' ) ) {
		return undefined;
	}
	const owner = workspaces
		.filter( ( { dir } ) => id.startsWith( dir + '/' ) )
		.sort( ( a, b ) => b.dir.length - a.dir.length )[ 0 ];
	if ( ! owner || ! ( 'sideEffects' in owner.manifest ) ) {
		return undefined;
	}
	const { sideEffects } = owner.manifest;
	if ( typeof sideEffects === 'boolean' ) {
		return sideEffects;
	}
	const path = relative( owner.dir, id );
	return sideEffects.some( ( pattern ) => globToRegExp( pattern ).test( path ) );
}

/** @return {import('rollup').Plugin} The plugin. */
export function workspaceSideEffects() {
	const workspaces = listWorkspaces();
	return {
		name: 'cesta-workspace-side-effects',
		transform( code, id ) {
			const moduleSideEffects = workspaceModuleSideEffects( id, workspaces );
			return moduleSideEffects === undefined ? null : { code, map: null, moduleSideEffects };
		},
	};
}
