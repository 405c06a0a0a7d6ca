/**
 * Workspace hygiene, run by `npm test`:
 * - every package has a README, `src/index.ts` and an `exports` map whose
 *   conditions put `types` before `import`/`require`;
 * - every `@cesta/*` import in a package's source is a declared dependency;
 * - dependencies point down the layers of DESIGN §1, with no cycles;
 * - `@cesta/mocks` depends on no client package except `@cesta/types`;
 * - no public package depends on a private one;
 * - there is exactly one copy of React in node_modules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { ROOT, listWorkspaces } from './workspaces.mjs';

/** Lower layers may be used by higher ones, never the reverse. */
const LAYER = {
	'@cesta/types': 0,
	'@cesta/settings': 1,
	'@cesta/i18n': 1,
	'@cesta/price-format': 2,
	'@cesta/sanitize': 2,
	'@cesta/validation': 2,
	'@cesta/api': 3,
	'@cesta/notices': 3,
	// The registry's core is React- and store-free; the payment store reads the
	// registered methods from it, as WooCommerce's data package reads its registry.
	'@cesta/registry': 3,
	'@cesta/data': 4,
	'@cesta/components': 6,
	'@cesta/mocks': 1,
};
/** Apps that assemble the blocks: the standalone bundles, the demo shop, Storybook. */
const APPS = [ 'cesta-standalone', 'cesta-demo', 'cesta-storybook' ];
const layerOf = ( name ) =>
	LAYER[ name ] ?? ( name.startsWith( '@cesta/block-' ) ? 8 : APPS.includes( name ) ? 10 : 7 );

const problems = [];
const workspaces = listWorkspaces();
const byName = new Map( workspaces.map( ( w ) => [ w.manifest.name, w ] ) );

for ( const { relDir, dir, manifest } of workspaces ) {
	const name = manifest.name;
	const deps = {
		...manifest.dependencies,
		...manifest.peerDependencies,
		...manifest.optionalDependencies,
	};
	const devDeps = manifest.devDependencies ?? {};

	if ( ! manifest.private ) {
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
	}

	for ( const dep of Object.keys( deps ) ) {
		const target = byName.get( dep );
		if ( ! target ) {
			continue;
		}
		if ( ! manifest.private && target.manifest.private ) {
			problems.push( `${ name } is public but depends on private ${ dep }` );
		}
		if ( layerOf( dep ) >= layerOf( name ) ) {
			problems.push(
				`${ name } (layer ${ layerOf( name ) }) must not depend on ${ dep } (layer ${ layerOf( dep ) })`
			);
		}
		if ( name === '@cesta/mocks' && dep !== '@cesta/types' ) {
			problems.push(
				`@cesta/mocks is an independent server: it may use only @cesta/types, not ${ dep }`
			);
		}
	}

	const sources = fg.sync( 'src/**/*.{ts,tsx}', {
		cwd: dir,
		ignore: [ '**/test/**', '**/*.stories.*' ],
	} );
	const imported = new Set();
	for ( const file of sources ) {
		const text = readFileSync( join( dir, file ), 'utf8' );
		for ( const match of text.matchAll( /from\s+'(@cesta\/[a-z0-9-]+)/g ) ) {
			imported.add( match[ 1 ] );
		}
	}
	for ( const dep of imported ) {
		if ( dep !== name && ! ( dep in deps ) && ! ( dep in devDeps ) ) {
			problems.push( `${ relDir }: imports ${ dep } without declaring it in dependencies` );
		}
	}
}

const reactCopies = fg.sync( [ '**/node_modules/react/package.json' ], {
	cwd: ROOT,
	ignore: [ '**/dist/**' ],
	followSymbolicLinks: false,
} );
if ( reactCopies.length !== 1 ) {
	problems.push(
		`expected one React in node_modules, found ${ reactCopies.length }: ${ reactCopies.join( ', ' ) }`
	);
}

if ( problems.length ) {
	console.error(
		'Workspace hygiene problems:\n' + problems.map( ( p ) => `- ${ p }` ).join( '\n' )
	);
	process.exit( 1 );
}
console.log( `Workspace hygiene: ${ workspaces.length } packages checked, no problems.` );
