/** Tests of loadTranslations, esES and buildLocaleData: Spanish locales only, Jed data, plurals, contexts. */

import { __, _x, createI18n, resetLocaleData } from '@wordpress/i18n';

import { buildLocaleData, catalogue, esES, isSpanishLocale, loadTranslations } from '@cesta/i18n';

afterEach( () => {
	resetLocaleData();
} );

describe( 'loadTranslations', () => {
	it( 'given no locale › loads Spanish into the default @wordpress/i18n instance', () => {
		expect( __( 'Price between %1$s and %2$s', 'cesta' ) ).toBe(
			'Price between %1$s and %2$s'
		);
		expect( loadTranslations() ).toBe( true );
		expect( __( 'Price between %1$s and %2$s', 'cesta' ) ).toBe( 'Precio entre %1$s y %2$s' );
		expect( _x( '%1$s – %2$s', 'price range', 'cesta' ) ).toBe( '%1$s – %2$s' );
	} );

	it( 'given another Spanish locale › loads Spanish too', () => {
		for ( const locale of [ 'es', 'es-MX', 'es_AR', 'ES_es', 'es_ES_formal' ] ) {
			const i18n = createI18n();
			expect( loadTranslations( locale, i18n ) ).toBe( true );
			expect( i18n.__( 'Price between %1$s and %2$s', 'cesta' ) ).toBe(
				'Precio entre %1$s y %2$s'
			);
		}
	} );

	it( 'given a non-Spanish locale › keeps the English strings and says so', () => {
		const i18n = createI18n();
		expect( loadTranslations( 'en_US', i18n ) ).toBe( false );
		expect( loadTranslations( 'eu', i18n ) ).toBe( false );
		expect( i18n.__( 'Price between %1$s and %2$s', 'cesta' ) ).toBe(
			'Price between %1$s and %2$s'
		);
	} );

	it( 'given an i18n instance with other domains › leaves them alone', () => {
		const i18n = createI18n< string >(
			{ '': { domain: 'other' }, Cart: [ 'Warenkorb' ] },
			'other'
		);
		loadTranslations( 'es_ES', i18n );
		expect( i18n.__( 'Cart', 'other' ) ).toBe( 'Warenkorb' );
		expect( i18n.__( 'Price between %1$s and %2$s' ) ).toBe( 'Price between %1$s and %2$s' );
	} );

	it( 'given a locale that is not a string › throws a clear error', () => {
		expect( () => loadTranslations( 42 as unknown as string ) ).toThrow(
			new TypeError( 'loadTranslations needs a locale string such as "es_ES", not number.' )
		);
		expect( () => loadTranslations( null as unknown as string ) ).toThrow( 'not null.' );
	} );

	it( 'recognises Spanish locales only', () => {
		expect( isSpanishLocale( ' es_ES ' ) ).toBe( true );
		expect( isSpanishLocale( 'est' ) ).toBe( false );
		expect( isSpanishLocale( 'en_ES' ) ).toBe( false );
	} );
} );

describe( 'esES', () => {
	it( 'is Jed 1.x data for the cesta domain with the Spanish plural rule', () => {
		expect( esES[ '' ] ).toEqual( {
			domain: 'cesta',
			lang: 'es_ES',
			plural_forms: 'nplurals=2; plural=n != 1;',
		} );
		expect( esES[ 'Price between %1$s and %2$s' ] ).toEqual( [ 'Precio entre %1$s y %2$s' ] );
	} );

	it( 'holds every catalogue entry, and nothing else but the header', () => {
		expect( Object.keys( esES ).sort() ).toEqual( [ '', ...Object.keys( catalogue ) ].sort() );
	} );

	it( 'when loaded › answers every singular catalogue entry in Spanish', () => {
		const i18n = createI18n();
		loadTranslations( 'es_ES', i18n );
		for ( const [ key, translation ] of Object.entries( catalogue ) ) {
			if ( typeof translation !== 'string' ) {
				continue;
			}
			const [ context, msgid ] = key.includes( '\u0004' )
				? key.split( '\u0004' )
				: [ undefined, key ];
			const found = context
				? i18n._x( msgid!, context, 'cesta' )
				: i18n.__( msgid!, 'cesta' );
			expect( found ).toBe( translation );
		}
	} );
} );

describe( 'buildLocaleData', () => {
	const i18nWith = ( data: ReturnType< typeof buildLocaleData > ) => {
		const i18n = createI18n();
		i18n.setLocaleData( data, 'cesta' );
		return i18n;
	};

	it( 'given plurals and contexts › gives data @wordpress/i18n answers with the Spanish forms', () => {
		const i18n = i18nWith(
			buildLocaleData( {
				'%d item': [ '%d artículo', '%d artículos' ],
				'shipping\u0004%d rate': [ '%d tarifa', '%d tarifas' ],
				'coupon\u0004Apply': 'Aplicar',
			} )
		);
		expect( i18n._n( '%d item', '%d items', 1, 'cesta' ) ).toBe( '%d artículo' );
		expect( i18n._n( '%d item', '%d items', 0, 'cesta' ) ).toBe( '%d artículos' );
		expect( i18n._n( '%d item', '%d items', 2, 'cesta' ) ).toBe( '%d artículos' );
		expect( i18n._nx( '%d rate', '%d rates', 3, 'shipping', 'cesta' ) ).toBe( '%d tarifas' );
		expect( i18n._x( 'Apply', 'coupon', 'cesta' ) ).toBe( 'Aplicar' );
		expect( i18n.__( 'Apply', 'cesta' ) ).toBe( 'Apply' );
	} );

	it( 'given a header › overrides the defaults', () => {
		expect( buildLocaleData( {}, { lang: 'es_MX' } )[ '' ] ).toEqual( {
			domain: 'cesta',
			lang: 'es_MX',
			plural_forms: 'nplurals=2; plural=n != 1;',
		} );
	} );

	it.each( [
		[
			{ Subtotal: '' },
			'The translation of "Subtotal" must be a non-empty string or a list of non-empty strings, not "".',
		],
		[ { Subtotal: [] }, 'not [].' ],
		[ { Subtotal: [ 'a', 2 ] }, 'not ["a",2].' ],
		[ { Subtotal: 3 }, 'not 3.' ],
		[
			{ '': 'x' },
			'A catalogue entry has an empty msgid; the empty key is reserved for the locale header.',
		],
	] )( 'given the bad entry %p › throws a TypeError naming it', ( bad, message ) => {
		expect( () => buildLocaleData( bad as never ) ).toThrow( TypeError );
		expect( () => buildLocaleData( bad as never ) ).toThrow( message );
	} );
} );
