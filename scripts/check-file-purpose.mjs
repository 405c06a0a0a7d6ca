/**
 * Every source file opens with its purpose: a comment before any code, whose
 * first line of text says what the file is for (a `/** … *\/` block or `//`
 * lines; tags such as `@jest-environment` may come first). A doc block
 * directly above the first declaration is that declaration's doc, not the
 * file's purpose. Run by
 * `npm test` (`check:workspace`); `--list` prints the files without one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { ROOT } from './workspaces.mjs';

/** The files that must open with their purpose. */
export const SOURCE_GLOBS = [
	'{packages/*,blocks/*,stores,registry,mocks,demo,standalone,storybook,test-utils}/{src,scripts,bench,.storybook}/**/*.{ts,tsx,mjs,js}',
	'{scripts,bench,e2e}/**/*.{ts,tsx,mjs,js}',
	'*.{mjs,js}',
];

const IGNORED = [ '**/node_modules/**', '**/dist/**', '**/*.d.ts', '**/*.d.mts' ];

/**
 * The first line of text of the comment that opens `source`, or `null` when
 * the file does not open with a comment that says something.
 *
 * @param {string} source A source file.
 * @return {string | null} Its purpose line.
 */
export function purposeOf( source ) {
	const text = source.replace( /^#![^\n]*\n/, '' ).trimStart();
	let lines;
	if ( text.startsWith( '/*' ) ) {
		const end = text.indexOf( '*/' );
		// Directly above a declaration (no blank line), a doc block documents
		// it; above imports or re-exports it can only be about the file.
		const next = text.slice( end + 2 );
		const attached =
			/^[ \t]*\r?\n(?:export|const|let|var|function|async|class|interface|type|enum|declare|abstract)\b/.test(
				next
			) && ! /^[ \t]*\r?\nexport\s+(?:type\s+)?[{*]/.test( next );
		if ( end === -1 || ( text.startsWith( '/**' ) && attached ) ) {
			return null;
		}
		lines = text
			.slice( 2, end )
			.split( '\n' )
			.map( ( line ) => line.replace( /^\s*\*+\s?/, '' ).trim() );
	} else if ( text.startsWith( '//' ) ) {
		lines = text
			.split( '\n' )
			.filter( ( line, index, all ) =>
				all.slice( 0, index + 1 ).every( ( l ) => l.trim().startsWith( '//' ) )
			)
			.map( ( line ) => line.replace( /^\s*\/\/+\s?/, '' ).trim() );
	} else {
		return null;
	}
	return lines.find( ( line ) => line !== '' && ! line.startsWith( '@' ) ) ?? null;
}

/**
 * The source files under `root` that do not open with their purpose.
 *
 * @param {string} root The repository root.
 * @return {string[]} Their paths, relative to `root`.
 */
export function filesWithoutPurpose( root ) {
	return fg
		.sync( SOURCE_GLOBS, { cwd: root, ignore: IGNORED, dot: true } )
		.filter( ( file ) => purposeOf( readFileSync( join( root, file ), 'utf8' ) ) === null )
		.sort();
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	const missing = filesWithoutPurpose( ROOT );
	if ( process.argv.includes( '--list' ) ) {
		console.log( missing.join( '\n' ) );
	} else if ( missing.length ) {
		console.error(
			`${ missing.length } source files do not open with a comment saying what they are for:\n` +
				missing.map( ( file ) => `- ${ file }` ).join( '\n' )
		);
		process.exitCode = 1;
	} else {
		console.log( 'File purposes: every source file opens with one.' );
	}
}
