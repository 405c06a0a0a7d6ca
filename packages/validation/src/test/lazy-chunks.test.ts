/** Tests that what first paint does not need (locales, rule evaluator, password library) is only imported dynamically. */

import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import ts from 'typescript';

const SRC = join( __dirname, '..' );

interface StaticGraph {
	files: Set< string >;
	bare: Set< string >;
	dynamic: Array< { from: string; specifier: string } >;
}

const resolveSource = ( from: string, specifier: string ): string => {
	const base = resolve( dirname( from ), specifier );
	for ( const candidate of [ `${ base }.ts`, `${ base }/index.ts` ] ) {
		try {
			readFileSync( candidate );
			return candidate;
		} catch {
			// Not this one; try the next.
		}
	}
	throw new Error( `Cannot resolve ${ specifier } from ${ from }` );
};

/**
 * The modules a bundler puts in the entry's chunk: imports and re-exports
 * that are not type-only, followed file by file. `import()` calls are listed
 * apart — bundlers give them their own chunks.
 */
function staticGraph( entry: string ): StaticGraph {
	const graph: StaticGraph = { files: new Set(), bare: new Set(), dynamic: [] };
	const queue = [ entry ];
	while ( queue.length > 0 ) {
		const file = queue.pop()!;
		if ( graph.files.has( file ) ) {
			continue;
		}
		graph.files.add( file );
		const source = ts.createSourceFile(
			file,
			readFileSync( file, 'utf8' ),
			ts.ScriptTarget.Latest
		);
		const visit = ( node: ts.Node ) => {
			if (
				ts.isCallExpression( node ) &&
				node.expression.kind === ts.SyntaxKind.ImportKeyword &&
				ts.isStringLiteral( node.arguments[ 0 ]! )
			) {
				graph.dynamic.push( { from: file, specifier: node.arguments[ 0 ].text } );
			}
			ts.forEachChild( node, visit );
		};
		for ( const statement of source.statements ) {
			const isStatic =
				( ts.isImportDeclaration( statement ) && ! statement.importClause?.isTypeOnly ) ||
				( ts.isExportDeclaration( statement ) && ! statement.isTypeOnly );
			const specifier =
				isStatic &&
				statement.moduleSpecifier &&
				ts.isStringLiteral( statement.moduleSpecifier )
					? statement.moduleSpecifier.text
					: undefined;
			if ( specifier?.startsWith( '.' ) ) {
				queue.push( resolveSource( file, specifier ) );
			} else if ( specifier ) {
				graph.bare.add( specifier );
			}
			visit( statement );
		}
	}
	return graph;
}

describe( 'given the entry of @cesta/validation, as a bundler splits it', () => {
	const graph = staticGraph( join( SRC, 'index.ts' ) );
	const inEntryChunk = ( path: string ) => graph.files.has( join( SRC, path ) );
	const dynamicTargets = graph.dynamic.map( ( { from, specifier } ) =>
		specifier.startsWith( '.' ) ? relative( SRC, resolveSource( from, specifier ) ) : specifier
	);

	it( 'keeps the built-in address locales and their state lists out of the entry chunk', () => {
		expect( inEntryChunk( 'fields/locales/load.ts' ) ).toBe( true );
		expect( inEntryChunk( 'fields/locales/fallback.ts' ) ).toBe( false );
		expect( inEntryChunk( 'fields/locales/rules.ts' ) ).toBe( false );
		expect( inEntryChunk( 'fields/locales/states/es.ts' ) ).toBe( false );
		expect( dynamicTargets ).toContain( 'fields/locales/fallback.ts' );
	} );

	it( 'keeps the rule evaluator and its JSON Schema library out of the entry chunk', () => {
		expect( inEntryChunk( 'additional-fields/load.ts' ) ).toBe( true );
		expect( inEntryChunk( 'additional-fields/evaluator.ts' ) ).toBe( false );
		expect( inEntryChunk( 'additional-fields/data-references.ts' ) ).toBe( false );
		expect( graph.bare ).not.toContain( '@cfworker/json-schema' );
		expect( dynamicTargets ).toContain( 'additional-fields/evaluator.ts' );
	} );

	it( 'keeps the password library out of the entry chunk', () => {
		expect( [ ...graph.bare ].filter( ( name ) => name.startsWith( '@zxcvbn-ts/' ) ) ).toEqual(
			[]
		);
		expect( dynamicTargets ).toContain( '@zxcvbn-ts/core' );
	} );
} );
