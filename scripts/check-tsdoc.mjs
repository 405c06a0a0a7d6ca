/**
 * Every exported function, class, constant and type of every public package
 * carries TSDoc: walks each package's `exports` entry points with the
 * TypeScript compiler and lists the exports whose declaration has no doc
 * comment.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT, listWorkspaces } from './workspaces.mjs';

const entries = [];
for ( const { dir, manifest } of listWorkspaces() ) {
	if ( manifest.private ) {
		continue;
	}
	for ( const target of Object.values( manifest.exports ?? {} ) ) {
		if ( typeof target === 'object' && target.source ) {
			entries.push( { name: manifest.name, file: join( dir, target.source ) } );
		}
	}
}

const config = ts.readConfigFile( join( ROOT, 'tsconfig.json' ), ts.sys.readFile );
const parsed = ts.parseJsonConfigFileContent( config.config, ts.sys, ROOT );
const program = ts.createProgram(
	entries.map( ( e ) => e.file ),
	{
		...parsed.options,
		noEmit: true,
	}
);
const checker = program.getTypeChecker();

const hasDoc = ( declaration ) => {
	// A doc comment may sit on the declaration or, for `export const x = …`, on its statement.
	let node = declaration;
	while ( node ) {
		if ( ts.getJSDocCommentsAndTags( node ).length > 0 ) {
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
};

const missing = [];
let checked = 0;
for ( const { name, file } of entries ) {
	const source = program.getSourceFile( file );
	const moduleSymbol = source && checker.getSymbolAtLocation( source );
	if ( ! moduleSymbol ) {
		missing.push( `${ name }: cannot read ${ file }` );
		continue;
	}
	for ( const exported of checker.getExportsOfModule( moduleSymbol ) ) {
		const symbol =
			exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol( exported ) : exported;
		const declarations = symbol.declarations ?? [];
		const external = declarations.some( ( d ) =>
			d.getSourceFile().fileName.includes( 'node_modules' )
		);
		if ( declarations.length === 0 || external ) {
			continue;
		}
		checked++;
		if ( ! declarations.some( hasDoc ) ) {
			const where = declarations[ 0 ].getSourceFile().fileName.replace( ROOT + '/', '' );
			missing.push( `${ name }: ${ exported.getName() } (${ where })` );
		}
	}
}

if ( missing.length ) {
	console.error(
		`Exports without TSDoc (${ missing.length }):\n` +
			missing.map( ( m ) => `- ${ m }` ).join( '\n' )
	);
	process.exit( 1 );
}
console.log( `TSDoc: all ${ checked } exports documented.` );
