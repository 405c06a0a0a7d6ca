/**
 * The allow-list a saved template's HTML must pass. The server prints that
 * HTML on the shop's pages as it was saved (as WordPress prints a post), so
 * rather than cleaning it, anything outside what the blocks' `save` writes
 * is refused: a few elements, classes, ids, `data-*`/`aria-*` attributes,
 * safe links and inert styles. Text never holds a `<`.
 */

import { isSafeUrl } from '@cesta/sanitize';

/** Elements the blocks' save output and the core text blocks use. */
const ALLOWED_TAGS: ReadonlySet< string > = new Set( [
	'div',
	'span',
	'p',
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'hr',
	'br',
	'a',
	'strong',
	'em',
	'b',
	'i',
	's',
	'code',
	'mark',
	'sub',
	'sup',
] );

const PLAIN_ATTRIBUTES: ReadonlySet< string > = new Set( [
	'class',
	'id',
	'title',
	'role',
	'target',
	'rel',
] );
const PREFIXED_ATTRIBUTE = /^(?:data|aria)-[a-z0-9-]+$/;
// Styles may colour and space things, never load or run anything.
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|javascript:|@import|behavior\s*:|-moz-binding|\\/i;

// `<tag attr="value" …>`, `</tag>`, `<br/>`: attribute values double-quoted,
// as WordPress's serializer writes them.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z][-a-zA-Z0-9:]*(?:="[^"<]*")?)*)\s*\/?>/y;
const ATTRIBUTE = /\s+([a-zA-Z][-a-zA-Z0-9:]*)(?:="([^"]*)")?/g;

const MARKUP_EXCERPT_CHARACTERS = 40;

const NAMED_REFERENCES: Record< string, string > = {
	amp: '&',
	quot: '"',
	apos: "'",
	lt: '<',
	gt: '>',
};
const CHARACTER_REFERENCE = /&(?:#(\d+)|#x([0-9a-f]+)|([a-z][a-z0-9]*));?/gi;

/**
 * The URL a browser reads from an attribute value: character references
 * decoded (`jav&#x61;script:` is `javascript:`). Null when it holds a named
 * reference other than the five XML ones, which a scheme could hide behind
 * (`&colon;`).
 */
const decodedUrl = ( value: string ): string | null => {
	let unknown = false;
	const url = value.replace( CHARACTER_REFERENCE, ( _match, decimal, hex, name: string ) => {
		if ( name !== undefined ) {
			unknown ||= ! ( name.toLowerCase() in NAMED_REFERENCES );
			return NAMED_REFERENCES[ name.toLowerCase() ] ?? '';
		}
		return String.fromCodePoint(
			Math.min( Number.parseInt( decimal ?? hex, decimal ? 10 : 16 ), 0x10ffff )
		);
	} );
	return unknown ? null : url;
};

const isAllowedAttribute = ( name: string, value: string, tagName: string ): boolean => {
	if ( name === 'href' ) {
		const url = decodedUrl( value );
		return tagName === 'a' && url !== null && isSafeUrl( url );
	}
	if ( name === 'style' ) {
		return ! UNSAFE_STYLE.test( value );
	}
	return PLAIN_ATTRIBUTES.has( name ) || PREFIXED_ATTRIBUTE.test( name );
};

const isAllowedTag = ( closing: boolean, tagName: string, attributes: string ): boolean => {
	if ( ! ALLOWED_TAGS.has( tagName ) ) {
		return false;
	}
	if ( closing ) {
		return attributes === '';
	}
	for ( const [ , name, value = '' ] of attributes.matchAll( ATTRIBUTE ) ) {
		if ( ! isAllowedAttribute( name!.toLowerCase(), value, tagName ) ) {
			return false;
		}
	}
	return true;
};

/**
 * The first piece of `html` outside the allow-list (a tag, an attribute, a
 * comment, a stray `<`), as an excerpt for the error message; null when all
 * of it is allowed.
 *
 * @example
 * disallowedMarkup( '<p class="has-text-align-center">Hola</p>' ); // null
 * disallowedMarkup( '<p onclick="alert(1)">Hola</p>' ); // '<p onclick="alert(1)">Hola</p>'
 */
export function disallowedMarkup( html: string ): string | null {
	let index = html.indexOf( '<' );
	while ( index !== -1 ) {
		TAG.lastIndex = index;
		const tag = TAG.exec( html );
		if ( ! tag || ! isAllowedTag( tag[ 1 ] === '/', tag[ 2 ]!.toLowerCase(), tag[ 3 ]! ) ) {
			return html.slice( index, index + MARKUP_EXCERPT_CHARACTERS );
		}
		index = html.indexOf( '<', TAG.lastIndex );
	}
	return null;
}
