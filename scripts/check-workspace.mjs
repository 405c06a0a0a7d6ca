/**
 * Workspace hygiene, run by `npm test`:
 * - every public package has a README, `src/index.ts`, `sideEffects` and an
 *   `exports` map whose conditions put `types` before `import`/`require`;
 * - every `@cesta/*` import (tests included) is a declared dependency;
 * - every dependency is imported by a source file that is not a test
 *   (dependencies only tests use belong in `devDependencies`), and every
 *   `@cesta/*` devDependency is imported somewhere;
 * - no file reaches into another workspace by relative path: the package
 *   name is the only door;
 * - dependencies point down the layers of DESIGN §1, with no cycles;
 * - `@cesta/mocks` depends on no client package except `@cesta/types`;
 * - no public package depends on a private one, and test-only packages
 *   (`@cesta/test-utils`) are only ever devDependencies;
 * - there is exactly one copy of React in node_modules.
 *
 * `checkWorkspaces( root )` and `checkSingleReact( root )` return the
 * problems found; run as a script, the file checks this repository and
 * exits 1 on any problem.
 */
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import ts from 'typescript';
import { ROOT, listWorkspaces } from './workspaces.mjs';

/** Lower layers may be used by higher ones, never the reverse. */
export const LAYER = {
	'@cesta/types': 0,
	'@cesta/settings': 1,
	'@cesta/i18n': 1,
	'@cesta/mocks': 1,
	// WordPress's emoji-support test and its stored result: no dependencies, React-free.
	'@cesta/emoji-support': 1,
	'@cesta/price-format': 2,
	'@cesta/sanitize': 2,
	'@cesta/validation': 2,
	'@cesta/api': 3,
	'@cesta/notices': 3,
	// The registry's core is React- and store-free; the payment store reads the
	// registered methods from it, as WooCommerce's data package reads its registry.
	'@cesta/registry': 3,
	'@cesta/data': 4,
	// News of the cart for React-free storefront scripts (mini-cart badge, product buttons).
	'@cesta/cart-events': 4,
	// Order attribution for every storefront page: React-free, speaks to the checkout store by its key.
	'@cesta/order-attribution': 4,
	// WooCommerce's cart fragments for classic hosts (refresh, storage, tabs), on the sanitiser.
	'@cesta/cart-fragments': 4,
	// Classic wc-ajax add/remove and fragments, on the cart news.
	'@cesta/classic-cart': 5,
	'@cesta/components': 6,
	// What every block stands on: the extension toolkit (on stores, registry and
	// components) and the mounting of server markup, side by side.
	'@cesta/blocks-checkout': 7,
	'@cesta/blocks-shared': 7,
	// What the Cart and Checkout blocks share (order summary rows, coupon form,
	// express payment block, frame), on the toolkit and the mounting.
	'@cesta/cart-checkout-shared': 8,
	// The storefront's React-free chrome (header popups, search, scroll-to-top,
	// tooltips, lazy images): prints with the blocks' markup writer.
	'@cesta/storefront-chrome': 8,
	// `@cesta/block-*`: 9.
	// Test support over the stores and the mock shop, above every block it serves.
	'@cesta/test-utils': 10,
	// The apps that assemble the blocks: 11.
};

/** Packages only tests may use: never a `dependency`, only a `devDependency`. */
export const TEST_ONLY = [ '@cesta/test-utils' ];

/** Apps that assemble the blocks: the standalone bundles, the demo shop, Storybook. */
const APPS = [ 'cesta-standalone', 'cesta-demo', 'cesta-storybook' ];

/**
 * The layer of a workspace package, or undefined if it has none yet.
 *
 * @param {string} name Package name.
 * @return {number|undefined}
 */
export const layerOf = ( name ) =>
	LAYER[ name ] ??
	( name.startsWith( '@cesta/block-' ) ? 9 : APPS.includes( name ) ? 11 : undefined );

