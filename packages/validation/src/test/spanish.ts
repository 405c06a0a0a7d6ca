/** Test helpers that switch the cesta text domain between the validation es_ES catalogue and English. */

import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import type { LocaleData } from '@wordpress/i18n';

import { areaCatalogues } from '@cesta/i18n';

/** Loads the package's es_ES catalogue into `@wordpress/i18n` for the `cesta` domain. */
export function useSpanish(): void {
	const data: LocaleData = {
		'': { domain: 'cesta', lang: 'es_ES', plural_forms: 'nplurals=2; plural=n != 1;' },
	};
	for ( const [ msgid, translation ] of Object.entries( areaCatalogues.validation ) ) {
		data[ msgid ] = Array.isArray( translation ) ? translation : [ translation ];
	}
	setLocaleData( data, 'cesta' );
}

/** Puts `@wordpress/i18n` back to untranslated English. */
export function useEnglish(): void {
	resetLocaleData( undefined, 'cesta' );
}
