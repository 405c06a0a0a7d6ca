/** Adds an app's own Spanish strings to the cesta text domain, on top of the library's. */

import { defaultI18n } from '@wordpress/i18n';
import type { LocaleData } from '@wordpress/i18n';

import { SPANISH_LOCALE, TEXT_DOMAIN } from './constants';
import { isSpanishLocale } from './load-translations';
import { buildLocaleData } from './locale-data';
import { invalidLocaleMessage } from './messages';
import type { Catalogue } from './types';

/**
 * Adds an app's own Spanish strings to the `cesta` text domain when `locale`
 * is Spanish, keeping what is already loaded: call it after
 * `loadTranslations`, which brings only the library's strings. An entry for a
 * msgid the library already translates replaces the library's translation.
 * Returns whether the strings were added. A bad entry throws a `TypeError`
 * naming it whatever the locale, so an English session catches it too.
 *
 * @example
 * loadTranslations( 'es_ES' );
 * addTranslations( { 'Skip to content': 'Saltar al contenido' }, 'es_ES' );
 * __( 'Skip to content', 'cesta' ); // 'Saltar al contenido'
 */
export function addTranslations(
	catalogue: Catalogue,
	locale: string = SPANISH_LOCALE,
	i18n: {
		addLocaleData: ( data: LocaleData, domain: typeof TEXT_DOMAIN ) => void;
	} = defaultI18n
): boolean {
	if ( typeof locale !== 'string' ) {
		throw new TypeError( invalidLocaleMessage( 'addTranslations', locale ) );
	}
	const data = buildLocaleData( catalogue );
	if ( ! isSpanishLocale( locale ) ) {
		return false;
	}
	i18n.addLocaleData( data, TEXT_DOMAIN );
	return true;
}
