/** pageLocale: the locale the page's scripts speak, from the host's settings, the document or the default. */

import { getSetting } from '@cesta/settings';

/**
 * The locale the page's scripts speak: the user locale the host printed in
 * `wcSettings.locale` (WordPress translates scripts in the user's locale),
 * else the document's `lang` (`es` → `es`), else the shop's default, es_ES.
 *
 * @example
 * window.wcSettings = { locale: { userLocale: 'es_ES' } };
 * pageLocale(); // 'es_ES'
 */
export function pageLocale(): string {
	const printed = ( window.wcSettings?.locale as { userLocale?: unknown } | undefined )
		?.userLocale;
	if ( typeof printed === 'string' && printed.trim() ) {
		return printed;
	}
	const lang = document.documentElement.lang.trim();
	return lang || getSetting( 'locale' ).userLocale;
}
