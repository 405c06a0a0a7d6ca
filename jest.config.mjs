/**
 * One Jest run for the whole workspace. Every `@cesta/*` import resolves to the
 * package's TypeScript source, so tests need no build.
 */
import { workspaceSourceMap } from './scripts/workspaces.mjs';

const moduleNameMapper = Object.fromEntries(
	Object.entries( workspaceSourceMap() ).map( ( [ specifier, file ] ) => [
		`^${ specifier.replace( /[/.]/g, '\\$&' ) }$`,
		file,
	] )
);

/** @type {import('jest').Config} */
export default {
	testEnvironment: 'jest-fixed-jsdom',
	roots: [ '<rootDir>' ],
	testMatch: [ '**/?(*.)test.[jt]s?(x)' ],
	testPathIgnorePatterns: [ '/node_modules/', '/dist/', '/e2e/' ],
	transform: {
		'^.+\\.(t|j)sx?$|^.+\\.mjs$': [
			'@swc/jest',
			{
				jsc: {
					parser: { syntax: 'typescript', tsx: true },
					transform: { react: { runtime: 'automatic' } },
					target: 'es2020',
				},
				module: { type: 'commonjs' },
			},
		],
	},
	// ESM-only dependencies (zxcvbn dictionaries, and msw's own `rettime`,
	// `@open-draft/*`, `until-async`, shipped as `.mjs`) must be transformed to
	// CommonJS for Jest.
	transformIgnorePatterns: [ '/node_modules/(?!(@zxcvbn-ts|until-async)/)(?!.*\\.mjs$)' ],
	moduleNameMapper: {
		...moduleNameMapper,
		'\\.(css|scss)$': '<rootDir>/scripts/jest/style-stub.cjs',
		// ESM-only packages of @wordpress/blocks and its editor, in a `"type":
		// "module"` folder Jest's CommonJS runtime refuses to load.
		'^uuid$': '<rootDir>/scripts/jest/uuid.cjs',
		'^marked$': '<rootDir>/scripts/jest/marked.cjs',
	},
	setupFilesAfterEnv: [ '<rootDir>/scripts/jest/setup.ts' ],
	clearMocks: true,
	restoreMocks: true,
	fakeTimers: { enableGlobally: false },
};
