/**
 * Most server HTML a cart shows is WordPress's paragraph markup (`<p>…</p>`,
 * `<br />`, some bold or italics) without a single attribute. Such HTML is
 * already what the sanitiser would return, so it needs no DOMPurify: pages
 * whose descriptions are all like that never download it.
 */

/**
 * The tags that may appear in markup that needs no sanitiser: formatting
 * without attributes, which can neither run script nor load anything.
 *
 * @example
 * SIMPLE_MARKUP_TAGS.includes( 'p' ); // true
 */
export const SIMPLE_MARKUP_TAGS: readonly string[] = Object.freeze( [
	'p',
	'br',
	'b',
	'strong',
	'em',
	'i',
] );

// A whole tag of one of those names, opening, closing or self-closing, with
// nothing else inside the angle brackets (no attribute, no stray character).
const SIMPLE_TAG = /<\/?([a-z]+)\s*\/?>/gi;

/**
 * Whether `html` is safe to render as it is with the given allow-list: every
 * `<` in it starts a tag of {@link SIMPLE_MARKUP_TAGS} that the list also
 * allows, written without attributes. Text between the tags cannot open
 * anything else (it has no `<`), and character references only ever decode to
 * text. Anything else — an attribute, a comment, another tag — is not simple
 * and goes through DOMPurify.
 *
 * @example
 * isSimpleMarkup( '<p>Olla a presión<br />de 6 L</p>', [ 'p', 'br' ] ); // true
 * isSimpleMarkup( '<p class="x">Olla</p>', [ 'p' ] ); // false
 * isSimpleMarkup( '<p>Olla</p>', [ 'b' ] ); // false: the list removes <p>
 */
export function isSimpleMarkup( html: string, allowedTags: readonly string[] ): boolean {
	let allTagsSimple = true;
	const rest = html.replace( SIMPLE_TAG, ( _tag, name: string ) => {
		const lower = name.toLowerCase();
		if ( ! SIMPLE_MARKUP_TAGS.includes( lower ) || ! allowedTags.includes( lower ) ) {
			allTagsSimple = false;
		}
		return '';
	} );
	return allTagsSimple && ! rest.includes( '<' );
}
