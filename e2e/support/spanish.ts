/** es(): what a Spanish shopper reads for an English msgid, so end-to-end tests find elements by their text. */

import { sprintf } from '@wordpress/i18n';

import { catalogue } from '@cesta/i18n';

import { demoCatalogue } from '../../demo/src/i18n/catalogue';

// The demo shop's own pages (order received, …) translate through its catalogue, after the library's.
const SPANISH = { ...catalogue, ...demoCatalogue };

/**
 * What a Spanish shopper reads for an English msgid: its es_ES translation
 * (the singular of a plural), or the msgid itself when the catalogue has none
 * (as `@wordpress/i18n` falls back), with `sprintf` placeholders filled. The
 * library's catalogue and the demo shop's own (its server-rendered pages)
 * both count. The suite finds elements by what people read, not by class
 * names.
 *
 * @example
 * es( 'Increase quantity of %s', 'Arrocera' ); // 'Aumentar la cantidad de Arrocera'
 */
export function es( msgid: string, ...args: Array< string | number > ): string {
	const translation = SPANISH[ msgid ];
	const text = Array.isArray( translation ) ? translation[ 0 ]! : ( translation ?? msgid );
	// The catalogue's texts are not literals, so sprintf's placeholder typing cannot apply.
	const format = sprintf as ( template: string, ...values: Array< string | number > ) => string;
	return args.length ? format( text, ...args ) : text;
}
