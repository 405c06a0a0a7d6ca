/**
 * @jest-environment node
 *
 * The hygiene check over small fixture repositories written to a temporary
 * folder: a clean one passes, and each broken rule is reported.
 */
import { join } from 'node:path';

import { checkWorkspaces } from '../check-workspace.mjs';
import { setupFixtureRepo } from './fixture-repo';

/** One workspace of a fixture repository. */
interface FixturePackage {
	/** Folder, relative to the root (`packages/api`). */
	dir: string;
	name: string;
	private?: boolean;
	dependencies?: Record< string, string >;
	devDependencies?: Record< string, string >;
	/** Other manifest fields (`cesta`, `scripts`, …). */
	manifest?: Record< string, unknown >;
	/** Files by path relative to the package folder; `src/index.ts` defaults to an empty module. */
	files?: Record< string, string >;
}

const repo = setupFixtureRepo( 'cesta-check-workspace-' );
const { write } = repo;

/** Writes the root manifest and every package, public ones complete (README, exports, sideEffects). */
function writeRepo( packages: FixturePackage[] ): string {
	write(
		'package.json',
		JSON.stringify( {
			private: true,
			workspaces: [ 'packages/*', 'test-utils', 'standalone' ],
		} )
	);
	for ( const pkg of packages ) {
		const manifest = {
			name: pkg.name,
			version: '0.1.0',
			...( pkg.private
				? { private: true }
				: {
						sideEffects: false,
						exports: { '.': { source: './src/index.ts', types: './dist/index.d.ts' } },
					} ),
			dependencies: pkg.dependencies ?? {},
			devDependencies: pkg.devDependencies ?? {},
			...pkg.manifest,
		};
		write( join( pkg.dir, 'package.json' ), JSON.stringify( manifest, null, '\t' ) );
		write( join( pkg.dir, 'README.md' ), `# ${ pkg.name }\n` );
		const files = { 'src/index.ts': 'export {};\n', ...pkg.files };
		for ( const [ file, text ] of Object.entries( files ) ) {
			write( join( pkg.dir, file ), text );
		}
	}
	return repo.root;
}

const TYPES: FixturePackage = {
	dir: 'packages/types',
	name: '@cesta/types',
	files: { 'src/index.ts': 'export type Cart = { items: number };\n' },
};

const SETTINGS: FixturePackage = {
	dir: 'packages/settings',
	name: '@cesta/settings',
	files: { 'src/index.ts': 'export const getSetting = () => undefined;\n' },
};

/** A clean `@cesta/api`: a type import, a side-effect import, a test using the test utilities. */
const api = ( overrides: Partial< FixturePackage > = {} ): FixturePackage => ( {
	dir: 'packages/api',
	name: '@cesta/api',
	dependencies: { '@cesta/settings': '0.1.0', '@cesta/types': '0.1.0' },
	devDependencies: { '@cesta/test-utils': '0.1.0' },
	files: {
		'src/index.ts': [
			"import '@cesta/settings';",
			"import type { Cart } from '@cesta/types';",
			'export const emptyCart: Cart = { items: 0 };',
			'',
		].join( '\n' ),
		'src/test/api.test.ts': "import { shop } from '@cesta/test-utils';\nshop();\n",
	},
	...overrides,
} );

const TEST_UTILS: FixturePackage = {
	dir: 'test-utils',
	name: '@cesta/test-utils',
	private: true,
	dependencies: { '@cesta/api': '0.1.0' },
	files: {
		'src/index.ts':
			"import { emptyCart } from '@cesta/api';\nexport const shop = () => emptyCart;\n",
	},
};

/** An app that names a package only in its `cesta` field, as the standalone bundles do. */
const STANDALONE: FixturePackage = {
	dir: 'standalone',
	name: 'cesta-standalone',
	private: true,
	dependencies: { '@cesta/api': '0.1.0' },
	manifest: { cesta: { entries: { api: '@cesta/api' } } },
};

