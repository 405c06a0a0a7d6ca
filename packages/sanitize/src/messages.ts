/**
 * Every error message of `@cesta/sanitize`. They are addressed to developers
 * who pass wrong options, never shown to shoppers, so they are not translated.
 */

const PREFIX = '@cesta/sanitize:';

/**
 * The message thrown when an allow-list option is not an array of strings.
 *
 * @example
 * invalidListMessage( 'tags', 'a' );
 * // '@cesta/sanitize: option "tags" must be an array of tag names, received string.'
 */
export const invalidListMessage = ( option: 'tags' | 'attr', received: unknown ): string =>
	`${ PREFIX } option "${ option }" must be an array of ${
		option === 'tags' ? 'tag' : 'attribute'
	} names, received ${ describe( received ) }.`;

/**
 * The message thrown when a caller asks to allow a tag that can run or load
 * active content.
 *
 * @example
 * forbiddenTagMessage( 'script' );
 */
export const forbiddenTagMessage = ( tag: string ): string =>
	`${ PREFIX } the tag "${ tag }" can never be allowed: it can run script, load active content or change how the page behaves.`;

/**
 * The message thrown when a caller asks to allow an event handler or another
 * attribute that can run script or restyle the page.
 *
 * @example
 * forbiddenAttributeMessage( 'onclick' );
 */
export const forbiddenAttributeMessage = ( attribute: string ): string =>
	`${ PREFIX } the attribute "${ attribute }" can never be allowed: it can run script, post data or restyle the page.`;

/**
 * The message thrown when a clamp limit is not a whole number of at least 0.
 *
 * @example
 * invalidLimitMessage( 'words', -1 );
 */
export const invalidLimitMessage = ( unit: 'words' | 'characters', received: unknown ): string =>
	`${ PREFIX } the ${ unit } limit must be a whole number of 0 or more, received ${ describe(
		received
	) }.`;

function describe( value: unknown ): string {
	if ( value === null ) {
		return 'null';
	}
	if ( Array.isArray( value ) ) {
		return 'an array containing a non-string';
	}
	return typeof value === 'number' ? String( value ) : typeof value;
}
