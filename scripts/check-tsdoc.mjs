/**
 * Every exported function, class, constant and type of every public package
 * carries TSDoc: walks each package's `exports` entry points with the
 * TypeScript compiler and lists the exports whose declaration has no doc
 * comment.
 *
 * Store modules (`src/<store>/selectors.ts`, `actions.ts`, `thunks`) are held
 * to more: their functions reach consumers through the store's descriptor and
 * the store README lists them with the summary of their TSDoc, so each needs a
 * summary line; a comment with only tags (a lone `@example`) would leave the
 * README with a bare signature.
 *
 * Usage:
 *   node scripts/check-tsdoc.mjs               check this repository
 *   node scripts/check-tsdoc.mjs --root <dir>  another one (the script's tests)
 */
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import {
	createProgram,
	hasDoc,
	listModuleExports,
	listPublicEntryPoints,
	listStoreModules,
} from './exports.mjs';
import { ROOT } from './workspaces.mjs';

const { values: options } = parseArgs( { options: { root: { type: 'string' } } } );
const root = options.root ? resolve( options.root ) : ROOT;

const entries = listPublicEntryPoints( root );
const storeModules = listStoreModules( root );
const program = createProgram( [ ...entries.map( ( e ) => e.file ), ...storeModules ], root );
const checker = program.getTypeChecker();
const where = ( file ) => relative( root, file );

const missing = [];
let checked = 0;
for ( const { workspace, file } of entries ) {
	const name = workspace.manifest.name;
	const exports = listModuleExports( program, file );
	if ( ! exports ) {
		missing.push( `${ name }: cannot read ${ file }` );
		continue;
	}
	for ( const { name: exported, declarations, external } of exports ) {
		if ( declarations.length === 0 || external ) {
			continue;
		}
		checked++;
		if ( ! declarations.some( hasDoc ) ) {
			missing.push(
				`${ name }: ${ exported } (${ where( declarations[ 0 ].getSourceFile().fileName ) })`
			);
		}
	}
}

const isFunction = ( symbol, declaration ) =>
	declaration !== undefined &&
	checker.getTypeOfSymbolAtLocation( symbol, declaration ).getCallSignatures().length > 0;

const undocumentedStoreFunctions = [];
let storeFunctions = 0;
for ( const file of storeModules ) {
	const exports = listModuleExports( program, file );
	if ( ! exports ) {
		undocumentedStoreFunctions.push( `${ where( file ) }: cannot read it` );
		continue;
	}
	for ( const { name, symbol, declarations } of exports ) {
		if ( ! isFunction( symbol, declarations[ 0 ] ) ) {
			continue;
		}
		storeFunctions++;
		if ( ! ts.displayPartsToString( symbol.getDocumentationComment( checker ) ).trim() ) {
			undocumentedStoreFunctions.push( `${ where( file ) }: ${ name }` );
		}
	}
}

if ( missing.length || undocumentedStoreFunctions.length ) {
	if ( missing.length ) {
		console.error(
			`Exports without TSDoc (${ missing.length }):\n` +
				missing.map( ( m ) => `- ${ m }` ).join( '\n' )
		);
	}
	if ( undocumentedStoreFunctions.length ) {
		console.error(
			`Store selectors, actions and thunks without a TSDoc summary (${ undocumentedStoreFunctions.length }):\n` +
				undocumentedStoreFunctions.map( ( m ) => `- ${ m }` ).join( '\n' )
		);
	}
	process.exit( 1 );
}
console.log(
	`TSDoc: all ${ checked } exports documented; all ${ storeFunctions } store selectors, actions and thunks have a summary.`
);
