/**
 * Finds the translatable strings of source files, the way a gettext extractor
 * would: calls to `__`, `_x`, `_n` and `_nx` (also as `i18n.__`) whose msgid,
 * plural, context and text domain are plain string literals, and the fields
 * WordPress translates in `block.json` files. Test-only (Node): it uses the
 * TypeScript parser, so quotes, escapes, comments and multi-line calls are
 * read exactly.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';

import { extractBlockJsonMessages } from './extract-block-json';

/**
 * One translatable string found in the source.
 *
 * @example
 * const found: ExtractedMessage = { key: '%d item', msgid: '%d item', plural: '%d items', where: 'src/a.ts:3' };
 */
export interface ExtractedMessage {
	/** The catalogue key: the msgid, prefixed by `context\u0004` for `_x`/`_nx`. */
	key: string;
	msgid: string;
	/** The plural msgid of `_n`/`_nx`. */
	plural?: string;
	context?: string;
	/** `file:line` of the call. */
	where: string;
}

/**
 * A call an extractor cannot use, or one with the wrong text domain.
 *
 * @example
 * const problem: ExtractionProblem = { where: 'src/a.ts:3', reason: "__() has no text domain" };
 */
export interface ExtractionProblem {
	where: string;
	reason: string;
}

type GettextFunction = '__' | '_x' | '_n' | '_nx';

/** Argument positions of each function, as in `@wordpress/i18n`. */
const SIGNATURES: Record< GettextFunction, { plural?: number; context?: number; domain: number } > =
	{
		__: { domain: 1 },
		_x: { context: 1, domain: 2 },
		_n: { plural: 1, domain: 3 },
		_nx: { plural: 1, context: 3, domain: 4 },
	};

const calleeName = ( call: ts.CallExpression ): string | undefined => {
	const callee = call.expression;
	if ( ts.isIdentifier( callee ) ) {
		return callee.text;
	}
	return ts.isPropertyAccessExpression( callee ) ? callee.name.text : undefined;
};

const isGettext = ( name: string | undefined ): name is GettextFunction =>
	name !== undefined && Object.hasOwn( SIGNATURES, name );

/**
 * The messages and problems of one source text (a `block.json` is read with
 * WordPress's block.json contexts, see `extractBlockJsonMessages`).
 *
 * @example
 * extractMessages( "__( 'Subtotal', 'cesta' )", 'a.ts', 'cesta' ).messages[ 0 ].key; // 'Subtotal'
 */
export function extractMessages(
	source: string,
	file: string,
	domain: string
): { messages: ExtractedMessage[]; problems: ExtractionProblem[] } {
	if ( file.endsWith( 'block.json' ) ) {
		return extractBlockJsonMessages( source, file, domain );
	}
	const kind = file.endsWith( '.tsx' ) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
	const sourceFile = ts.createSourceFile( file, source, ts.ScriptTarget.Latest, true, kind );
	const messages: ExtractedMessage[] = [];
	const problems: ExtractionProblem[] = [];

	const visit = ( node: ts.Node ): void => {
		const name = ts.isCallExpression( node ) ? calleeName( node ) : undefined;
		if ( ts.isCallExpression( node ) && isGettext( name ) ) {
			const line =
				sourceFile.getLineAndCharacterOfPosition( node.getStart( sourceFile ) ).line + 1;
			const where = `${ file }:${ line }`;
			const literal = ( index: number | undefined, role: string ): string | undefined => {
				if ( index === undefined ) {
					return undefined;
				}
				const argument = node.arguments[ index ];
				if ( argument && ts.isStringLiteral( argument ) ) {
					return argument.text;
				}
				problems.push( {
					where,
					reason: argument
						? `${ name }() ${ role } is not a plain string literal: ${ argument.getText( sourceFile ) }`
						: `${ name }() has no ${ role }`,
				} );
				return undefined;
			};
			const { plural: pluralAt, context: contextAt, domain: domainAt } = SIGNATURES[ name ];
			const msgid = literal( 0, 'msgid' );
			const plural = literal( pluralAt, 'plural' );
			const context = literal( contextAt, 'context' );
			const textDomain = literal( domainAt, 'text domain' );
			if ( textDomain !== undefined && textDomain !== domain ) {
				problems.push( {
					where,
					reason: `${ name }() uses the text domain '${ textDomain }', not '${ domain }'`,
				} );
			}
			// A context or plural that cannot be read would give the wrong key.
			const readable =
				( pluralAt === undefined || plural !== undefined ) &&
				( contextAt === undefined || context !== undefined );
			if ( msgid !== undefined && readable ) {
				messages.push( {
					key: context === undefined ? msgid : `${ context }\u0004${ msgid }`,
					msgid,
					...( plural === undefined ? {} : { plural } ),
					...( context === undefined ? {} : { context } ),
					where,
				} );
			}
		}
		ts.forEachChild( node, visit );
	};
	visit( sourceFile );
	return { messages, problems };
}

