/** Tests of addTranslations: app strings added to the library's, plurals, locales, instances, bad entries. */

import { __, _n, _x, createI18n, resetLocaleData } from '@wordpress/i18n';

import { addTranslations, loadTranslations } from '@cesta/i18n';

afterEach( () => {
	resetLocaleData();
} );

const appCatalogue = {
	'Skip to content': 'Saltar al contenido',
	'%d visitor': [ '%d visitante', '%d visitantes' ],
	'menu\u0004Shop': 'Tienda',
};

describe( 'addTranslations', () => {
	it( 'given the library loaded › adds the app strings to the default instance and keeps the library ones', () => {
		loadTranslations( 'es_ES' );
		expect( addTranslations( appCatalogue ) ).toBe( true );
		expect( __( 'Skip to content', 'cesta' ) ).toBe( 'Saltar al contenido' );
		expect( _x( 'Shop', 'menu', 'cesta' ) ).toBe( 'Tienda' );
		expect( __( 'Price between %1$s and %2$s', 'cesta' ) ).toBe( 'Precio entre %1$s y %2$s' );
	} );

	it( 'given plurals › answers with the Spanish forms, even before the library is loaded', () => {
		const i18n = createI18n();
		addTranslations( appCatalogue, 'es_ES', i18n );
		expect( i18n._n( '%d visitor', '%d visitors', 1, 'cesta' ) ).toBe( '%d visitante' );
		expect( i18n._n( '%d visitor', '%d visitors', 0, 'cesta' ) ).toBe( '%d visitantes' );
		expect( i18n._n( '%d visitor', '%d visitors', 5, 'cesta' ) ).toBe( '%d visitantes' );
		loadTranslations( 'es_ES', i18n );
		expect( i18n._n( '%d visitor', '%d visitors', 2, 'cesta' ) ).toBe( '%d visitantes' );
	} );

	it( 'given another Spanish locale and an instance › adds to that instance only', () => {
		const i18n = createI18n();
		loadTranslations( 'es_MX', i18n );
		expect( addTranslations( appCatalogue, 'es-MX', i18n ) ).toBe( true );
		expect( i18n.__( 'Skip to content', 'cesta' ) ).toBe( 'Saltar al contenido' );
		expect( __( 'Skip to content', 'cesta' ) ).toBe( 'Skip to content' );
	} );

	it( 'given a non-Spanish locale › keeps the English strings and says so', () => {
		const i18n = createI18n();
		expect( addTranslations( appCatalogue, 'en_US', i18n ) ).toBe( false );
		expect( i18n.getLocaleData( 'cesta' ) ).toBeUndefined();
		expect( i18n.__( 'Skip to content', 'cesta' ) ).toBe( 'Skip to content' );
	} );

	it( 'given a msgid the library translates › the app translation replaces it', () => {
		loadTranslations( 'es_ES' );
		addTranslations( { 'Price between %1$s and %2$s': 'Entre %1$s y %2$s' } );
		expect( __( 'Price between %1$s and %2$s', 'cesta' ) ).toBe( 'Entre %1$s y %2$s' );
		expect( _n( '%d in cart', '%d in cart', 2, 'cesta' ) ).toBe( '%d en el carrito' );
	} );

	it( 'given an instance with other domains › leaves them alone', () => {
		const i18n = createI18n< string >(
			{ '': { domain: 'other' }, 'Skip to content': [ 'Zum Inhalt springen' ] },
			'other'
		);
		addTranslations( appCatalogue, 'es_ES', i18n );
		expect( i18n.__( 'Skip to content', 'other' ) ).toBe( 'Zum Inhalt springen' );
		expect( i18n.__( 'Skip to content', 'cesta' ) ).toBe( 'Saltar al contenido' );
	} );

	it( 'given a bad entry › throws a TypeError naming it, whatever the locale', () => {
		for ( const locale of [ 'es_ES', 'en_US' ] ) {
			expect( () => addTranslations( { 'Skip to content': '' }, locale ) ).toThrow(
				new TypeError(
					'The translation of "Skip to content" must be a non-empty string or a list of non-empty strings, not "".'
				)
			);
		}
		expect( __( 'Skip to content', 'cesta' ) ).toBe( 'Skip to content' );
	} );

	it( 'given a locale that is not a string › throws a clear error', () => {
		expect( () => addTranslations( appCatalogue, 42 as unknown as string ) ).toThrow(
			new TypeError( 'addTranslations needs a locale string such as "es_ES", not number.' )
		);
	} );
} );
