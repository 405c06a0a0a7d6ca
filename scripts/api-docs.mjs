/**
 * Writes the API section of every public package's README from the TSDoc, so
 * the READMEs cannot drift from the code.
 *
 * - Package READMEs: every export of every entry point (`exports` map,
 *   `source` condition), grouped by kind, with a compact signature, the first
 *   paragraph of its TSDoc and the file that declares it.
 * - Store READMEs (`src/<store>/README.md` beside a `selectors.ts`,
 *   `actions.ts` or `thunks`): every function those modules export, because a
 *   store's selectors and actions reach consumers through its descriptor, not
 *   one by one through the entry point.
 *
 * The list goes between `<!-- api:start -->` and `<!-- api:end -->`; the rest
 * of the README is prose and is left alone. Headings inside the list are one
 * level below the heading above the start marker. The list is formatted with
 * the repository's Prettier settings, so it is stable under `prettier --check`.
 *
 * It also checks that every repository path the root README names exists.
 *
 * Usage:
 *   node scripts/api-docs.mjs            rewrite the lists that changed
 *   node scripts/api-docs.mjs --check    exit 1 listing the stale READMEs
 *   --root <dir>                         another repository (the script's tests)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import fg from 'fast-glob';
import * as prettier from 'prettier';
import ts from 'typescript';
import {
	STORE_MODULES,
	createProgram,
	listModuleExports,
	listPublicEntryPoints,
} from './exports.mjs';
import { ROOT, listWorkspaces } from './workspaces.mjs';

export const START_MARKER = '<!-- api:start -->';
export const END_MARKER = '<!-- api:end -->';
const GENERATED_NOTE =
	'<!-- Generated from the TSDoc by `node scripts/api-docs.mjs`: edit the source, then run it. -->';

/** Longest type text shown in a signature before it is abbreviated. */
const MAX_TYPE_CHARS = 60;
/** Most props listed for a component before the rest are elided. */
const MAX_PROPS = 12;
/** Longest default value shown in a signature (`maxWords = 15`). */
const MAX_DEFAULT_CHARS = 24;

/** Kinds in the order their lists appear, with their headings. */
const KINDS = [
	[ 'component', 'Components' ],
	[ 'hook', 'Hooks' ],
	[ 'function', 'Functions' ],
	[ 'class', 'Classes' ],
	[ 'constant', 'Constants' ],
	[ 'namespace', 'Namespaces' ],
	[ 'type', 'Types' ],
];

const RESOLVER_FILE = 'resolvers.ts';

const collapse = ( text ) => text.replace( /\s+/g, ' ' ).trim();
const toPosix = ( path ) => path.split( sep ).join( '/' );

/**
 * A Markdown code span that survives backticks inside the text.
 *
 * @param {string} text
 */
function code( text ) {
	if ( ! text.includes( '`' ) ) {
		return `\`${ text }\``;
	}
	return `\`\` ${ text } \`\``;
}

/**
 * Splits a type's text at a top-level operator (`|` or `&`), outside brackets and strings.
 *
 * @param {string} text
 * @param {string} operator
 */
function splitTopLevel( text, operator ) {
	const members = [];
	let depth = 0;
	let quote = null;
	let start = 0;
	for ( let i = 0; i < text.length; i++ ) {
		const char = text[ i ];
		if ( quote ) {
			if ( char === quote && text[ i - 1 ] !== '\\' ) {
				quote = null;
			}
		} else if ( char === "'" || char === '"' || char === '`' ) {
			quote = char;
		} else if ( '([{<'.includes( char ) ) {
			depth++;
		} else if ( ')]}>'.includes( char ) && text[ i - 1 ] !== '=' ) {
			depth--;
		} else if ( char === operator && depth === 0 ) {
			members.push( text.slice( start, i ).trim() );
			start = i + 1;
		}
	}
	members.push( text.slice( start ).trim() );
	return members.filter( Boolean );
}

