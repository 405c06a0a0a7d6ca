/**
 * The block editor's Spanish (`wordpressCatalogue`) against the installed
 * `@wordpress/*` packages and `@wordpress/i18n`: every msgid (and `_x`
 * context) is one those packages' builds really pass to `__()` or `_x()`, so
 * a renamed string upstream shows up here rather than as English on the
 * page; once loaded, the WordPress domain reads in Spanish and the `cesta`
 * domain is untouched.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { __, _x, createI18n, defaultI18n } from '@wordpress/i18n';

import { CONTEXT_SEPARATOR } from '@cesta/i18n';

import {
	WORDPRESS_TEXT_DOMAIN,
	loadWordPressTranslations,
	wordpressCatalogue,
} from '../wordpress-es';

const WORDPRESS_PACKAGES = [ 'block-editor', 'components', 'blocks', 'keycodes' ];
const NODE_MODULES = join( __dirname, '../../../../../node_modules/@wordpress' );

const buildFiles = ( directory: string ): string[] =>
	readdirSync( directory, { withFileTypes: true } ).flatMap( ( entry ) => {
		const path = join( directory, entry.name );
		if ( entry.isDirectory() ) {
			return buildFiles( path );
		}
		return entry.name.endsWith( '.cjs' ) || entry.name.endsWith( '.js' ) ? [ path ] : [];
	} );

// The packages' CommonJS builds, squeezed so a call split over lines reads as one.
const WORDPRESS_SOURCES = WORDPRESS_PACKAGES.flatMap( ( name ) =>
	buildFiles( join( NODE_MODULES, name, 'build' ) )
)
	.map( ( path ) =>
		readFileSync( path, 'utf8' )
			.replace( /\(\s+/g, '(' )
			.replace( /,?\s+\)/g, ')' )
	)
	.join( '\n' );

describe( "the block editor's Spanish", () => {
	it.each( Object.keys( wordpressCatalogue ) )(
		'given the msgid %j › the @wordpress packages translate it with __() or _x() in their own domain',
		( key ) => {
			const [ context, msgid ] = key.includes( CONTEXT_SEPARATOR )
				? key.split( CONTEXT_SEPARATOR )
				: [ undefined, key ];
			const call = context
				? `_x)(${ JSON.stringify( msgid ) }, ${ JSON.stringify( context ) })`
				: `__)(${ JSON.stringify( msgid ) })`;
			expect( WORDPRESS_SOURCES.includes( call ) ).toBe( true );
		}
	);

	it( 'given the catalogue loaded › the WordPress domain reads in Spanish, the cesta domain keeps its own', () => {
		loadWordPressTranslations();
		expect( __( 'Move down' ) ).toBe( 'Mover hacia abajo' );
		expect( _x( 'Add block', 'Generic label for block inserter button' ) ).toBe(
			'Añadir bloque'
		);
		expect( __( 'Move down', 'cesta' ) ).toBe( 'Move down' );
		expect( defaultI18n.getLocaleData( WORDPRESS_TEXT_DOMAIN )[ '' ] ).toMatchObject( {
			domain: WORDPRESS_TEXT_DOMAIN,
		} );
		expect( createI18n().__( 'Move down' ) ).toBe( 'Move down' );
	} );
} );
