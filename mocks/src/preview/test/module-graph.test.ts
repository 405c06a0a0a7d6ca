/**
 * @jest-environment node
 *
 * Tests that `@cesta/mocks/preview` imports nothing of the simulation and
 * bundles to its data alone.
 */
import { join, relative } from 'node:path';
import { build } from 'esbuild';

import { walkSourceGraph } from '../../test/module-graph';

const MOCKS = join( __dirname, '../../..' );
const ENTRY = join( MOCKS, 'src/preview/index.ts' );
const inMocks = ( file: string ) => relative( MOCKS, file );

describe( 'given the `@cesta/mocks/preview` entry (DESIGN §2: blocks never import the simulation)', () => {
	it( 'is the entry the package exports as `./preview`', () => {
		expect( require.resolve( '@cesta/mocks/preview' ) ).toBe( ENTRY );
	} );

	it( 'imports, even as types, nothing but its own folder and @cesta/types: no engine, fixtures, handlers or MSW', () => {
		const graph = walkSourceGraph( [ ENTRY ] );
		const files = [ ...graph.imports.keys() ];
		const ownFiles = files.filter( ( file ) => file.startsWith( MOCKS ) ).map( inMocks );

		expect( ownFiles.sort() ).toEqual( [
			'src/preview/index.ts',
			'src/preview/preview-data.ts',
			'src/preview/types.ts',
		] );
		expect( [ ...graph.packages ] ).toEqual( [ '@cesta/types' ] );
	} );

	it( 'bundles for a browser into its data alone, with nothing from node_modules', async () => {
		const result = await build( {
			entryPoints: [ ENTRY ],
			bundle: true,
			write: false,
			metafile: true,
			platform: 'browser',
			format: 'esm',
			conditions: [ 'source' ],
			logLevel: 'silent',
		} );
		const inputs = Object.keys( result.metafile.inputs ).map( ( file ) =>
			inMocks( join( process.cwd(), file ) )
		);

		expect( inputs.sort() ).toEqual( [
			'src/preview/index.ts',
			'src/preview/preview-data.ts',
		] );
	} );
} );

describe( 'given the main `@cesta/mocks` entry', () => {
	it( 'when its graph is walked › MSW and the handlers are found (so the walk above would see them)', () => {
		const graph = walkSourceGraph( [ join( MOCKS, 'src/index.ts' ) ] );

		expect( graph.packages ).toContain( 'msw' );
		expect( [ ...graph.imports.keys() ].map( inMocks ) ).toContain( 'src/handlers/msw.ts' );
	} );
} );
