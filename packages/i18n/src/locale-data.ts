/** Turns a catalogue into Jed 1.x locale data, refusing bad entries with a TypeError. */

import { SPANISH_LOCALE, SPANISH_PLURAL_FORMS, TEXT_DOMAIN } from './constants';
import { EMPTY_MSGID_MESSAGE, invalidCatalogueEntryMessage } from './messages';
import type { Catalogue, JedLocaleData, LocaleHeader } from './types';

const isTranslation = ( value: unknown ): value is string =>
	typeof value === 'string' && value !== '';

const toForms = ( msgid: string, translation: unknown ): string[] => {
	if ( isTranslation( translation ) ) {
		return [ translation ];
	}
	if (
		Array.isArray( translation ) &&
		translation.length > 0 &&
		translation.every( isTranslation )
	) {
		return [ ...translation ];
	}
	throw new TypeError( invalidCatalogueEntryMessage( msgid, translation ) );
};

/**
 * Turns a catalogue into Jed 1.x locale data for `setLocaleData`. The header
 * defaults to the `cesta` domain, `es_ES` and the Spanish plural rule. A bad
 * entry throws a `TypeError` naming it, rather than silently showing English.
 *
 * @example
 * const data = buildLocaleData( { Subtotal: 'Subtotal', '%d item': [ '%d artículo', '%d artículos' ] } );
 * data[ '%d item' ]; // [ '%d artículo', '%d artículos' ]
 */
export function buildLocaleData(
	catalogue: Catalogue,
	header: Partial< LocaleHeader > = {}
): JedLocaleData {
	const data: JedLocaleData = {
		'': {
			domain: TEXT_DOMAIN,
			lang: SPANISH_LOCALE,
			plural_forms: SPANISH_PLURAL_FORMS,
			...header,
		},
	};
	for ( const [ msgid, translation ] of Object.entries( catalogue ) ) {
		if ( msgid === '' ) {
			throw new TypeError( EMPTY_MSGID_MESSAGE );
		}
		data[ msgid ] = toForms( msgid, translation );
	}
	return data;
}
