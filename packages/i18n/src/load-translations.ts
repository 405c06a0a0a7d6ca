/** Loads the Spanish translations into the cesta text domain when the locale is Spanish. */

import { defaultI18n } from '@wordpress/i18n';
import type { LocaleData } from '@wordpress/i18n';

import { SPANISH_LOCALE, TEXT_DOMAIN } from './constants';
import { esES } from './es-es';
import { invalidLocaleMessage } from './messages';

/**
 * Whether a WordPress or BCP 47 locale is Spanish: `es`, `es_ES`, `es-MX`,
 * `es_ES_formal`, in any letter case.
 *
 * @example
 * isSpanishLocale( 'es_AR' ); // true
 * isSpanishLocale( 'en_US' ); // false
 */
export function isSpanishLocale( locale: string ): boolean {
	return /^es(?:[_-]|$)/i.test( locale.trim() );
}

/**
 * Gives the `cesta` text domain its Spanish translations when `locale` is
 * Spanish; any other locale keeps the English source strings and leaves the
 * instance untouched. Other domains are kept either way. Returns whether the
 * translations were loaded.
 *
 * @example
 * loadTranslations( getSetting( 'locale' ).userLocale );
 * __( 'Price between %1$s and %2$s', 'cesta' ); // 'Precio entre %1$s y %2$s'
 */
export function loadTranslations(
	locale: string = SPANISH_LOCALE,
	i18n: {
		setLocaleData: ( data: LocaleData, domain: typeof TEXT_DOMAIN ) => void;
	} = defaultI18n
): boolean {
	if ( typeof locale !== 'string' ) {
		throw new TypeError( invalidLocaleMessage( 'loadTranslations', locale ) );
	}
	if ( ! isSpanishLocale( locale ) ) {
		return false;
	}
	i18n.setLocaleData( esES, TEXT_DOMAIN );
	return true;
}