/**
 * A type's text, abbreviated when it is long: object literals become `{ … }`,
 * unions keep their first members, generics their name.
 *
 * @param {string} raw
 */
function shortType( raw ) {
	const text = collapse( raw );
	if ( text.length <= MAX_TYPE_CHARS ) {
		return text;
	}
	for ( const operator of [ '|', '&' ] ) {
		const members = splitTopLevel( text, operator );
		if ( members.length > 1 ) {
			let shown = shortType( members[ 0 ] );
			for ( const member of members.slice( 1 ) ) {
				if ( shown.length + member.length + 3 > MAX_TYPE_CHARS ) {
					break;
				}
				shown += ` ${ operator } ${ member }`;
			}
			return `${ shown } ${ operator } …`;
		}
	}
	if ( text.startsWith( '{' ) ) {
		return '{ … }';
	}
	if ( text.startsWith( '(' ) && text.includes( '=>' ) ) {
		return '( … ) => …';
	}
	if ( text.startsWith( '(' ) && text.endsWith( ')[]' ) ) {
		return '( … )[]';
	}
	const tuple = /^(readonly )?\[/.exec( text );
	if ( tuple ) {
		return `${ tuple[ 1 ] ?? '' }[ … ]`;
	}
	const generic = /^([\w.$]+)\s*</.exec( text );
	if ( generic ) {
		return `${ generic[ 1 ] }< … >`;
	}
	return '…';
}

/**
 * Renders the exports of a repository's READMEs.
 *
 * @param {ts.Program} program
 */
export function createRenderer( program ) {
	const checker = program.getTypeChecker();
	const flags =
		ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

	// Types declared elsewhere print as `import("/abs/path").Name`: keep the name only,
	// so the output does not depend on where the repository is checked out.
	const typeText = ( type, node ) =>
		checker.typeToString( type, node, flags ).replace( /import\("[^"]*"\)\./g, '' );

	const bindingText = ( pattern ) => {
		if ( ts.isArrayBindingPattern( pattern ) ) {
			return '[ … ]';
		}
		const names = pattern.elements.map( ( element ) => {
			const rest = element.dotDotDotToken ? '...' : '';
			const key = element.propertyName ?? element.name;
			return rest + ( ts.isIdentifier( key ) ? key.text : collapse( key.getText() ) );
		} );
		const text = `{ ${ names.join( ', ' ) } }`;
		return text.length > MAX_TYPE_CHARS ? '{ … }' : text;
	};

	const parameterText = ( parameter ) => {
		const declaration = parameter.valueDeclaration;
		if ( ! declaration || ! ts.isParameter( declaration ) ) {
			return `${ parameter.getName() }: ${ shortType(
				typeText( checker.getTypeOfSymbol( parameter ), undefined )
			) }`;
		}
		const rest = declaration.dotDotDotToken ? '...' : '';
		const name = ts.isIdentifier( declaration.name )
			? declaration.name.text
			: bindingText( declaration.name );
		const annotation = declaration.type ? `: ${ shortType( declaration.type.getText() ) }` : '';
		const fallback = declaration.initializer && collapse( declaration.initializer.getText() );
		if ( fallback && fallback.length <= MAX_DEFAULT_CHARS ) {
			return `${ rest }${ name }${ annotation } = ${ fallback }`;
		}
		const optional = declaration.questionToken || fallback ? '?' : '';
		const type =
			annotation ||
			`: ${ shortType(
				typeText( checker.getTypeOfSymbolAtLocation( parameter, declaration ), declaration )
			) }`;
		return `${ rest }${ name }${ optional }${ type }`;
	};

	/** A component's props as `{ name, optional? }`: the props the package declares, not inherited DOM attributes. */
	const propsText = ( parameter ) => {
		const declaration = parameter.valueDeclaration;
		const type = declaration
			? checker.getTypeOfSymbolAtLocation( parameter, declaration )
			: checker.getTypeOfSymbol( parameter );
		const props = checker
			.getPropertiesOfType( type )
			.filter(
				( prop ) =>
					prop.declarations?.length &&
					! prop.declarations.some( ( d ) =>
						d.getSourceFile().fileName.includes( 'node_modules' )
					)
			)
			.map(
				( prop ) => prop.getName() + ( prop.flags & ts.SymbolFlags.Optional ? '?' : '' )
			);
		if ( ! props.length ) {
			return parameterText( parameter );
		}
		const shown = props.slice( 0, MAX_PROPS );
		return `{ ${ shown.join( ', ' ) }${ props.length > shown.length ? ', …' : '' } }`;
	};

	const returnText = ( signature ) => {
		const declared = signature.getDeclaration()?.type;
		if ( declared ) {
			return declared.getText();
		}
		return typeText( signature.getReturnType(), signature.getDeclaration() );
	};

	const typeParametersText = ( typeParameters ) =>
		typeParameters?.length
			? `< ${ typeParameters.map( ( p ) => p.symbol.getName() ).join( ', ' ) } >`
			: '';

	/**
	 * @param {string}       name
	 * @param {ts.Signature} signature
	 * @param {object}       options
	 * @param {boolean}      [options.dropState] a selector: `state` is passed by the store.
	 * @param {'show'|'none'|'thunk'} [options.returns]
	 * @param {boolean}      [options.props] a component: its props object is listed by name.
	 */
	const signatureText = (
		name,
		signature,
		{ dropState = false, returns = 'show', props = false } = {}
	) => {
		const parameters = signature.parameters
			.slice( dropState ? 1 : 0 )
			.map( ( p, i ) => ( props && i === 0 ? propsText( p ) : parameterText( p ) ) );
		let text = `${ name }${ typeParametersText( signature.getTypeParameters() ) }(${
			parameters.length ? ` ${ parameters.join( ', ' ) } ` : ''
		})`;
		if ( returns === 'thunk' ) {
			const thunk = signature.getReturnType().getCallSignatures();
			text += `: ${ shortType( thunk.length === 1 ? returnText( thunk[ 0 ] ) : returnText( signature ) ) }`;
		} else if ( returns === 'show' ) {
			text += `: ${ shortType( returnText( signature ) ) }`;
		}
		return text;
	};

	const callSignatures = ( symbol ) => {
		const declaration = symbol.valueDeclaration ?? symbol.declarations?.[ 0 ];
		if (
			! declaration ||
			! ( symbol.flags & ( ts.SymbolFlags.Function | ts.SymbolFlags.Variable ) )
		) {
			return [];
		}
		return checker.getTypeOfSymbolAtLocation( symbol, declaration ).getCallSignatures();
	};

	const kindOf = ( name, symbol ) => {
		if ( symbol.flags & ts.SymbolFlags.Class ) {
			return 'class';
		}
		if ( callSignatures( symbol ).length ) {
			if ( /^use[A-Z0-9]/.test( name ) ) {
				return 'hook';
			}
			return /^[A-Z]/.test( name ) ? 'component' : 'function';
		}
		if ( symbol.flags & ( ts.SymbolFlags.Variable | ts.SymbolFlags.Enum ) ) {
			return 'constant';
		}
		if ( symbol.flags & ts.SymbolFlags.ValueModule ) {
			return 'namespace';
		}
		return 'type';
	};

	/** Several signatures (overloads) are shown up to two, then counted. */
	const signaturesText = ( name, signatures, options ) => {
		const shown = signatures
			.slice( 0, 2 )
			.map( ( s ) => code( signatureText( name, s, options ) ) );
		const more = signatures.length - shown.length;
		return shown.join( ', ' ) + ( more > 0 ? ` (+${ more } more)` : '' );
	};

	const constantText = ( name, symbol ) => {
		const declaration = symbol.valueDeclaration;
		if ( declaration && ts.isEnumDeclaration( declaration ) ) {
			return code( `enum ${ name }` );
		}
		if ( declaration && ts.isVariableDeclaration( declaration ) ) {
			let initializer = declaration.initializer;
			while ( initializer && ts.isAsExpression( initializer ) ) {
				initializer = initializer.expression;
			}
			const literal =
				initializer &&
				( ts.isStringLiteral( initializer ) ||
					ts.isNumericLiteral( initializer ) ||
					ts.isNoSubstitutionTemplateLiteral( initializer ) ||
					initializer.kind === ts.SyntaxKind.TrueKeyword ||
					initializer.kind === ts.SyntaxKind.FalseKeyword ||
					( ts.isPrefixUnaryExpression( initializer ) &&
						ts.isNumericLiteral( initializer.operand ) ) );
			if ( literal && initializer.getText().length <= MAX_TYPE_CHARS ) {
				return code( `${ name } = ${ collapse( initializer.getText() ) }` );
			}
			const type = declaration.type
				? declaration.type.getText()
				: typeText( checker.getTypeOfSymbolAtLocation( symbol, declaration ), declaration );
			return code( `${ name }: ${ shortType( type ) }` );
		}
		return code( name );
	};

	const typeDeclarationText = ( name, symbol ) => {
		const declaration = symbol.declarations?.find(
			( d ) => ts.isTypeAliasDeclaration( d ) || ts.isInterfaceDeclaration( d )
		);
		if ( ! declaration ) {
			return code( name );
		}
		const parameters = declaration.typeParameters?.length
			? `< ${ declaration.typeParameters.map( ( p ) => p.name.text ).join( ', ' ) } >`
			: '';
		if ( ts.isTypeAliasDeclaration( declaration ) ) {
			const aliased = collapse( declaration.type.getText() );
			if ( aliased.length <= MAX_TYPE_CHARS ) {
				return code( `${ name }${ parameters } = ${ aliased }` );
			}
		}
		return code( `${ name }${ parameters }` );
	};

	const classText = ( name, symbol ) => {
		const declaration = symbol.valueDeclaration;
		const constructors = checker
			.getTypeOfSymbolAtLocation( symbol, declaration )
			.getConstructSignatures();
		return constructors.length
			? signaturesText( `new ${ name }`, constructors, { returns: 'none' } )
			: code( `class ${ name }` );
	};

	const resolveLinks = ( text ) =>
		text.replace(
			/\{@link(?:code|plain)?\s+([^\s|}]+)(?:\s*\|\s*([^}]*)|\s+([^}]*))?\}/g,
			( _, target, piped, spaced ) => ( piped ?? spaced )?.trim() || code( target )
		);

	/**
	 * The first paragraph of a symbol's TSDoc with `{@link}`s resolved: its
	 * text on one line, and the items of a list it ends with (`- …` lines).
	 *
	 * @param {ts.Symbol} symbol
	 * @returns {{ intro: string, bullets: string[] }}
	 */
	const summary = ( symbol ) => {
		const text = ts.displayPartsToString( symbol.getDocumentationComment( checker ) );
		const lines = resolveLinks( text.split( /\n\s*\n/ )[ 0 ] ?? '' ).split( '\n' );
		const intro = [];
		const bullets = [];
		for ( const line of lines ) {
			const bullet = /^\s*[-*]\s+(.*)$/.exec( line );
			if ( bullet ) {
				bullets.push( bullet[ 1 ] );
			} else if ( bullets.length ) {
				bullets[ bullets.length - 1 ] += ` ${ line }`;
			} else {
				intro.push( line );
			}
		}
		const deprecated = symbol
			.getJsDocTags( checker )
			.find( ( tag ) => tag.name === 'deprecated' );
		const reason = deprecated
			? [ '**Deprecated.**', collapse( ts.displayPartsToString( deprecated.text ?? [] ) ) ]
			: [];
		return {
			intro: [ ...reason, collapse( intro.join( ' ' ) ) ].filter( Boolean ).join( ' ' ),
			bullets: bullets.map( collapse ),
		};
	};

	/** A summary on one line, for text that cannot hold a list. */
	const inlineSummary = ( symbol ) => {
		const { intro, bullets } = summary( symbol );
		return [ intro, ...bullets ].filter( Boolean ).join( ' ' );
	};

	/**
	 * @param {string}    text   signature(s), already code spans
	 * @param {ts.Symbol} symbol
	 * @param {string}    readmeDir
	 * @param {string}    [extra] text after the summary
	 */
	const item = ( text, symbol, readmeDir, extra = '' ) => {
		const declaration = symbol.valueDeclaration ?? symbol.declarations?.[ 0 ];
		const file = declaration?.getSourceFile().fileName;
		const path =
			file && ! file.includes( 'node_modules' ) && toPosix( relative( readmeDir, file ) );
		const where = path ? ` ([${ path }](${ path }))` : '';
		const { intro, bullets } = summary( symbol );
		const doc = [ intro, extra ].filter( Boolean ).join( ' ' );
		return [
			`- ${ text }${ doc ? ` — ${ doc }` : '' }${ where }`,
			...bullets.map( ( bullet ) => `  - ${ bullet }` ),
		].join( '\n' );
	};

	/** One export of an entry point, or `null` for a symbol with nothing to show. */
	const exportItem = ( { name, symbol, declarations, external }, readmeDir ) => {
		if ( declarations.length === 0 && ! ( symbol.flags & ts.SymbolFlags.ValueModule ) ) {
			return null;
		}
		const kind = kindOf( name, symbol );
		let text;
		if ( kind === 'component' ) {
			text = signaturesText( name, callSignatures( symbol ), {
				returns: 'none',
				props: true,
			} );
		} else if ( kind === 'hook' || kind === 'function' ) {
			text = signaturesText( name, callSignatures( symbol ) );
		} else if ( kind === 'class' ) {
			text = classText( name, symbol );
		} else if ( kind === 'constant' ) {
			text = constantText( name, symbol );
		} else if ( kind === 'type' ) {
			text = typeDeclarationText( name, symbol );
		} else {
			text = code( name );
		}
		const from = external
			? `Re-exported from ${ code(
					/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(
						declarations[ 0 ].getSourceFile().fileName
					)?.[ 1 ] ?? 'a dependency'
				) }.`
			: '';
		return { kind, line: item( text, symbol, readmeDir, from ) };
	};

	/** Lists grouped by kind, under headings of the given level. */
	const kindLists = ( exports, level, readmeDir ) => {
		const items = exports.map( ( e ) => exportItem( e, readmeDir ) ).filter( Boolean );
		const blocks = [];
		for ( const [ kind, heading ] of KINDS ) {
			const lines = items.filter( ( i ) => i.kind === kind ).map( ( i ) => i.line );
			if ( lines.length ) {
				blocks.push( `${ '#'.repeat( level ) } ${ heading }`, lines.join( '\n' ) );
			}
		}
		return blocks;
	};

	/**
	 * The API list of a package README.
	 *
	 * @param {import('./exports.mjs').EntryPoint[]} entries
	 * @param {number} level heading level of the lists
	 * @param {string} readmeDir
	 */
	const packageSection = ( entries, level, readmeDir ) => {
		const blocks = [];
		for ( const entry of entries ) {
			const exports = listModuleExports( program, entry.file );
			if ( ! exports ) {
				throw new Error( `${ entry.specifier }: cannot read ${ entry.file }` );
			}
			const lists = kindLists( exports, entries.length > 1 ? level + 1 : level, readmeDir );
			if ( entries.length > 1 ) {
				blocks.push(
					`${ '#'.repeat( level ) } ${ code( entry.specifier ) }`,
					...( lists.length
						? lists
						: [ 'No exports: importing it has side effects only.' ] )
				);
			} else {
				blocks.push( ...lists );
			}
		}
		return blocks;
	};

	/**
	 * The selector, action and thunk lists of a store README.
	 *
	 * @param {string} storeDir
	 * @param {number} level
	 */
	const storeSection = ( storeDir, level ) => {
		const resolverFile = join( storeDir, RESOLVER_FILE );
		const resolvers = new Map(
			existsSync( resolverFile )
				? ( listModuleExports( program, resolverFile ) ?? [] ).map( ( r ) => [
						r.name,
						r.symbol,
					] )
				: []
		);
		const blocks = [];
		for ( const { heading, files, role } of STORE_MODULES ) {
			const file = files.map( ( f ) => join( storeDir, f ) ).find( existsSync );
			if ( ! file ) {
				continue;
			}
			const lines = [];
			for ( const { name, symbol } of listModuleExports( program, file ) ?? [] ) {
				const signatures = callSignatures( symbol );
				if ( ! signatures.length ) {
					continue;
				}
				const text = signaturesText( name, signatures, {
					dropState: role === 'selector',
					returns: { selector: 'show', action: 'none', thunk: 'thunk' }[ role ],
				} );
				const resolver = role === 'selector' && resolvers.get( name );
				const extra = resolver ? `Resolver: ${ inlineSummary( resolver ) || 'yes.' }` : '';
				lines.push( item( text, symbol, storeDir, extra ) );
			}
			if ( lines.length ) {
				blocks.push( `${ '#'.repeat( level ) } ${ heading }`, lines.join( '\n' ) );
			}
		}
		return blocks;
	};

	return { packageSection, storeSection };
}

