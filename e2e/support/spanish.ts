/** es(): what a Spanish shopper reads for an English msgid, so end-to-end tests find elements by their text. */

import { sprintf } from '@wordpress/i18n';

import { catalogue } from '@cesta/i18n';

/**
 * What a Spanish shopper reads for an English msgid: its es_ES translation
 * (the singular of a plural), or the msgid itself when the catalogue has none
 * (as `@wordpress/i18n` falls back), with `sprintf` placeholders filled. The
 * suite finds elements by what people read, not by class names.
 *
 * @example
 * es( 'Increase quantity of %s', 'Arrocera' ); // 'Aumentar la cantidad de Arrocera'
 */
export function es( msgid: string, ...args: Array< string | number > ): string {
	const translation = catalogue[ msgid ];
	const text = Array.isArray( translation ) ? translation[ 0 ]! : ( translation ?? msgid );
	// The catalogue's texts are not literals, so sprintf's placeholder typing cannot apply.
	const format = sprintf as ( template: string, ...values: Array< string | number > ) => string;
	return args.length ? format( text, ...args ) : text;
}