describe( 'checkWorkspaces', () => {
	it( 'given clean workspaces › finds no problem', () => {
		writeRepo( [ TYPES, SETTINGS, api(), TEST_UTILS, STANDALONE ] );

		expect( checkWorkspaces( repo.root ) ).toEqual( [] );
	} );

	it( 'given a dependency no source file imports › reports it as unused', () => {
		writeRepo( [
			TYPES,
			SETTINGS,
			api( {
				files: {
					'src/index.ts':
						"import type { Cart } from '@cesta/types';\nexport type { Cart };\n",
				},
				devDependencies: {},
			} ),
		] );

		expect( checkWorkspaces( repo.root ) ).toEqual( [
			'packages/api: declares @cesta/settings in dependencies, but no source file imports it',
		] );
	} );

	it( 'given an import written only in a comment › it does not count as a use', () => {
		writeRepo( [
			TYPES,
			SETTINGS,
			api( {
				files: {
					'src/index.ts': [
						'/**',
						' * @example',
						" * import '@cesta/settings';",
						' */',
						"import type { Cart } from '@cesta/types';",
						'export type { Cart };',
						'',
					].join( '\n' ),
				},
				devDependencies: {},
			} ),
		] );

		expect( checkWorkspaces( repo.root ) ).toEqual( [
			'packages/api: declares @cesta/settings in dependencies, but no source file imports it',
		] );
	} );

	it( 'given a dependency only a test imports › asks to move it to devDependencies', () => {
		writeRepo( [
			TYPES,
			SETTINGS,
			api( {
				files: {
					'src/index.ts':
						"import type { Cart } from '@cesta/types';\nexport type { Cart };\n",
					'src/test/settings.test.ts':
						"import { getSetting } from '@cesta/settings';\ngetSetting();\n",
				},
				devDependencies: {},
			} ),
		] );

		expect( checkWorkspaces( repo.root ) ).toEqual( [
			'packages/api: only tests import @cesta/settings (src/test/settings.test.ts); move it from dependencies to devDependencies',
		] );
	} );

	it( 'given a test importing another workspace by relative path › reports the import', () => {
		writeRepo( [
			TYPES,
			{
				...SETTINGS,
				files: {
					...SETTINGS.files,
					'src/test/helpers.ts': 'export const settingsFixture = {};\n',
				},
			},
			api( {
				files: {
					...api().files,
					'src/test/paths.test.ts': [
						"import type { Cart } from '../../../types/src';",
						"import { settingsFixture } from '../../../settings/src/test/helpers';",
						'export const cart: Cart = { items: settingsFixture ? 1 : 0 };',
						'',
					].join( '\n' ),
				},
			} ),
			TEST_UTILS,
		] );

		expect( checkWorkspaces( repo.root ) ).toEqual( [
			"packages/api/src/test/paths.test.ts: imports '../../../types/src' from packages/types by relative path; import @cesta/types instead",
			"packages/api/src/test/paths.test.ts: imports '../../../settings/src/test/helpers' from packages/settings by relative path; share the helper through @cesta/test-utils",
		] );
	} );

	it( 'given a package depending on a higher layer › reports the layer violation', () => {
		writeRepo( [
			{
				...TYPES,
				dependencies: { '@cesta/api': '0.1.0' },
				files: { 'src/index.ts': "export { emptyCart } from '@cesta/api';\n" },
			},
			SETTINGS,
			api(),
			TEST_UTILS,
		] );

		expect( checkWorkspaces( repo.root ) ).toEqual( [
			'@cesta/types (layer 0) must not depend on @cesta/api (layer 3)',
		] );
	} );

	it( 'given the test utilities listed as a dependency › asks for a devDependency', () => {
		writeRepo( [
			TYPES,
			SETTINGS,
			api( {
				dependencies: {
					'@cesta/settings': '0.1.0',
					'@cesta/test-utils': '0.1.0',
					'@cesta/types': '0.1.0',
				},
				devDependencies: {},
			} ),
			TEST_UTILS,
		] );

		expect( checkWorkspaces( repo.root ) ).toEqual( [
			'@cesta/api: @cesta/test-utils is test-only; list it under devDependencies, not dependencies',
		] );
	} );

	it( 'given a test importing an undeclared package › reports the missing declaration', () => {
		writeRepo( [ TYPES, SETTINGS, api( { devDependencies: {} } ), TEST_UTILS ] );

		expect( checkWorkspaces( repo.root ) ).toEqual( [
			'packages/api/src/test/api.test.ts: imports @cesta/test-utils without declaring it in package.json',
		] );
	} );

	it( 'given a package with no layer › asks for one', () => {
		writeRepo( [ TYPES, { dir: 'packages/coupons', name: '@cesta/coupons' } ] );

		expect( checkWorkspaces( repo.root ) ).toEqual( [
			'@cesta/coupons has no layer: give it one in LAYER (scripts/check-workspace.mjs)',
		] );
	} );
} );
