/** Whether the standalone bundles are stale against their sources, and the build that refreshes them. */

import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { BUILD_FILTER_ENV } from '../constants';
import { buildFailedMessage, missingBundleMessage } from '../messages';

/**
 * Whether the standalone bundles must be (re)built, and why.
 *
 * @example
 * const state: BuildState = { stale: true, reason: 'standalone/dist/cart.js is missing' };
 */
export interface BuildState {
	stale: boolean;
	reason: string;
}

/**
 * Options of `ensureStandaloneBuild`.
 *
 * @example
 * await ensureStandaloneBuild( { rootDir: '/work/main', log: console.log } );
 */
export interface StandaloneBuildOptions {
	/** The repository root. */
	rootDir: string;
	/** Build even when the bundles look fresh. */
	force?: boolean;
	/** Where progress lines go; nowhere by default. */
	log?: ( line: string ) => void;
	/** Runs the build and resolves with its exit status; `npm run build` by default. */
	runBuild?: ( rootDir: string ) => Promise< number | null >;
}

/** Workspaces whose code never reaches a browser bundle. */
const NOT_BUNDLED = new Set( [ 'demo', 'mocks', 'storybook' ] );
const IGNORED_SOURCE = /(^|\/)(test|__tests__)\/|\.(test|stories)\.[jt]sx?$/;

const standaloneManifest = ( rootDir: string ) =>
	JSON.parse( readFileSync( join( rootDir, 'standalone', 'package.json' ), 'utf8' ) ) as {
		cesta?: {
			vendor?: Record< string, string >;
			entries?: Record< string, Record< string, string > >;
		};
	};

/**
 * The files host pages load from `standalone/dist`: the vendor scripts and
 * one ES module per page entry of `standalone/package.json` (every group).
 *
 * @example
 * standaloneOutputs( '/work/main' ); // [ '/work/main/standalone/dist/vendor.js', '/work/main/standalone/dist/cart.js' ]
 */
export function standaloneOutputs( rootDir: string ): string[] {
	const dist = join( rootDir, 'standalone', 'dist' );
	const { vendor = {}, entries = {} } = standaloneManifest( rootDir ).cesta ?? {};
	const pageEntries = Object.values( entries ).flatMap( ( group ) => Object.keys( group ) );
	return [ ...Object.keys( vendor ), ...pageEntries ].map( ( name ) =>
		join( dist, `${ name }.js` )
	);
}

const workspaceDirs = ( rootDir: string ): string[] => {
	const patterns: string[] = JSON.parse(
		readFileSync( join( rootDir, 'package.json' ), 'utf8' )
	).workspaces;
	return patterns.flatMap( ( pattern ) => {
		if ( ! pattern.endsWith( '/*' ) ) {
			return [ join( rootDir, pattern ) ];
		}
		const parent = join( rootDir, pattern.slice( 0, -2 ) );
		return existsSync( parent )
			? readdirSync( parent ).map( ( name ) => join( parent, name ) )
			: [];
	} );
};

/**
 * Every file whose change can change the bundles: the build configuration,
 * the lockfile, and the manifest and sources (tests and stories excepted) of
 * every workspace that reaches the browser.
 *
 * @example
 * bundleInputs( '/work/main' ).some( ( file ) => file.endsWith( 'rollup.config.mjs' ) ); // true
 */
export function bundleInputs( rootDir: string ): string[] {
	const files = [ 'rollup.config.mjs', 'package-lock.json', 'tsconfig.base.json' ].map(
		( file ) => join( rootDir, file )
	);
	const rollupHelpers = join( rootDir, 'scripts', 'rollup' );
	if ( existsSync( rollupHelpers ) ) {
		files.push(
			...readdirSync( rollupHelpers ).map( ( file ) => join( rollupHelpers, file ) )
		);
	}
	for ( const dir of workspaceDirs( rootDir ) ) {
		if (
			NOT_BUNDLED.has( relative( rootDir, dir ) ) ||
			! existsSync( join( dir, 'package.json' ) )
		) {
			continue;
		}
		files.push( join( dir, 'package.json' ) );
		const src = join( dir, 'src' );
		if ( existsSync( src ) ) {
			for ( const file of readdirSync( src, { recursive: true } ) as string[] ) {
				const path = join( src, file );
				if ( ! IGNORED_SOURCE.test( file ) && statSync( path ).isFile() ) {
					files.push( path );
				}
			}
		}
	}
	return files.filter( ( file ) => existsSync( file ) );
}

/**
 * Compares the bundles with what they are built from: stale when a bundle is
 * missing or any input changed after the oldest bundle was written.
 *
 * @example
 * if ( standaloneBuildState( rootDir ).stale ) await ensureStandaloneBuild( { rootDir } );
 */
export function standaloneBuildState( rootDir: string ): BuildState {
	const outputs = standaloneOutputs( rootDir );
	const missing = outputs.find( ( file ) => ! existsSync( file ) );
	if ( missing ) {
		return { stale: true, reason: `${ relative( rootDir, missing ) } is missing` };
	}
	const builtAt = Math.min( ...outputs.map( ( file ) => statSync( file ).mtimeMs ) );
	const changed = bundleInputs( rootDir ).find( ( file ) => statSync( file ).mtimeMs > builtAt );
	return changed
		? { stale: true, reason: `${ relative( rootDir, changed ) } changed since the last build` }
		: { stale: false, reason: 'the bundles are up to date' };
}

const npmRunBuild = ( rootDir: string ) =>
	new Promise< number | null >( ( resolve, reject ) => {
		const child = spawn( process.platform === 'win32' ? 'npm.cmd' : 'npm', [ 'run', 'build' ], {
			cwd: rootDir,
			env: { ...process.env, [ BUILD_FILTER_ENV ]: 'standalone' },
			stdio: 'inherit',
		} );
		child.on( 'error', reject );
		child.on( 'exit', resolve );
	} );

/**
 * Builds the standalone bundles (`CESTA_PACKAGES=standalone npm run build`)
 * when they are missing or older than their sources; resolves with whether
 * it built. A failed build rejects, so the demo never serves stale bundles
 * silently.
 *
 * @example
 * await ensureStandaloneBuild( { rootDir, log: console.log } ); // true after a fresh clone
 */
export async function ensureStandaloneBuild( options: StandaloneBuildOptions ): Promise< boolean > {
	const { rootDir, log = () => {}, runBuild = npmRunBuild } = options;
	const state = standaloneBuildState( rootDir );
	if ( ! options.force && ! state.stale ) {
		return false;
	}
	log( `Building the standalone bundles: ${ options.force ? 'asked to' : state.reason }.` );
	const status = await runBuild( rootDir );
	if ( status !== 0 ) {
		throw new Error( buildFailedMessage( status ) );
	}
	const missing = standaloneOutputs( rootDir ).find( ( file ) => ! existsSync( file ) );
	if ( missing ) {
		throw new Error( missingBundleMessage( relative( rootDir, missing ) ) );
	}
	return true;
}
