/** Fixture repositories for the scripts' tests: a fresh temporary folder per test, files written by path, removed after. */

import { spawnSync } from 'node:child_process';
import type { SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The fixture repository of the running test.
 *
 * @example
 * repo.write( 'packages/api/src/index.ts', 'export {};\n' );
 * checkWorkspaces( repo.root );
 * repo.run( join( __dirname, '..', 'check-tsdoc.mjs' ) ).status; // 0
 */
export interface FixtureRepo {
	/** The repository's folder (a new one for each test). */
	readonly root: string;
	/** Writes `text` to `path` (relative to the root), making its folders. */
	write: ( path: string, text: string ) => void;
	/** The text of the file at `path` (relative to the root). */
	read: ( path: string ) => string;
	/** Runs a Node script with `--root <root>` and `args`, and waits for it. */
	run: ( script: string, ...args: string[] ) => SpawnSyncReturns< string >;
}

/**
 * Gives each test of the file (or of the `describe` it is called in) a
 * repository of its own in a temporary folder, created before the test and
 * removed after it.
 *
 * @example
 * const repo = setupFixtureRepo( 'check-tsdoc-' );
 * beforeEach( () => repo.write( 'package.json', '{}' ) );
 */
export function setupFixtureRepo( prefix: string ): FixtureRepo {
	let root: string | undefined;
	const rootOrThrow = (): string => {
		if ( root === undefined ) {
			throw new Error( 'The fixture repository exists only while a test runs.' );
		}
		return root;
	};
	beforeEach( () => {
		root = mkdtempSync( join( tmpdir(), prefix ) );
	} );
	afterEach( () => {
		rmSync( rootOrThrow(), { recursive: true, force: true } );
		root = undefined;
	} );
	return {
		get root() {
			return rootOrThrow();
		},
		write: ( path, text ) => {
			const file = join( rootOrThrow(), path );
			mkdirSync( dirname( file ), { recursive: true } );
			writeFileSync( file, text );
		},
		read: ( path ) => readFileSync( join( rootOrThrow(), path ), 'utf8' ),
		run: ( script, ...args ) =>
			spawnSync( process.execPath, [ script, '--root', rootOrThrow(), ...args ], {
				encoding: 'utf8',
			} ),
	};
}

/**
 * Writes the root of a TypeScript monorepo: a `package.json` whose
 * workspaces are `packages/*`, and a strict `tsconfig.json` over their
 * sources (what the API-docs and TSDoc scripts read).
 *
 * @example
 * writeTypeScriptRoot( repo );
 * repo.write( 'packages/greet/src/index.ts', 'export const greet = () => "Hola";\n' );
 */
export function writeTypeScriptRoot( repo: FixtureRepo ): void {
	repo.write(
		'package.json',
		JSON.stringify( { name: 'fixture', private: true, workspaces: [ 'packages/*' ] } )
	);
	repo.write(
		'tsconfig.json',
		JSON.stringify( {
			compilerOptions: {
				strict: true,
				module: 'esnext',
				moduleResolution: 'bundler',
				lib: [ 'es2020' ],
				types: [],
			},
			include: [ 'packages/*/src' ],
		} )
	);
}
