/**
 * The public exports of the workspace packages, read with the TypeScript
 * compiler: the TSDoc check and the generated API sections of the READMEs
 * must agree on what "public" means, so both walk the same entry points here.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';
import { ROOT, listWorkspaces } from './workspaces.mjs';

/**
 * @typedef {object} EntryPoint
 * @property {import('./workspaces.mjs').Workspace} workspace The package.
 * @property {string} specifier What a consumer imports (`@cesta/mocks/node`).
 * @property {string} file      Absolute path of its source (the `source` condition).
 */

/**
 * Every entry point of every public (non-private) workspace, in the order of
 * the packages' `exports` maps.
 *
 * @param {string} [root] the repository to read.
 * @returns {EntryPoint[]}
 */
export function listPublicEntryPoints( root = ROOT ) {
	const entries = [];
	for ( const workspace of listWorkspaces( root ) ) {
		const { dir, manifest } = workspace;
		if ( manifest.private ) {
			continue;
		}
		for ( const [ subpath, target ] of Object.entries( manifest.exports ?? {} ) ) {
			if ( typeof target === 'object' && target.source ) {
				entries.push( {
					workspace,
					specifier: join( manifest.name, subpath ),
					file: join( dir, target.source ),
				} );
			}
		}
	}
	return entries;
}

/**
 * The modules of a store folder (`src/<store>/` of a public package) whose
 * exported functions are its public API: they reach consumers through the
 * store's descriptor, not one by one through the entry point. The README
 * lists and the TSDoc check both read them; `files` are alternatives, the
 * first that exists is the module.
 */
export const STORE_MODULES = [
	{ heading: 'Selectors', files: [ 'selectors.ts' ], role: 'selector' },
	{ heading: 'Actions', files: [ 'actions.ts' ], role: 'action' },
	{ heading: 'Thunks', files: [ 'thunks.ts', 'thunks/index.ts' ], role: 'thunk' },
];

/**
 * The store modules ({@link STORE_MODULES}) of every public workspace, sorted.
 *
 * @param {string} [root] the repository to read.
 * @returns {string[]} absolute paths.
 */
export function listStoreModules( root = ROOT ) {
	const modules = [];
	for ( const { dir, manifest } of listWorkspaces( root ) ) {
		if ( manifest.private ) {
			continue;
		}
		for ( const storeDir of fg.sync( 'src/*', { cwd: dir, onlyDirectories: true } ).sort() ) {
			for ( const { files } of STORE_MODULES ) {
				const file = files.map( ( f ) => join( dir, storeDir, f ) ).find( existsSync );
				if ( file ) {
					modules.push( file );
				}
			}
		}
	}
	return modules;
}

/**
 * A type-checking program over some files with the repository's compiler options.
 *
 * @param {string[]} files
 * @param {string}   [root] the repository whose `tsconfig.json` is used.
 * @returns {ts.Program}
 */
export function createProgram( files, root = ROOT ) {
	const config = ts.readConfigFile( join( root, 'tsconfig.json' ), ts.sys.readFile );
	const parsed = ts.parseJsonConfigFileContent( config.config, ts.sys, root );
	return ts.createProgram( files, { ...parsed.options, noEmit: true } );
}

/**
 * @typedef {object} ModuleExport
 * @property {string}    name         The exported name.
 * @property {ts.Symbol} symbol       The declared symbol (aliases resolved).
 * @property {ts.Declaration[]} declarations Its declarations.
 * @property {boolean}   external     Declared in node_modules (a re-export of a dependency).
 */

/**
 * The exports of one module, or `null` when the program cannot read it as a module.
 *
 * @param {ts.Program} program
 * @param {string}     file
 * @returns {ModuleExport[] | null}
 */
export function listModuleExports( program, file ) {
	const checker = program.getTypeChecker();
	const source = program.getSourceFile( file );
	const moduleSymbol = source && checker.getSymbolAtLocation( source );
	if ( ! moduleSymbol ) {
		return null;
	}
	return checker.getExportsOfModule( moduleSymbol ).map( ( exported ) => {
		const symbol =
			exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol( exported ) : exported;
		const declarations = symbol.declarations ?? [];
		return {
			name: exported.getName(),
			symbol,
			declarations,
			external: declarations.some( ( d ) =>
				d.getSourceFile().fileName.includes( 'node_modules' )
			),
		};
	} );
}

/**
 * Whether a JSDoc comment is the file's opening purpose line rather than the
 * doc of the declaration after it: it is the first thing in the file and a
 * blank line separates it from what follows.
 *
 * @param {ts.Node} doc A JSDoc node.
 * @returns {boolean}
 */
export function isFileComment( doc ) {
	const text = doc.getSourceFile().getFullText();
	const opening = text.length - text.replace( /^(?:#![^\n]*\n)?\s*/, '' ).length;
	return doc.getStart() === opening && /^[ \t]*\r?\n[ \t]*\r?\n/.test( text.slice( doc.end ) );
}

/**
 * The doc comments of a node, without the file's opening purpose line.
 *
 * @param {ts.Node} node A declaration or statement.
 * @returns {ts.Node[]}
 */
export function ownDocs( node ) {
	return ts.getJSDocCommentsAndTags( node ).filter( ( doc ) => ! isFileComment( doc ) );
}

/**
 * Whether a declaration carries a doc comment. For `export const x = …` the
 * comment may sit on the variable statement rather than the declaration. The
 * file's opening purpose line does not count.
 *
 * @param {ts.Node} declaration
 * @returns {boolean}
 */
export function hasDoc( declaration ) {
	let node = declaration;
	while ( node ) {
		if ( ownDocs( node ).length > 0 ) {
			return true;
		}
		if (
			ts.isVariableStatement( node ) ||
			ts.isSourceFile( node ) ||
			ts.isModuleBlock( node )
		) {
			return false;
		}
		node = node.parent;
	}
	return false;
}
