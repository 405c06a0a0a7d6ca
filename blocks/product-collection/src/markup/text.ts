/**
 * Text from the Store API made safe for HTML: its texts may carry HTML
 * entities (`Add to cart: &ldquo;Olla&rdquo;`), which are decoded, then
 * everything is escaped, so no product text can become markup. Node-safe: no
 * DOM.
 */
import { escapeHtml } from '@cesta/blocks-shared/markup-writer';

/** The named entities WordPress's texturize and esc_html write. */
const NAMED_ENTITIES: Record< string, string > = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
	ndash: '\u2013',
	mdash: '\u2014',
	lsquo: '\u2018',
	rsquo: '\u2019',
	sbquo: '\u201a',
	ldquo: '\u201c',
	rdquo: '\u201d',
	bdquo: '\u201e',
	hellip: '\u2026',
	laquo: '\u00ab',
	raquo: '\u00bb',
	euro: '\u20ac',
	pound: '\u00a3',
	yen: '\u00a5',
	cent: '\u00a2',
	copy: '\u00a9',
	reg: '\u00ae',
	trade: '\u2122',
	times: '\u00d7',
	deg: '\u00b0',
	prime: '\u2032',
	Prime: '\u2033',
};

const fromCodePoint = ( code: number, original: string ): string =>
	Number.isInteger( code ) && code > 0 && code <= 0x10ffff && ( code < 0xd800 || code > 0xdfff )
		? String.fromCodePoint( code )
		: original;

/**
 * Decodes HTML entities (named ones WordPress writes, and every numeric one);
 * unknown names stay as written.
 *
 * @example
 * decodeEntities( 'Add to cart: &ldquo;Olla&rdquo; &#8211; &#x20AC;' ); // 'Add to cart: “Olla” – €'
 */
export function decodeEntities( text: string ): string {
	if ( ! text.includes( '&' ) ) {
		return text;
	}
	return text.replace( /&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, ( entity, body: string ) => {
		if ( body[ 0 ] === '#' ) {
			const hex = body[ 1 ] === 'x' || body[ 1 ] === 'X';
			return fromCodePoint( parseInt( body.slice( hex ? 2 : 1 ), hex ? 16 : 10 ), entity );
		}
		return NAMED_ENTITIES[ body ] ?? entity;
	} );
}

/**
 * Text from the Store API, or any other source, ready to print inside HTML
 * content or a quoted attribute: entities decoded once, then escaped. Values
 * that are not strings print as `''`.
 *
 * @example
 * safeText( '<img src=x onerror=alert(1)> &amp; co' ); // '&lt;img src=x onerror=alert(1)&gt; &amp; co'
 */
export function safeText( text: unknown ): string {
	return typeof text === 'string' ? escapeHtml( decodeEntities( text ) ) : '';
}

/**
 * Text without any HTML tags (a product name the server sent as HTML, e.g.
 * `Olla <em>XL</em>`), entities decoded, then escaped.
 *
 * @example
 * safePlainText( 'Olla <em>XL</em>' ); // 'Olla XL'
 */
export function safePlainText( text: unknown ): string {
	return typeof text === 'string' ? safeText( text.replace( /<[^>]*>/g, '' ) ) : '';
}

/**
 * A URL for an `href` or `src`: only `http(s):`, protocol-relative, relative
 * and fragment URLs pass (no `javascript:`, `data:`, …); others become `''`.
 * The result is escaped for an attribute.
 *
 * @example
 * safeUrl( 'javascript:alert(1)' ); // ''
 * safeUrl( '/producto/arrocera/?a=1&b=2' ); // '/producto/arrocera/?a=1&amp;b=2'
 */
export function safeUrl( url: unknown ): string {
	if ( typeof url !== 'string' ) {
		return '';
	}
	const decoded = decodeEntities( url ).trim();
	// Browsers ignore tabs and newlines inside a scheme ("java\tscript:").
	const scheme = /^([^/?#]*?):/.exec( decoded.replace( /[\t\n\r]/g, '' ) );
	if ( scheme && ! /^https?$/i.test( scheme[ 1 ]! ) ) {
		return '';
	}
	return escapeHtml( decoded );
}
