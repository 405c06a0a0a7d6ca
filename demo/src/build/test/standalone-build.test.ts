/**
 * @jest-environment node
 *
 * Tests of the standalone build check: which bundles it expects, when they are
 * stale, when it rebuilds.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import {
	ensureStandaloneBuild,
	standaloneBuildState,
	standaloneOutputs,
} from '../standalone-build';

let root: string;

const write = ( file: string, content = '' ) => {
	mkdirSync( dirname( join( root, file ) ), { recursive: true } );
	writeFileSync( join( root, file ), content );
};

/** Sets a file's modification time, in seconds since the epoch. */
const touch = ( file: string, seconds: number ) =>
	utimesSync( join( root, file ), seconds, seconds );

const OUTPUTS = [ 'standalone/dist/vendor.js', 'standalone/dist/cart.js' ];

beforeEach( () => {
	root = mkdtempSync( join( tmpdir(), 'cesta-build-' ) );
	write(
		'package.json',
		JSON.stringify( { name: 'cesta', workspaces: [ 'packages/*', 'standalone', 'mocks' ] } )
	);
	write(
		'standalone/package.json',
		JSON.stringify( {
			cesta: {
				vendor: { vendor: 'src/vendor.ts' },
				entries: { pages: { cart: 'src/cart.ts' } },
			},
		} )
	);
	write( 'standalone/src/cart.ts' );
	write( 'packages/api/package.json', '{}' );
	write( 'packages/api/src/client.ts' );
	write( 'packages/api/src/client.test.ts' );
	write( 'mocks/package.json', '{}' );
	write( 'mocks/src/engine.ts' );
	write( 'rollup.config.mjs' );
	for ( const file of [
		'package.json',
		'standalone/package.json',
		'standalone/src/cart.ts',
		'packages/api/package.json',
		'packages/api/src/client.ts',
		'packages/api/src/client.test.ts',
		'mocks/package.json',
		'mocks/src/engine.ts',
		'rollup.config.mjs',
	] ) {
		touch( file, 1000 );
	}
} );

afterEach( () => rmSync( root, { recursive: true, force: true } ) );

const build = () => {
	for ( const file of OUTPUTS ) {
		write( file, '/* built */' );
		touch( file, 2000 );
	}
};

describe( 'standaloneOutputs', () => {
	it( 'given the page entries of standalone/package.json › lists the vendor bundle and one module per entry', () => {
		expect( standaloneOutputs( root ) ).toEqual(
			OUTPUTS.map( ( file ) => join( root, file ) )
		);
	} );
} );

describe( 'standaloneBuildState', () => {
	it( 'given no bundles (a fresh clone) › is stale because a bundle is missing', () => {
		expect( standaloneBuildState( root ) ).toEqual( {
			stale: true,
			reason: 'standalone/dist/vendor.js is missing',
		} );
	} );

	it( 'given bundles newer than every input › is fresh', () => {
		build();

		expect( standaloneBuildState( root ).stale ).toBe( false );
	} );

	it( 'given a package source edited after the build › is stale and names the file', () => {
		build();
		touch( 'packages/api/src/client.ts', 3000 );

		expect( standaloneBuildState( root ) ).toEqual( {
			stale: true,
			reason: 'packages/api/src/client.ts changed since the last build',
		} );
	} );

	it( 'given the rollup configuration edited after the build › is stale', () => {
		build();
		touch( 'rollup.config.mjs', 3000 );

		expect( standaloneBuildState( root ).stale ).toBe( true );
	} );

	it( 'given only tests or the mock server edited after the build › stays fresh (they are not bundled)', () => {
		build();
		touch( 'packages/api/src/client.test.ts', 3000 );
		touch( 'mocks/src/engine.ts', 3000 );

		expect( standaloneBuildState( root ).stale ).toBe( false );
	} );
} );

describe( 'ensureStandaloneBuild', () => {
	it( 'given stale bundles › runs the build once and resolves true', async () => {
		const runBuild = jest.fn( async () => {
			build();
			return 0;
		} );
		const log = jest.fn();

		await expect( ensureStandaloneBuild( { rootDir: root, runBuild, log } ) ).resolves.toBe(
			true
		);
		expect( runBuild ).toHaveBeenCalledTimes( 1 );
		expect( log ).toHaveBeenCalledWith(
			'Building the standalone bundles: standalone/dist/vendor.js is missing.'
		);
	} );

	it( 'given fresh bundles › does not build and resolves false', async () => {
		build();
		const runBuild = jest.fn( async () => 0 );

		await expect( ensureStandaloneBuild( { rootDir: root, runBuild } ) ).resolves.toBe( false );
		expect( runBuild ).not.toHaveBeenCalled();
	} );

	it( 'given fresh bundles and force › builds anyway', async () => {
		build();
		const runBuild = jest.fn( async () => 0 );

		await expect(
			ensureStandaloneBuild( { rootDir: root, runBuild, force: true } )
		).resolves.toBe( true );
		expect( runBuild ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'given a build that fails › rejects with the exit status', async () => {
		await expect(
			ensureStandaloneBuild( { rootDir: root, runBuild: async () => 2 } )
		).rejects.toThrow( 'npm run build exited with 2' );
	} );

	it( 'given a build that succeeds without writing an entry › rejects naming the missing bundle', async () => {
		const runBuild = async () => {
			write( OUTPUTS[ 0 ]! );
			return 0;
		};

		await expect( ensureStandaloneBuild( { rootDir: root, runBuild } ) ).rejects.toThrow(
			'standalone/dist/cart.js is missing'
		);
	} );
} );