/**
 * Which workspaces to read, each named by its folder relative to the root
 * (`'demo'`, `'packages/i18n'`) or its package name (`'cesta-demo'`).
 *
 * @example
 * const libraryOnly: WorkspaceFilter = { exclude: [ 'demo' ] };
 */
export interface WorkspaceFilter {
	/** Only these workspaces. @default every workspace */
	include?: string[];
	/** Leave these workspaces out. @default none */
	exclude?: string[];
}

interface Workspace {
	/** The folder, relative to the root. */
	folder: string;
	name: string;
}

const listWorkspaces = ( root: string ): Workspace[] => {
	const { workspaces } = JSON.parse( readFileSync( join( root, 'package.json' ), 'utf8' ) ) as {
		workspaces: string[];
	};
	return fg
		.sync(
			workspaces.map( ( pattern ) => `${ pattern }/package.json` ),
			{ cwd: root, ignore: [ '**/node_modules/**' ] }
		)
		.sort()
		.map( ( manifest ) => ( {
			folder: dirname( manifest ),
			name: (
				JSON.parse( readFileSync( join( root, manifest ), 'utf8' ) ) as { name: string }
			 ).name,
		} ) );
};

const isNamed = ( workspace: Workspace, names: string[] ): boolean =>
	names.includes( workspace.folder ) || names.includes( workspace.name );

/**
 * The workspace folders under `root` that `filter` selects. A name that is no
 * workspace throws, so a typo cannot silently widen or narrow a check.
 *
 * @example
 * selectWorkspaces( ROOT, { include: [ 'demo' ] } ); // [ 'demo' ]
 */
export function selectWorkspaces( root: string, filter: WorkspaceFilter = {} ): string[] {
	const all = listWorkspaces( root );
	const unknown = [ ...( filter.include ?? [] ), ...( filter.exclude ?? [] ) ].filter(
		( name ) => ! all.some( ( workspace ) => isNamed( workspace, [ name ] ) )
	);
	if ( unknown.length > 0 ) {
		throw new Error( unknownWorkspacesMessage( unknown, all ) );
	}
	return all
		.filter( ( workspace ) => ! filter.include || isNamed( workspace, filter.include ) )
		.filter( ( workspace ) => ! filter.exclude || ! isNamed( workspace, filter.exclude ) )
		.map( ( workspace ) => workspace.folder )
		.sort();
}

const unknownWorkspacesMessage = ( unknown: string[], all: Workspace[] ): string =>
	`No workspace is named ${ unknown.map( ( name ) => JSON.stringify( name ) ).join( ', ' ) }; the workspaces are ${ all
		.map( ( workspace ) => workspace.folder )
		.join( ', ' ) }.`;

/**
 * Every `src/**\/*.{ts,tsx}` of the npm workspaces under `root` that `filter`
 * selects (all by default), tests and stories excluded.
 *
 * @example
 * listWorkspaceSources( ROOT ); // [ 'packages/price-format/src/price-range.ts', … ]
 * listWorkspaceSources( ROOT, { include: [ 'demo' ] } ); // [ 'demo/src/constants.ts', … ]
 */
export function listWorkspaceSources( root: string, filter: WorkspaceFilter = {} ): string[] {
	return fg
		.sync(
			selectWorkspaces( root, filter ).map( ( folder ) => `${ folder }/src/**/*.{ts,tsx}` ),
			{
				cwd: root,
				ignore: [
					'**/node_modules/**',
					'**/dist/**',
					'**/*.test.*',
					'**/*.test-d.*',
					'**/*.stories.*',
					'**/test/**',
					'**/__tests__/**',
				],
			}
		)
		.sort();
}

/**
 * Every `block.json` of the npm workspaces under `root` that `filter`
 * selects (all by default), as a WordPress host would register them.
 *
 * @example
 * listWorkspaceBlockJson( ROOT ); // [ 'blocks/cart/block-json/cart/block.json', … ]
 */
export function listWorkspaceBlockJson( root: string, filter: WorkspaceFilter = {} ): string[] {
	return fg
		.sync(
			selectWorkspaces( root, filter ).map( ( folder ) => `${ folder }/**/block.json` ),
			{ cwd: root, ignore: [ '**/node_modules/**', '**/dist/**', '**/test/**' ] }
		)
		.sort();
}

/**
 * The messages and problems of every source file and `block.json` of the
 * workspaces under `root` that `filter` selects (all by default).
 *
 * @example
 * const { messages, problems } = extractWorkspace( ROOT, 'cesta', { exclude: [ 'demo' ] } );
 */
export function extractWorkspace(
	root: string,
	domain: string,
	filter: WorkspaceFilter = {}
): { messages: ExtractedMessage[]; problems: ExtractionProblem[] } {
	const messages: ExtractedMessage[] = [];
	const problems: ExtractionProblem[] = [];
	for ( const file of [
		...listWorkspaceSources( root, filter ),
		...listWorkspaceBlockJson( root, filter ),
	] ) {
		const found = extractMessages( readFileSync( join( root, file ), 'utf8' ), file, domain );
		messages.push( ...found.messages );
		problems.push( ...found.problems );
	}
	return { messages, problems };
}