/**
 * The level of the last heading before `index` (0 when there is none).
 *
 * @param {string} text
 * @param {number} index
 */
function headingLevelBefore( text, index ) {
	let level = 0;
	let fenced = false;
	for ( const line of text.slice( 0, index ).split( '\n' ) ) {
		if ( /^(```|~~~)/.test( line ) ) {
			fenced = ! fenced;
		}
		const heading = ! fenced && /^(#{1,6})\s/.exec( line );
		if ( heading ) {
			level = heading[ 1 ].length;
		}
	}
	return level;
}

/**
 * The README with its marked section replaced, or an error message.
 *
 * @param {string}   text     the README
 * @param {(level: number) => string[]} render Markdown blocks for a heading level
 * @param {object}   prettierOptions
 * @returns {Promise<{ text?: string, error?: string }>}
 */
export async function replaceApiSection( text, render, prettierOptions ) {
	const start = text.indexOf( START_MARKER );
	const end = text.indexOf( END_MARKER );
	if ( start === -1 || end === -1 || end < start ) {
		return { error: `has no ${ START_MARKER } … ${ END_MARKER } section` };
	}
	const level = Math.min( headingLevelBefore( text, start ) + 1, 6 );
	const body = [ GENERATED_NOTE, ...render( level ) ].join( '\n\n' );
	const formatted = (
		await prettier.format( body, { ...prettierOptions, parser: 'markdown' } )
	).trim();
	return {
		text: `${ text.slice( 0, start ) }${ START_MARKER }\n\n${ formatted }\n\n${ text.slice( end ) }`,
	};
}

/**
 * Every README this script owns a section of, with its renderer.
 *
 * @param {string} root
 */
export function collectTargets( root ) {
	const entries = listPublicEntryPoints( root );
	const targets = [];
	const storeFiles = [];
	for ( const { dir, relDir, manifest } of listWorkspaces( root ) ) {
		if ( manifest.private ) {
			continue;
		}
		targets.push( {
			readme: join( dir, 'README.md' ),
			relDir,
			entries: entries.filter( ( e ) => e.workspace.dir === dir ),
		} );
		for ( const readme of fg.sync( 'src/*/README.md', { cwd: dir } ).sort() ) {
			const storeDir = join( dir, dirname( readme ) );
			const modules = [ ...STORE_MODULES.flatMap( ( m ) => m.files ), RESOLVER_FILE ]
				.map( ( f ) => join( storeDir, f ) )
				.filter( existsSync );
			if ( modules.some( ( m ) => ! m.endsWith( RESOLVER_FILE ) ) ) {
				targets.push( { readme: join( dir, readme ), storeDir } );
				storeFiles.push( ...modules );
			}
		}
	}
	return { targets, files: [ ...entries.map( ( e ) => e.file ), ...storeFiles ] };
}

/**
 * The repository paths the root README names (code spans such as
 * `stores/src/cart/thunks/quantity.ts`, whose first folder exists) that do
 * not exist: its layout and "Where things are" tables must follow moves.
 *
 * @param {string} root
 * @returns {string[]}
 */
export function findMissingReadmePaths( root ) {
	const readme = join( root, 'README.md' );
	if ( ! existsSync( readme ) ) {
		return [];
	}
	const missing = new Set();
	for ( const [ , span ] of readFileSync( readme, 'utf8' ).matchAll( /`([^`\s]+)`/g ) ) {
		const path = span.replace( /\/$/, '' );
		const [ first ] = path.split( '/' );
		const looksLikePath = /^[\w-][\w.-]*(\/[\w.[\]-]+)*$/.test( path );
		if ( looksLikePath && first !== path && existsSync( join( root, first ) ) ) {
			if ( ! existsSync( join( root, path ) ) ) {
				missing.add( path );
			}
		}
	}
	return [ ...missing ];
}

async function main() {
	const { values } = parseArgs( {
		options: { check: { type: 'boolean', default: false }, root: { type: 'string' } },
	} );
	const root = resolve( values.root ?? ROOT );
	const prettierOptions = ( await prettier.resolveConfig( join( ROOT, 'README.md' ) ) ) ?? {};

	const { targets, files } = collectTargets( root );
	const renderer = createRenderer( createProgram( files, root ) );

	const problems = findMissingReadmePaths( root ).map(
		( path ) => `README.md: names \`${ path }\`, which does not exist`
	);
	const stale = [];
	for ( const target of targets ) {
		const name = toPosix( relative( root, target.readme ) );
		if ( ! existsSync( target.readme ) ) {
			problems.push( `${ name }: missing` );
			continue;
		}
		const current = readFileSync( target.readme, 'utf8' );
		const readmeDir = dirname( target.readme );
		const { text, error } = await replaceApiSection(
			current,
			( level ) =>
				target.storeDir
					? renderer.storeSection( target.storeDir, level )
					: renderer.packageSection( target.entries, level, readmeDir ),
			prettierOptions
		);
		if ( error ) {
			problems.push( `${ name }: ${ error }` );
		} else if ( text !== current ) {
			stale.push( name );
			if ( ! values.check ) {
				writeFileSync( target.readme, text );
			}
		}
	}

	if ( problems.length ) {
		console.error( 'API docs: problems:\n' + problems.map( ( p ) => `- ${ p }` ).join( '\n' ) );
	}
	if ( values.check && stale.length ) {
		console.error(
			`API docs: stale API sections (run \`node scripts/api-docs.mjs\`):\n` +
				stale.map( ( s ) => `- ${ s }` ).join( '\n' )
		);
		process.exit( 1 );
	}
	if ( problems.length ) {
		process.exit( 1 );
	}
	console.log(
		values.check
			? `API docs: ${ targets.length } READMEs up to date.`
			: `API docs: ${ stale.length } of ${ targets.length } READMEs rewritten.`
	);
}

if ( process.argv[ 1 ] && resolve( process.argv[ 1 ] ) === fileURLToPath( import.meta.url ) ) {
	await main();
}
