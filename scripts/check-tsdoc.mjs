/**
 * Every exported function, class, constant and type of every public package
 * carries TSDoc: walks each package's `exports` entry points with the
 * TypeScript compiler and lists the exports whose declaration has no doc
 * comment.
 */
import { ROOT } from './workspaces.mjs';
import { createProgram, hasDoc, listModuleExports, listPublicEntryPoints } from './exports.mjs';

const entries = listPublicEntryPoints();
const program = createProgram( entries.map( ( e ) => e.file ) );

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
			const where = declarations[ 0 ].getSourceFile().fileName.replace( ROOT + '/', '' );
			missing.push( `${ name }: ${ exported } (${ where })` );
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
