/**
 * @jest-environment node
 *
 * Tests of scripts/check-tsdoc.mjs on fixture repositories: exports and store functions without TSDoc fail.
 */
import { resolve } from 'node:path';

import { setupFixtureRepo, writeTypeScriptRoot } from './fixture-repo';

const SCRIPT = resolve( __dirname, '..', 'check-tsdoc.mjs' );

const repo = setupFixtureRepo( 'check-tsdoc-' );
const { write } = repo;
const run = () => repo.run( SCRIPT );

/** A repository with one public package: a documented entry point and a store. */
function createFixture() {
	writeTypeScriptRoot( repo );
	write(
		'packages/greet/package.json',
		JSON.stringify( {
			name: '@fixture/greet',
			exports: { '.': { source: './src/index.ts' } },
		} )
	);
	write(
		'packages/greet/src/index.ts',
		`/**
 * Greets someone by name.
 *
 * @example
 * greet( 'Ana' );
 */
export const greet = ( name: string ) => \`Hola, \${ name }\`;
`
	);
	write(
		'packages/greet/src/store/selectors.ts',
		`/**
 * The greeting shown now.
 *
 * @example
 * select( greetStore ).getGreeting();
 */
export const getGreeting = ( state: { greeting: string } ) => state.greeting;
`
	);
	write(
		'packages/greet/src/store/actions.ts',
		`/**
 * Replaces the greeting.
 *
 * @example
 * dispatch( greetStore ).setGreeting( 'Hola' );
 */
export const setGreeting = ( greeting: string ) => ( { type: 'SET_GREETING', greeting } );

/** Not a function: only functions are the store's API. */
export const SET_GREETING = 'SET_GREETING';
`
	);
}

beforeEach( createFixture );

describe( 'check-tsdoc', () => {
	it( 'given every export and store function documented › passes and counts them', () => {
		const result = run();

		expect( result.stderr ).toBe( '' );
		expect( result.status ).toBe( 0 );
		expect( result.stdout ).toContain(
			'all 1 exports documented; all 2 store selectors, actions and thunks have a summary'
		);
	} );

	it( 'given a store selector whose TSDoc is only an @example › fails naming it', () => {
		write(
			'packages/greet/src/store/selectors.ts',
			`/** @example select( greetStore ).getGreeting(); */
export const getGreeting = ( state: { greeting: string } ) => state.greeting;
`
		);

		const result = run();

		expect( result.status ).toBe( 1 );
		expect( result.stderr ).toContain(
			'Store selectors, actions and thunks without a TSDoc summary (1):\n- packages/greet/src/store/selectors.ts: getGreeting'
		);
	} );

	it( 'given a thunk without TSDoc in a thunks folder › fails naming it', () => {
		write(
			'packages/greet/src/store/thunks/index.ts',
			'export const greetLater = () => async () => undefined;\n'
		);

		const result = run();

		expect( result.status ).toBe( 1 );
		expect( result.stderr ).toContain(
			'- packages/greet/src/store/thunks/index.ts: greetLater'
		);
	} );

	it( 'given an entry point export without TSDoc › fails naming the package and the export', () => {
		write(
			'packages/greet/src/index.ts',
			'export const greet = ( name: string ) => `Hola, ${ name }`;\n'
		);

		const result = run();

		expect( result.status ).toBe( 1 );
		expect( result.stderr ).toContain(
			'Exports without TSDoc (1):\n- @fixture/greet: greet (packages/greet/src/index.ts)'
		);
	} );
} );
