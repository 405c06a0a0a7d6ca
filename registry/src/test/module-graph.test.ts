/** Tests that the registry stays React-free and store-free: no import or dependency reaches them. */

import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { walkModuleGraph } from '@cesta/test-utils/module-graph';

const SRC = join( __dirname, '..' );
const FORBIDDEN = [ 'react', 'react-dom', '@wordpress/element', '@wordpress/data', '@cesta/data' ];

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
		return /\.tsx?$/.test( entry ) && ! /\.test(-d)?\.tsx?$/.test( entry ) ? [ path ] : [];
	} );
}

const resolveWorkspace = ( specifier: string ) => require.resolve( specifier );

describe( 'given the registry’s source (DESIGN §5: a React-free, store-free core)', () => {
	const files = sourceFiles( SRC );
	const graph = walkModuleGraph( files, resolveWorkspace );

	it( 'walks every source file of registry/src and the workspace packages it uses', () => {
		expect( files.length ).toBeGreaterThan( 20 );
		for ( const file of files ) {
			expect( graph.files ).toContain( file );
		}
		expect(
			[ ...graph.files ].some( ( file ) => file.includes( 'packages/settings/src' ) )
		).toBe( true );
	} );

	it( 'imports directly only the declared, React-free dependencies', () => {
		expect( [ ...graph.bareImports ].sort() ).toEqual( [
			'@cesta/price-format',
			'@cesta/settings',
			'@cesta/types',
			'@wordpress/deprecated',
			'@wordpress/html-entities',
			'@wordpress/i18n',
			'@wordpress/is-shallow-equal',
		] );
	} );

	it.each( FORBIDDEN )( 'cannot reach %s through any import or dependency', ( name ) => {
		expect( graph.packages ).not.toContain( name );
	} );
} );

describe( 'given the walker itself', () => {
	it( 'when a source file imports React through a relative file › it is found', () => {
		const dir = mkdtempSync( join( tmpdir(), 'registry-graph-' ) );
		try {
			writeFileSync( join( dir, 'entry.ts' ), "export { Thing } from './thing';\n" );
			writeFileSync(
				join( dir, 'thing.ts' ),
				"import { createElement } from 'react';\nexport const Thing = createElement;\n"
			);
			const graph = walkModuleGraph( [ join( dir, 'entry.ts' ) ], resolveWorkspace );
			expect( graph.packages ).toContain( 'react' );
		} finally {
			rmSync( dir, { recursive: true, force: true } );
		}
	} );

	it( 'when a package depends on React through its package.json › it is found', () => {
		// Inside the repository, so the package is found in its node_modules.
		const dir = mkdtempSync( join( __dirname, '.graph-' ) );
		try {
			writeFileSync( join( dir, 'entry.ts' ), "import '@testing-library/react';\n" );
			const graph = walkModuleGraph( [ join( dir, 'entry.ts' ) ], resolveWorkspace );
			expect( graph.packages ).toContain( 'react-dom' );
			expect( graph.packages ).toContain( 'react' );
		} finally {
			rmSync( dir, { recursive: true, force: true } );
		}
	} );
} );
