/** Tests of the package's messages: the spec's wording, developer messages, and their es_ES translations. */

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { setLocaleData } from '@wordpress/i18n';

import { getErrorMessageForDisplay, getGenericErrorMessage } from '@cesta/api';
import { areaCatalogues } from '@cesta/i18n';

import {
	abortErrorMessage,
	batchResponseNotValidMessage,
	cartApiErrorMessage,
	fetchErrorMessage,
	invalidJsonMessage,
	invalidOptionMessage,
	invalidPreloadMessage,
	missingPathMessage,
	noRouteForIdsMessage,
	noRouteForNamespaceMessage,
	noRouteForResourceMessage,
	offlineErrorMessage,
	singleResponseNotValidMessage,
	unknownMethodMessage,
} from '../messages';

const spanish = areaCatalogues.api;

const SOURCE_DIR = join( __dirname, '..' );

function sourceFiles( dir: string ): string[] {
	return readdirSync( dir ).flatMap( ( name ) => {
		// Tests live in `test/` folders beside the code; they are not the package.
		if ( name === 'test' ) {
			return [];
		}
		const path = join( dir, name );
		return statSync( path ).isDirectory()
			? sourceFiles( path )
			: path.endsWith( '.ts' )
				? [ path ]
				: [];
	} );
}

// The msgids an extractor would find: the first literal of __() and _n().
const msgids = sourceFiles( SOURCE_DIR ).flatMap( ( file ) =>
	[ ...readFileSync( file, 'utf8' ).matchAll( /\b(?:__|_n)\(\s*'((?:[^'\\]|\\.)*)'/g ) ].map(
		( match ) => match[ 1 ]!.replace( /\\'/g, "'" )
	)
);

afterEach( () => setLocaleData( {}, 'cesta' ) );

describe( 'the messages of the spec', () => {
	it( 'are worded as the spec words them', () => {
		expect( getGenericErrorMessage() ).toBe(
			'Something went wrong. Please contact us to get assistance.'
		);
		expect( invalidJsonMessage() ).toBe( 'The response is not a valid JSON response.' );
		expect( cartApiErrorMessage() ).toBe( 'Unable to get cart data from the API.' );
		expect( batchResponseNotValidMessage() ).toBe(
			'Batch response must have a responses list'
		);
		expect( noRouteForNamespaceMessage( 'wc/store/v9' ) ).toBe(
			'There is no route for the given namespace (wc/store/v9) in the store'
		);
		expect( noRouteForResourceMessage( 'wishlist' ) ).toBe(
			'There is no route for the given resource name (wishlist) in the store'
		);
	} );

	it( 'include the client’s own, each a readable sentence', () => {
		for ( const message of [
			fetchErrorMessage(),
			offlineErrorMessage(),
			abortErrorMessage(),
			singleResponseNotValidMessage(),
			noRouteForIdsMessage( 'cart', 2 ),
		] ) {
			expect( message ).toMatch( /^[A-Z].{10,}/ );
		}
	} );
} );

describe( 'the developer messages', () => {
	it( 'name the package, the option and what was received', () => {
		expect( missingPathMessage( undefined ) ).toBe(
			'@cesta/api: a request needs a "path" relative to the REST root, e.g. "/wc/store/v1/cart"; received undefined.'
		);
		expect( unknownMethodMessage( 'FETCH' ) ).toContain( 'received "FETCH"' );
		expect( invalidOptionMessage( 'root', 'a non-empty string', [] ) ).toBe(
			'@cesta/api: "root" must be a non-empty string; received an array.'
		);
		expect( invalidOptionMessage( 'cartToken', 'a string', null ) ).toContain(
			'received null'
		);
		expect( invalidPreloadMessage( '/wc/store/v1/cart' ) ).toContain( '"/wc/store/v1/cart"' );
	} );
} );

describe( 'the es_ES catalogue', () => {
	it( 'finds the package’s visible strings in the source', () => {
		expect( msgids.length ).toBeGreaterThanOrEqual( 11 );
	} );

	it( 'translates every string of the package', () => {
		const missing = msgids.filter( ( msgid ) => ! ( msgid in spanish ) );

		expect( missing ).toEqual( [] );
	} );

	it( 'has no entry the package no longer uses', () => {
		expect( Object.keys( spanish ).filter( ( key ) => ! msgids.includes( key ) ) ).toEqual(
			[]
		);
	} );

	it( 'is used when loaded: messages are translated when they are built, not when the module loads', () => {
		setLocaleData(
			Object.fromEntries(
				Object.entries( spanish ).map( ( [ key, value ] ) => [
					key,
					Array.isArray( value ) ? value : [ value ],
				] )
			),
			'cesta'
		);

		expect(
			getErrorMessageForDisplay( {
				code: 'invalid_json',
				message: 'x',
				data: { status: 200 },
			} )
		).toBe( 'Algo ha salido mal. Ponte en contacto con nosotros para obtener ayuda.' );
		expect( noRouteForIdsMessage( 'cart', 2 ) ).toBe(
			'No hay ninguna ruta para el nombre de recurso indicado (cart) que admita 2 identificadores en la tienda'
		);
	} );
} );
