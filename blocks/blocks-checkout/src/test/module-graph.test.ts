/**
 * The package's budget rules (DESIGN §8): nothing it imports may reach
 * `@wordpress/components`, `@wordpress/plugins` or lodash, which would put a
 * whole UI library or utility belt into the shop's bundles.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { walkModuleGraph } from '@cesta/test-utils/module-graph';

const SRC = join( __dirname, '..' );
const FORBIDDEN = [
	'@wordpress/components',
	'@wordpress/plugins',
	'lodash',
	'lodash-es',
	'moment',
];

function sourceFiles( dir: string ): string[] {
	return readdirSync( dir ).flatMap( ( entry ) => {
		// Tests live in `test/` folders beside the code; they are not the package.
		if ( entry === 'test' ) {
			return [];
		}
		const path = join( dir, entry );
		if ( statSync( path ).isDirectory() ) {
			return sourceFiles( path );
		}
		return /\.tsx?$/.test( entry ) ? [ path ] : [];
	} );
}

describe( 'given the package’s source and everything it imports', () => {
	const files = sourceFiles( SRC );
	const graph = walkModuleGraph( files, ( specifier ) => require.resolve( specifier ) );

	it( 'walks every entry: the API, the globals and the sample methods', () => {
		[ 'index.ts', 'globals.ts', join( 'sample-methods', 'index.ts' ) ].forEach( ( entry ) =>
			expect( graph.files ).toContain( join( SRC, entry ) )
		);
		expect( graph.packages ).toContain( '@cesta/data' );
	} );

	it.each( FORBIDDEN )( 'cannot reach %s through any import or dependency', ( name ) => {
		expect( graph.packages ).not.toContain( name );
	} );

	it( 'the sample methods entry reaches no package at all at run time', () => {
		const sample = walkModuleGraph(
			[ join( SRC, 'sample-methods', 'index.ts' ) ],
			( specifier ) => require.resolve( specifier )
		);
		expect( [ ...sample.bareImports ] ).toEqual( [] );
	} );
} );
