/** Types of the translations: an area's catalogue and the Jed locale data built from it. */

/**
 * Spanish translations of one area, keyed by English msgid. A plural string
 * (`_n`) maps its singular msgid to `[ singular, plural ]`; a string with a
 * context (`_x`) is keyed `context\u0004msgid`.
 *
 * @example
 * export const cart: Catalogue = {
 * 	'Remove item': 'Eliminar artículo',
 * 	'%d item': [ '%d artículo', '%d artículos' ],
 * 	'button label\u0004Apply': 'Aplicar',
 * };
 */
export type Catalogue = Record< string, string | string[] >;

/**
 * The header entry of Jed 1.x locale data.
 *
 * @example
 * const header: LocaleHeader = { domain: 'cesta', lang: 'es_ES', plural_forms: 'nplurals=2; plural=n != 1;' };
 */
export type LocaleHeader = {
	domain: string;
	lang: string;
	plural_forms: string;
};

/**
 * Jed 1.x locale data for one domain, as `setLocaleData` of `@wordpress/i18n`
 * takes it: the header under `''`, then each msgid with its translations.
 *
 * @example
 * const data: JedLocaleData = { '': header, Subtotal: [ 'Subtotal' ] };
 */
export type JedLocaleData = { '': LocaleHeader } & Record< string, LocaleHeader | string[] >;
