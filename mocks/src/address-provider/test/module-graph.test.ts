/**
 * @jest-environment node
 *
 * Tests that `@cesta/mocks/address-provider` imports nothing of the
 * simulation, so a page can load it without the engine or MSW.
 */
import { join, relative } from 'node:path';

import { walkSourceGraph } from '../../test/module-graph';

const MOCKS = join( __dirname, '../../..' );
const ENTRY = join( MOCKS, 'src/address-provider/index.ts' );

describe( 'given the `@cesta/mocks/address-provider` entry', () => {
	it( 'is the entry the package exports as `./address-provider`', () => {
		expect( require.resolve( '@cesta/mocks/address-provider' ) ).toBe( ENTRY );
	} );

	it( 'imports, even as types, only its own folder and no package: no engine, fixtures, handlers or MSW', () => {
		const graph = walkSourceGraph( [ ENTRY ] );
		const ownFiles = [ ...graph.imports.keys() ]
			.filter( ( file ) => file.startsWith( MOCKS ) )
			.map( ( file ) => relative( MOCKS, file ) );

		expect( ownFiles.every( ( file ) => file.startsWith( 'src/address-provider/' ) ) ).toBe(
			true
		);
		expect( [ ...graph.packages ] ).toEqual( [] );
	} );
} );
