/**
 * @jest-environment node
 *
 * The file-purpose check: a file passes when a comment that says something
 * opens it, and fails when code, imports or an empty comment come first.
 */
import { filesWithoutPurpose, purposeOf } from '../check-file-purpose.mjs';
import { setupFixtureRepo } from './fixture-repo';

describe( 'purposeOf', () => {
	it.each( [
		[ '/** Formats prices. */\nexport {};', 'Formats prices.' ],
		[
			'/**\n * Formats prices in minor units.\n * More.\n */\nexport {};',
			'Formats prices in minor units.',
		],
		[ '// The demo shop server.\n// More.\nimport a from "a";', 'The demo shop server.' ],
		[
			'/**\n * @jest-environment node\n *\n * The mock over HTTP.\n */',
			'The mock over HTTP.',
		],
		[ '#!/usr/bin/env node\n/** A command. */', 'A command.' ],
		[ "/** The store's entry. */\nimport a from 'a';", "The store's entry." ],
		[ '/** Public surface. */\nexport { a } from "./a";', 'Public surface.' ],
		[
			'/** The cart constants. */\n\n/** Max. */\nexport const MAX = 9;',
			'The cart constants.',
		],
	] )( 'given %j › reads its purpose', ( source, purpose ) => {
		expect( purposeOf( source ) ).toBe( purpose );
	} );

	it.each( [
		[ 'imports first', "import a from 'a';\n/** Too late. */" ],
		[ 'code first', 'export const a = 1;' ],
		[ 'an empty comment', '/** */\nexport {};' ],
		[ 'only tags', '/**\n * @jest-environment node\n */\ntest();' ],
		[ 'an unclosed comment', '/** Formats' ],
		[ 'only the first declaration’s doc', '/** The maximum. */\nexport const MAX = 9;' ],
	] )( 'given %s › finds none', ( _case, source ) => {
		expect( purposeOf( source ) ).toBeNull();
	} );
} );

describe( 'filesWithoutPurpose', () => {
	const repo = setupFixtureRepo( 'cesta-purpose-' );

	it( 'given a repository › lists the source files that do not open with their purpose', () => {
		const { write } = repo;
		write( 'packages/api/src/good.ts', '/** Sends requests. */\nexport {};' );
		write( 'packages/api/src/bad.ts', 'export const a = 1;' );
		write( 'stores/src/cart/test/bad.test.ts', "import { a } from '../a';" );
		write( 'packages/api/src/types.d.ts', 'declare const a: 1;' );
		write( 'packages/api/dist/index.mjs', 'export {};' );
		expect( filesWithoutPurpose( repo.root ) ).toEqual( [
			'packages/api/src/bad.ts',
			'stores/src/cart/test/bad.test.ts',
		] );
	} );
} );
