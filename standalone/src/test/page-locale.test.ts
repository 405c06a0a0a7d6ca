/** Tests of pageLocale: the settings' user locale, the document language, then es_ES. */

import { pageLocale } from '../page-locale';

afterEach( () => {
	delete window.wcSettings;
	document.documentElement.lang = '';
} );

describe( 'pageLocale', () => {
	it( 'given settings with a user locale › uses it, as WordPress translates scripts in the user locale', () => {
		window.wcSettings = { locale: { siteLocale: 'es_ES', userLocale: 'en_US' } };
		document.documentElement.lang = 'es';

		expect( pageLocale() ).toBe( 'en_US' );
	} );

	it( 'given no locale in the settings › uses the document language', () => {
		window.wcSettings = { currency: { code: 'EUR' } };
		document.documentElement.lang = 'es-MX';

		expect( pageLocale() ).toBe( 'es-MX' );
	} );

	it( 'given neither › falls back to the shop default, es_ES', () => {
		expect( pageLocale() ).toBe( 'es_ES' );
	} );

	it( 'given a blank or non-string user locale › ignores it', () => {
		window.wcSettings = { locale: { userLocale: '  ' } };
		document.documentElement.lang = 'en';

		expect( pageLocale() ).toBe( 'en' );
		window.wcSettings = { locale: { userLocale: 42 } };
		expect( pageLocale() ).toBe( 'en' );
	} );
} );
