// Elements whose content is code or metadata, never readable text.
const NON_TEXT_ELEMENTS =
	/<(script|style|template|noscript|noembed|noframes|iframe|object|textarea|title|xmp)\b[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?(?:-->|$)/g;
const TAGS = /<\/?[a-z!?/][^>]*>?/gi;

/**
 * Turns HTML into plain text without a DOM: comments, tags and the content of
 * script-like elements are removed, and any `<` or `>` left behind is escaped,
 * so the result is safe to insert as HTML and shows as plain text. Character
 * references (`&amp;`) are left as they are.
 *
 * This is what {@link sanitizeHTML} returns where DOMPurify cannot run (no
 * `window`, e.g. server rendering): formatting is lost, content is not.
 *
 * @example
 * htmlToSafeText( '<p>Oferta <b>-20%</b><script>alert(1)</script></p>' ); // 'Oferta -20%'
 */
export function htmlToSafeText( html: string ): string {
	let previous: string;
	let text = html;
	// Repeat until stable: removing one tag must not assemble another
	// ("<scr<script>ipt>").
	do {
		previous = text;
		text = text.replace( COMMENTS, '' ).replace( NON_TEXT_ELEMENTS, '' ).replace( TAGS, '' );
	} while ( text !== previous );
	return text.replace( /</g, '&lt;' ).replace( />/g, '&gt;' );
}
