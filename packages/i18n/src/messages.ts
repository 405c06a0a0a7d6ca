/*
 * Every error this package throws. They are for developers, so they are not
 * translated.
 */

/**
 * Thrown by `loadTranslations` and `addTranslations` when the locale is not a
 * string.
 *
 * @example
 * throw new TypeError( invalidLocaleMessage( 'loadTranslations', 42 ) );
 */
export const invalidLocaleMessage = ( caller: string, locale: unknown ): string =>
	`${ caller } needs a locale string such as "es_ES", not ${
		locale === null ? 'null' : typeof locale
	}.`;

/**
 * Thrown when a catalogue entry is neither a non-empty string nor a list of
 * non-empty strings.
 *
 * @example
 * throw new TypeError( invalidCatalogueEntryMessage( 'Subtotal', 3 ) );
 */
export const invalidCatalogueEntryMessage = ( msgid: string, translation: unknown ): string =>
	`The translation of ${ JSON.stringify( msgid ) } must be a non-empty string or a list of non-empty strings, not ${
		JSON.stringify( translation ) ?? typeof translation
	}.`;

/**
 * Thrown when a catalogue has an entry under the empty key, which Jed keeps
 * for the header.
 *
 * @example
 * throw new TypeError( EMPTY_MSGID_MESSAGE );
 */
export const EMPTY_MSGID_MESSAGE =
	'A catalogue entry has an empty msgid; the empty key is reserved for the locale header.';
