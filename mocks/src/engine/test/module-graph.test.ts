/**
 * @jest-environment node
 *
 * Tests that the engine's modules import no cycle, and of the cycle finder
 * itself.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';

import { findImportCycles, walkSourceGraph } from '../../test/module-graph';

const ENGINE = join( __dirname, '..' );

function engineSources( dir: string ): string[] {
	return readdirSync( dir ).flatMap( ( entry ) => {
		const path = join( dir, entry );
		if ( statSync( path ).isDirectory() ) {
			return entry === 'test' ? [] : engineSources( path );
		}
		return entry.endsWith( '.ts' ) ? [ path ] : [];
	} );
}

const inEngine = ( file: string ) => file.startsWith( ENGINE + sep );

describe( 'given the engine’s source (mocks/src/engine)', () => {
	const files = engineSources( ENGINE );
	const graph = walkSourceGraph( files );

	it( 'when its imports are walked, types included › no module imports itself back', () => {
		const cycles = findImportCycles( graph, inEngine ).map( ( cycle ) =>
			cycle.map( ( file ) => relative( ENGINE, file ) )
		);

		expect( files.length ).toBeGreaterThan( 40 );
		expect( cycles ).toEqual( [] );
	} );
} );

describe( 'given the cycle finder itself', () => {
	it( 'when two modules import each other, one only for a type › the cycle is found', () => {
		const dir = mkdtempSync( join( tmpdir(), 'mocks-graph-' ) );
		try {
			writeFileSync( join( dir, 'a.ts' ), "import { b } from './b';\nexport const a = b;\n" );
			writeFileSync(
				join( dir, 'b.ts' ),
				"import type { A } from './c';\nexport const b = 1 as A;\n"
			);
			writeFileSync( join( dir, 'c.ts' ), "import './a';\nexport type A = number;\n" );
			writeFileSync( join( dir, 'd.ts' ), "import './a';\n" );
			const graph = walkSourceGraph( [ join( dir, 'd.ts' ) ] );

			expect( findImportCycles( graph, () => true ) ).toEqual( [
				[ 'a.ts', 'b.ts', 'c.ts' ].map( ( file ) => join( dir, file ) ),
			] );
		} finally {
			rmSync( dir, { recursive: true, force: true } );
		}
	} );

	it( 'when modules only import downwards › no cycle is found', () => {
		const dir = mkdtempSync( join( tmpdir(), 'mocks-graph-' ) );
		try {
			writeFileSync( join( dir, 'a.ts' ), "import './b';\nimport './c';\n" );
			writeFileSync( join( dir, 'b.ts' ), "import './c';\n" );
			writeFileSync( join( dir, 'c.ts' ), 'export const c = 1;\n' );
			const graph = walkSourceGraph( [ join( dir, 'a.ts' ) ] );

			expect( graph.imports.size ).toBe( 3 );
			expect( findImportCycles( graph, () => true ) ).toEqual( [] );
		} finally {
			rmSync( dir, { recursive: true, force: true } );
		}
	} );
} );
