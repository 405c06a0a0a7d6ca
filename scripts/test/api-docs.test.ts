/**
 * @jest-environment node
 *
 * Tests of scripts/api-docs.mjs on fixture repositories: README API sections, --check, determinism.
 */
import { resolve } from 'node:path';

import { setupFixtureRepo, writeTypeScriptRoot } from './fixture-repo';

const SCRIPT = resolve( __dirname, '..', 'api-docs.mjs' );
const README = `# @fixture/greet

Says hello.

## API

<!-- api:start -->
<!-- api:end -->

## Example

Prose after the section stays as it is.
`;
const STORE_README = `# \`fixture/store\`

The store's prose.

<!-- api:start -->
<!-- api:end -->
`;

const repo = setupFixtureRepo( 'api-docs-' );
const { write, read } = repo;
const run = ( ...args: string[] ) => repo.run( SCRIPT, ...args );

/** A repository with one public package (entry point and a store) and one private one. */
function createFixture() {
	writeTypeScriptRoot( repo );
	write(
		'packages/greet/package.json',
		JSON.stringify( {
			name: '@fixture/greet',
			exports: { '.': { types: './dist/index.d.ts', source: './src/index.ts' } },
		} )
	);
	write( 'packages/greet/README.md', README );
	write(
		'packages/greet/src/index.ts',
		`/**
 * Greets someone by name.
 *
 * Only this first paragraph goes into the README.
 *
 * @example
 * greet( 'Ana' );
 */
export function greet( name: string, punctuation = '!' ): string {
	return \`Hola, \${ name }\${ punctuation }\`;
}

/** How loud a greeting is. */
export type Volume = 'quiet' | 'loud';
`
	);
	write( 'packages/greet/src/store/README.md', STORE_README );
	write(
		'packages/greet/src/store/selectors.ts',
		`/** The greeting shown now. */
export const getGreeting = ( state: { greeting: string } ) => state.greeting;
`
	);
	write(
		'packages/greet/src/store/actions.ts',
		`/** Replaces the greeting. */
export const setGreeting = ( greeting: string ) => ( { type: 'SET_GREETING', greeting } );
`
	);
	write(
		'packages/private/package.json',
		JSON.stringify( {
			name: '@fixture/private',
			private: true,
			exports: { '.': { source: './src/index.ts' } },
		} )
	);
	write( 'packages/private/src/index.ts', 'export const hidden = 1;\n' );
	write( 'packages/private/README.md', '# Private, no API section\n' );
}

beforeEach( createFixture );

describe( 'api-docs', () => {
	it( 'given a package README with markers › when run › lists every export with its signature, summary and file, and keeps the prose', () => {
		const result = run();

		expect( result.status ).toBe( 0 );
		const readme = read( 'packages/greet/README.md' );
		expect( readme ).toContain(
			"- `greet( name: string, punctuation = '!' ): string` — Greets someone by name. ([src/index.ts](src/index.ts))"
		);
		expect( readme ).toContain(
			"- `Volume = 'quiet' | 'loud'` — How loud a greeting is. ([src/index.ts](src/index.ts))"
		);
		expect( readme ).not.toContain( 'Only this first paragraph' );
		// Headings one level below the section's own heading.
		expect( readme ).toMatch(
			/## API\n\n<!-- api:start -->[\s\S]*### Functions[\s\S]*### Types/
		);
		expect( readme.startsWith( '# @fixture/greet\n\nSays hello.\n' ) ).toBe( true );
		expect( readme.endsWith( '## Example\n\nProse after the section stays as it is.\n' ) ).toBe(
			true
		);
		expect( read( 'packages/private/README.md' ) ).toBe( '# Private, no API section\n' );
	} );

	it( 'given a store folder › when run › lists its selectors without the state argument and its actions', () => {
		run();

		const readme = read( 'packages/greet/src/store/README.md' );
		expect( readme ).toContain(
			'- `getGreeting(): string` — The greeting shown now. ([selectors.ts](selectors.ts))'
		);
		expect( readme ).toContain(
			'- `setGreeting( greeting: string )` — Replaces the greeting. ([actions.ts](actions.ts))'
		);
		expect( readme ).toMatch( /## Selectors[\s\S]*## Actions/ );
	} );

	it( 'given generated READMEs › when a new export appears › --check fails naming the README, and a run adds it', () => {
		expect( run().status ).toBe( 0 );
		expect( run( '--check' ).status ).toBe( 0 );

		write(
			'packages/greet/src/store/actions.ts',
			read( 'packages/greet/src/store/actions.ts' ) +
				`
/** Forgets the greeting. */
export const clearGreeting = () => ( { type: 'CLEAR_GREETING' } );
`
		);
		const check = run( '--check' );

		expect( check.status ).toBe( 1 );
		expect( check.stderr ).toContain( 'packages/greet/src/store/README.md' );
		expect( check.stderr ).not.toContain( 'packages/greet/README.md' );
		expect( read( 'packages/greet/src/store/README.md' ) ).not.toContain( 'clearGreeting' );

		expect( run().status ).toBe( 0 );
		expect( read( 'packages/greet/src/store/README.md' ) ).toContain(
			'- `clearGreeting()` — Forgets the greeting.'
		);
		expect( run( '--check' ).status ).toBe( 0 );
	} );

	it( 'given a hand edit inside the generated section › when checked › it is stale', () => {
		run();
		write(
			'packages/greet/README.md',
			read( 'packages/greet/README.md' ).replace( 'Greets someone by name.', 'Hand edit.' )
		);

		const check = run( '--check' );

		expect( check.status ).toBe( 1 );
		expect( check.stderr ).toContain( 'packages/greet/README.md' );
	} );

	it( 'given a public README without markers › when run › fails naming it and writes nothing', () => {
		write( 'packages/greet/README.md', '# @fixture/greet\n\nNo section.\n' );

		const result = run();

		expect( result.status ).toBe( 1 );
		expect( result.stderr ).toContain(
			'packages/greet/README.md: has no <!-- api:start --> … <!-- api:end --> section'
		);
		expect( read( 'packages/greet/README.md' ) ).toBe( '# @fixture/greet\n\nNo section.\n' );
	} );

	it( 'given a root README naming a file that does not exist › when checked › fails naming the path', () => {
		run();
		write(
			'README.md',
			'| to… | in |\n|---|---|\n| greet | `packages/greet/src/index.ts`, `packages/greet/src/gone.ts` |\n\nStore key `wc/store/cart`, REST root `/wp-json/`.\n'
		);

		const check = run( '--check' );

		expect( check.status ).toBe( 1 );
		expect( check.stderr ).toContain(
			'README.md: names `packages/greet/src/gone.ts`, which does not exist'
		);
		expect( check.stderr ).not.toContain( 'index.ts' );
		expect( check.stderr ).not.toContain( 'wc/store/cart' );
	} );

	it( 'given the same sources › when run twice › the output is identical (deterministic)', () => {
		run();
		const first = read( 'packages/greet/README.md' );

		const second = run();

		expect( second.stdout ).toContain( '0 of 2 READMEs rewritten' );
		expect( read( 'packages/greet/README.md' ) ).toBe( first );
	} );
} );
