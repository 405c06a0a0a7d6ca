/**
 * After `npm run build`: every built package must ship ESM, CJS and
 * declarations for each subpath export, and both module formats must load
 * in Node with the exports the declarations promise; and each standalone
 * page carries the translation of every string its modules show (see
 * `scripts/rollup/page-catalogue.mjs`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadTs } from './load-ts.mjs';
import { ROOT, listWorkspaces } from './workspaces.mjs';

const require = createRequire( import.meta.url );
const problems = [];
let checked = 0;

for ( const { dir, relDir, manifest } of listWorkspaces() ) {
	for ( const [ subpath, target ] of Object.entries( manifest.exports ?? {} ) ) {
		if ( typeof target !== 'object' || ! target.import ) {
			continue;
		}
		const files = { types: target.types, import: target.import, require: target.require };
		for ( const [ condition, file ] of Object.entries( files ) ) {
			if ( ! file || ! existsSync( join( dir, file ) ) ) {
				problems.push(
					`${ relDir } ${ subpath }: missing ${ condition } output ${ file }`
				);
			}
		}
		// Side-effect entries that install browser globals, and editor entries
		// (@wordpress/block-editor reads `window` when it loads), are only
		// checked for presence.
		if ( manifest.cesta?.browserOnlyExports?.includes( subpath ) ) {
			continue;
		}
		try {
			const esm = await import( pathToFileURL( join( dir, target.import ) ).href );
			const cjs = require( join( dir, target.require ) );
			const esmKeys = Object.keys( esm )
				.filter( ( key ) => key !== 'default' )
				.sort();
			const cjsKeys = Object.keys( cjs ).sort();
			if ( esmKeys.join() !== cjsKeys.join() ) {
				problems.push( `${ relDir } ${ subpath }: ESM and CJS export different names` );
			}
			checked++;
		} catch ( error ) {
			problems.push( `${ relDir } ${ subpath }: does not load in Node: ${ error.message }` );
		}
	}
}

// One manifest per group of page entries (`page-catalogues.json`, `storefront-page-catalogues.json`, …).
const standaloneDist = join( ROOT, 'standalone', 'dist' );
const catalogueManifests = existsSync( standaloneDist )
	? readdirSync( standaloneDist )
			.filter( ( name ) => name.endsWith( 'page-catalogues.json' ) )
			.map( ( name ) => join( standaloneDist, name ) )
	: [];
if ( catalogueManifests.length ) {
	const { extractMessages } = await loadTs( 'test-utils/src/i18n/extract-messages.ts' );
	const { catalogue } = await loadTs( 'packages/i18n/src/catalog/index.ts' );
	const { literalSpellings } = await import( './rollup/page-catalogue.mjs' );
	const dist = standaloneDist;
	for ( const pageCatalogues of catalogueManifests ) {
		for ( const [ page, { chunks, modules, msgids } ] of Object.entries(
			JSON.parse( readFileSync( pageCatalogues, 'utf8' ) )
		) ) {
			const carried = new Set( msgids );
			// What the page's bundle still holds of a message (tree-shaken code holds none).
			const code = chunks
				.map( ( chunk ) => readFileSync( join( dist, chunk ), 'utf8' ) )
				.join( '\n' );
			const inPageCode = ( key ) =>
				key
					.split( '\u0004' )
					.every( ( part ) =>
						literalSpellings( part ).some( ( spelling ) => code.includes( spelling ) )
					);
			for ( const file of modules ) {
				const source = readFileSync( join( ROOT, file ), 'utf8' );
				for ( const { key } of extractMessages( source, file, 'cesta' ).messages ) {
					if ( key in catalogue && ! carried.has( key ) && inPageCode( key ) ) {
						problems.push(
							`standalone ${ page }: ${ file } shows ${ JSON.stringify( key ) }, which its page catalogue lacks`
						);
					}
				}
			}
			checked++;
		}
	}
}

if ( problems.length ) {
	console.error( 'Build problems:\n' + problems.map( ( p ) => `- ${ p }` ).join( '\n' ) );
	process.exit( 1 );
}
console.log(
	`Build check: ${ checked } entry points load as ESM and CJS with declarations, or carry their page's translations.`
);
