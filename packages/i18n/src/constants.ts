/** The i18n constants: the text domain, the catalogue's locale, its plural rule and the context separator. */

/**
 * The text domain of every Cesta string: `__( 'Subtotal', 'cesta' )`.
 *
 * @example
 * setLocaleData( esES, TEXT_DOMAIN );
 */
export const TEXT_DOMAIN = 'cesta';

/**
 * The locale of the catalogue: Spanish as spoken in Spain.
 *
 * @example
 * loadTranslations( SPANISH_LOCALE );
 */
export const SPANISH_LOCALE = 'es_ES';

/**
 * Spanish plural rule in gettext's notation: one form for 1, another for the rest.
 *
 * @example
 * esES[ '' ].plural_forms === SPANISH_PLURAL_FORMS; // true
 */
export const SPANISH_PLURAL_FORMS = 'nplurals=2; plural=n != 1;';

/**
 * Joins a gettext context and a msgid into one catalogue key, as Jed does.
 *
 * @example
 * const key = `price range${ CONTEXT_SEPARATOR }%1$s – %2$s`;
 */
export const CONTEXT_SEPARATOR = '\u0004';