const SOURCE_GLOB = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs,css}';
const IGNORED = [ '**/node_modules/**', '**/dist/**', '**/storybook-static/**', '**/coverage/**' ];
const BUILTINS = new Set( builtinModules );
const JEST_MODULE_CALL = /\bjest\.(?:requireActual|requireMock|mock|doMock)\(\s*['"]([^'"]+)['"]/g;
const CSS_IMPORT = /@import\s+(?:url\(\s*)?['"]?([^'")\s;]+)/g;

/** Test files: anything in a `test/` or `__tests__/` folder, `*.test.*`, `*.test-d.*`. */
const isTestFile = ( file ) =>
	/(^|\/)(test|__tests__)\//.test( file ) || /\.test(-d)?\.[cm]?[jt]sx?$/.test( file );

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageNameOf = ( specifier ) => {
	const parts = specifier.split( '/' );
	return specifier.startsWith( '@' ) ? parts.slice( 0, 2 ).join( '/' ) : parts[ 0 ];
};

/** Every module specifier a file names: imports, re-exports, `import()`, `require`, type references. */
function specifiersOf( file, text ) {
	if ( file.endsWith( '.css' ) ) {
		const code = text.replace( /\/\*[\s\S]*?\*\//g, '' );
		return [ ...code.matchAll( CSS_IMPORT ) ].map( ( match ) => match[ 1 ] );
	}
	const info = ts.preProcessFile( text, true, true );
	return [
		...info.importedFiles.map( ( entry ) => entry.fileName ),
		...info.typeReferenceDirectives.map( ( entry ) => entry.fileName ),
		...[ ...text.matchAll( JEST_MODULE_CALL ) ].map( ( match ) => match[ 1 ] ),
	];
}

/** Every string inside a manifest field (the `cesta` field names entries and packages). */
const stringsIn = ( value ) =>
	typeof value === 'string'
		? [ value ]
		: value && typeof value === 'object'
			? Object.values( value ).flatMap( stringsIn )
			: [];

/** The command names a dependency installs (`bin`), read from node_modules if installed. */
function binariesOf( dependency, dirs ) {
	for ( const dir of dirs ) {
		const manifestPath = join( dir, 'node_modules', dependency, 'package.json' );
		if ( existsSync( manifestPath ) ) {
			const { bin } = JSON.parse( readFileSync( manifestPath, 'utf8' ) );
			if ( typeof bin === 'string' ) {
				return [ packageNameOf( dependency ).replace( /^@[^/]+\//, '' ) ];
			}
			return Object.keys( bin ?? {} );
		}
	}
	return [];
}

/** Whether a package.json script runs `command`. */
const scriptsRun = ( scripts, command ) =>
	Object.values( scripts ?? {} ).some( ( line ) =>
		new RegExp(
			`(^|[\\s;&|(])${ command.replace( /[.*+?^${}()|[\]\\/]/g, '\\$&' ) }($|[\\s;&|)])`
		).test( line )
	);

/**
 * Reads a workspace's files: the packages its tests and its other files
 * import, and the relative imports that resolve into another workspace.
 */
function scanWorkspace( workspace, ownerOf ) {
	const runtime = new Map();
	const tests = new Map();
	const crossWorkspace = [];
	let hasJsx = false;
	const files = fg.sync( SOURCE_GLOB, { cwd: workspace.dir, dot: true, ignore: IGNORED } );
	for ( const file of files.sort() ) {
		const path = join( workspace.dir, file );
		const test = isTestFile( file );
		hasJsx ||= ! test && /\.[jt]sx$/.test( file );
		for ( const specifier of specifiersOf( file, readFileSync( path, 'utf8' ) ) ) {
			if ( specifier.startsWith( '.' ) ) {
				const target = resolve( dirname( path ), specifier );
				const owner = ownerOf( target );
				if ( owner && owner !== workspace ) {
					crossWorkspace.push( {
						file,
						specifier,
						owner,
						target: relative( owner.dir, target ),
					} );
				}
				continue;
			}
			if ( specifier.startsWith( '/' ) || specifier.startsWith( 'node:' ) ) {
				continue;
			}
			const name = packageNameOf( specifier );
			if ( BUILTINS.has( name ) ) {
				continue;
			}
			const seen = test ? tests : runtime;
			if ( ! seen.has( name ) ) {
				seen.set( name, file );
			}
		}
	}
	return { runtime, tests, crossWorkspace, hasJsx };
}

/** Missing README/index/exports/sideEffects of a public package. */
function publicPackageProblems( { relDir, dir, manifest } ) {
	const problems = [];
	for ( const file of [ 'README.md', 'src/index.ts' ] ) {
		if ( ! existsSync( join( dir, file ) ) ) {
			problems.push( `${ relDir }: missing ${ file }` );
		}
	}
	const root = manifest.exports?.[ '.' ];
	if ( ! root || typeof root !== 'object' ) {
		problems.push( `${ relDir }: no exports map for "."` );
	} else {
		for ( const [ subpath, target ] of Object.entries( manifest.exports ) ) {
			if ( typeof target !== 'object' ) {
				continue;
			}
			const keys = Object.keys( target ).filter( ( k ) => k !== 'source' );
			if ( keys[ 0 ] !== 'types' ) {
				problems.push( `${ relDir }: exports["${ subpath }"] must list "types" first` );
			}
		}
	}
	if ( ! ( 'sideEffects' in manifest ) ) {
		problems.push( `${ relDir }: package.json must declare "sideEffects"` );
	}
	return problems;
}

/**
 * Checks the workspaces of the repository at `root` (every rule above but
 * the single React, which needs installed node_modules).
 *
 * @example
 * const problems = checkWorkspaces( '/tmp/fixture-repo' );
 * // [ 'blocks/cart: declares @cesta/sanitize in dependencies, but no source file imports it' ]
 *
 * @param {string} [root] Folder of the root package.json with the `workspaces` list.
 * @return {string[]} One sentence per problem; empty when the workspaces are clean.
 */
export function checkWorkspaces( root = ROOT ) {
	const problems = [];
	const workspaces = listWorkspaces( root );
	const byName = new Map( workspaces.map( ( w ) => [ w.manifest.name, w ] ) );
	// Longest folder first, so a nested workspace owns its own files.
	const byDepth = [ ...workspaces ].sort( ( a, b ) => b.dir.length - a.dir.length );
	const ownerOf = ( path ) =>
		byDepth.find( ( w ) => path === w.dir || path.startsWith( w.dir + sep ) );

	for ( const workspace of workspaces ) {
		const { relDir, dir, manifest } = workspace;
		const name = manifest.name;
		const dependencies = manifest.dependencies ?? {};
		const deps = {
			...dependencies,
			...manifest.peerDependencies,
			...manifest.optionalDependencies,
		};
		const devDeps = manifest.devDependencies ?? {};

		if ( ! manifest.private ) {
			problems.push( ...publicPackageProblems( workspace ) );
		}
		if ( TEST_ONLY.includes( name ) && ! manifest.private ) {
			problems.push( `${ name } is test-only: its package.json must say "private": true` );
		}
		if ( byName.has( name ) && layerOf( name ) === undefined ) {
			problems.push(
				`${ name } has no layer: give it one in LAYER (scripts/check-workspace.mjs)`
			);
		}

		for ( const dep of Object.keys( deps ) ) {
			if ( TEST_ONLY.includes( dep ) ) {
				problems.push(
					`${ name }: ${ dep } is test-only; list it under devDependencies, not dependencies`
				);
				continue;
			}
			const target = byName.get( dep );
			if ( ! target ) {
				continue;
			}
			if ( ! manifest.private && target.manifest.private ) {
				problems.push( `${ name } is public but depends on private ${ dep }` );
			}
			const [ from, to ] = [ layerOf( name ), layerOf( dep ) ];
			if ( from !== undefined && to !== undefined && to >= from ) {
				problems.push(
					`${ name } (layer ${ from }) must not depend on ${ dep } (layer ${ to })`
				);
			}
			if ( name === '@cesta/mocks' && dep !== '@cesta/types' ) {
				problems.push(
					`@cesta/mocks is an independent server: it may use only @cesta/types, not ${ dep }`
				);
			}
		}

		const { runtime, tests, crossWorkspace, hasJsx } = scanWorkspace( workspace, ownerOf );

		for ( const { file, specifier, owner, target } of crossWorkspace ) {
			const instead = isTestFile( target )
				? `share the helper through ${ TEST_ONLY[ 0 ] }`
				: `import ${ owner.manifest.name } instead`;
			problems.push(
				`${ relDir }/${ file }: imports '${ specifier }' from ${ owner.relDir } by relative path; ${ instead }`
			);
		}

		// One problem per undeclared package, naming the first file that imports it.
		const undeclared = new Map();
		for ( const [ imported, file ] of [ ...runtime, ...tests ] ) {
			if (
				imported.startsWith( '@cesta/' ) &&
				imported !== name &&
				! ( imported in deps ) &&
				! ( imported in devDeps ) &&
				! undeclared.has( imported )
			) {
				undeclared.set( imported, file );
			}
		}
		for ( const [ imported, file ] of undeclared ) {
			problems.push(
				`${ relDir }/${ file }: imports ${ imported } without declaring it in package.json`
			);
		}

		const cestaField = new Set( stringsIn( manifest.cesta ).map( packageNameOf ) );
		for ( const dep of Object.keys( dependencies ) ) {
			if ( dep.startsWith( '@types/' ) || TEST_ONLY.includes( dep ) ) {
				continue;
			}
			const used =
				runtime.has( dep ) ||
				cestaField.has( dep ) ||
				( dep === 'react' && hasJsx ) ||
				[ dep, ...binariesOf( dep, [ dir, root ] ) ].some( ( command ) =>
					scriptsRun( manifest.scripts, command )
				);
			if ( used ) {
				continue;
			}
			problems.push(
				tests.has( dep )
					? `${ relDir }: only tests import ${ dep } (${ tests.get( dep ) }); move it from dependencies to devDependencies`
					: `${ relDir }: declares ${ dep } in dependencies, but no source file imports it`
			);
		}
		for ( const dep of Object.keys( devDeps ) ) {
			if ( dep.startsWith( '@cesta/' ) && ! runtime.has( dep ) && ! tests.has( dep ) ) {
				problems.push(
					`${ relDir }: declares ${ dep } in devDependencies, but no file imports it`
				);
			}
		}
	}
	return problems;
}

/**
 * Two copies of React break hooks at run time: exactly one may be installed.
 *
 * @example
 * checkSingleReact(); // [] after a clean `npm ci`
 *
 * @param {string} [root] The repository whose node_modules are read.
 * @return {string[]} The problem, if any.
 */
export function checkSingleReact( root = ROOT ) {
	const copies = fg.sync( [ '**/node_modules/react/package.json' ], {
		cwd: root,
		ignore: [ '**/dist/**' ],
		followSymbolicLinks: false,
	} );
	return copies.length === 1
		? []
		: [
				`expected one React in node_modules, found ${ copies.length }: ${ copies.join( ', ' ) }`,
			];
}

const isScript =
	process.argv[ 1 ] && resolve( process.argv[ 1 ] ) === fileURLToPath( import.meta.url );
if ( isScript ) {
	const problems = [ ...checkWorkspaces(), ...checkSingleReact() ];
	if ( problems.length ) {
		console.error(
			'Workspace hygiene problems:\n' + problems.map( ( p ) => `- ${ p }` ).join( '\n' )
		);
		process.exit( 1 );
	}
	console.log( `Workspace hygiene: ${ listWorkspaces().length } packages checked, no problems.` );
}
