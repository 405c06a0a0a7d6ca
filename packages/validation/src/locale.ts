/** Locale helpers for messages: German locales, the page's language, labels inside sentences. */

import { GERMAN_LOCALE_PREFIX } from './constants';

/**
 * Whether a locale is German (`de_DE`, `de_CH_informal`, `de-AT`, `de`…), where
 * field labels keep their capitals inside messages.
 *
 * @example
 * isGermanLocale( 'de_DE_formal' ); // true
 * isGermanLocale( 'es_ES' ); // false
 */
export function isGermanLocale( locale: string | undefined | null ): boolean {
	if ( typeof locale !== 'string' ) {
		return false;
	}
	const language = locale.trim().toLowerCase().split( /[_-]/ )[ 0 ];
	return language === GERMAN_LOCALE_PREFIX;
}

/**
 * The page's language, as the host page declares it on `<html lang>` (WordPress
 * writes the site locale there, e.g. `es-ES`); `''` without a DOM.
 *
 * @example
 * getDocumentLocale(); // 'es-ES'
 */
export function getDocumentLocale(): string {
	return typeof document === 'undefined' ? '' : document.documentElement.lang;
}

/**
 * A field label as it appears inside a sentence: lower-cased, except in German
 * locales.
 *
 * @example
 * labelInSentence( 'Postal code', 'es_ES' ); // 'postal code'
 * labelInSentence( 'Postleitzahl', 'de_DE' ); // 'Postleitzahl'
 */
export function labelInSentence( label: string, locale: string = getDocumentLocale() ): string {
	return isGermanLocale( locale ) ? label : label.toLocaleLowerCase();
}
