/** Tests of the registry's translatable strings: literal msgids in the cesta domain, all translated to Spanish. */

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as ts from 'typescript';

import type * as I18n from '@wordpress/i18n';

import type * as Registry from '@cesta/registry';
import { areaCatalogues } from '@cesta/i18n';
import { loadFreshRegistry } from './helpers';

const spanishCatalogue = areaCatalogues.registry;

const SRC = join( __dirname, '..' );

function sourceFiles( dir: string ): string[] {
	return readdirSync( dir ).flatMap( ( entry ) => {
		// Tests live in `test/` folders beside the code; they are not the package.
		if ( entry === 'test' ) {
			return [];
		}
		const path = join( dir, entry );
		return statSync( path ).isDirectory()
			? sourceFiles( path )
			: /\.ts$/.test( entry )
				? [ path ]
				: [];
	} );
}

interface TranslatableCall {
	fn: string;
	msgid: string;
	domain: string | undefined;
}

/** Every `__( 'literal', 'domain' )` (and `_n`, `_x`) call, as an extractor sees it. */
function translatableCalls(): TranslatableCall[] {
	const calls: TranslatableCall[] = [];
	for ( const file of sourceFiles( SRC ) ) {
		const source = ts.createSourceFile(
			file,
			readFileSync( file, 'utf8' ),
			ts.ScriptTarget.Latest
		);
		const visit = ( node: ts.Node ) => {
			if (
				ts.isCallExpression( node ) &&
				ts.isIdentifier( node.expression ) &&
				[ '__', '_n', '_x' ].includes( node.expression.text )
			) {
				const [ first, ...rest ] = node.arguments;
				const last = rest.at( -1 );
				calls.push( {
					fn: node.expression.text,
					msgid: first && ts.isStringLiteral( first ) ? first.text : '<not a literal>',
					domain: last && ts.isStringLiteral( last ) ? last.text : undefined,
				} );
			}
			ts.forEachChild( node, visit );
		};
		visit( source );
	}
	return calls;
}

describe( 'given the strings the registry shows', () => {
	const calls = translatableCalls();

	it( 'finds the translatable calls', () => {
		expect( calls.length ).toBeGreaterThanOrEqual( 4 );
	} );

	it( 'keeps every msgid a literal in the cesta text domain', () => {
		for ( const call of calls ) {
			expect( call.msgid ).not.toBe( '<not a literal>' );
			expect( call.domain ).toBe( 'cesta' );
		}
	} );

	it( 'translates every one of them to Spanish, and nothing else', () => {
		expect( Object.keys( spanishCatalogue ).sort() ).toEqual(
			[ ...new Set( calls.map( ( call ) => call.msgid ) ) ].sort()
		);
	} );
} );

describe( 'given the Spanish catalogue loaded', () => {
	let registry: typeof Registry;
	beforeEach( () => {
		registry = loadFreshRegistry();
		const { setLocaleData } = jest.requireActual< typeof I18n >( '@wordpress/i18n' );
		setLocaleData(
			Object.fromEntries(
				Object.entries( spanishCatalogue ).map( ( [ key, value ] ) => [
					key,
					Array.isArray( value ) ? value : [ value ],
				] )
			),
			'cesta'
		);
	} );

	it( 'when a price format drops the tag › the error reads in Spanish', () => {
		expect( () => registry.productPriceValidation( '10 €' ) ).toThrow(
			'El valor devuelto debe incluir <price/>; se ha pasado «10 €»'
		);
	} );

	it( 'when a filter returns another type for an admin › the error reads in Spanish', () => {
		window.wcSettings = { currentUserIsAdmin: true };
		registry.registerCheckoutFilters( 'plugin', { totalLabel: () => 1 as unknown as string } );
		expect( () =>
			registry.applyCheckoutFilter( { filterName: 'totalLabel', defaultValue: 'Total' } )
		).toThrow(
			'Los filtros del proceso de pago deben devolver el mismo tipo que reciben. La función recibió string pero devolvió number.'
		);
	} );
} );
