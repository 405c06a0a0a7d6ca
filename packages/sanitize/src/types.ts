/** Types of the sanitiser's options and of the clamping helpers' options. */

/**
 * Which tags and attributes {@link sanitizeHTML} keeps. Each list replaces the
 * default one (it does not extend it); spread the defaults to extend them.
 *
 * @example
 * const options: SanitizeOptions = { tags: [ ...DEFAULT_ALLOWED_TAGS, 'ul', 'li' ] };
 */
export interface SanitizeOptions {
	/** Lower-case tag names to keep; others are removed, their text kept. @default DEFAULT_ALLOWED_TAGS */
	tags?: readonly string[];
	/** Lower-case attribute names to keep. @default DEFAULT_ALLOWED_ATTR */
	attr?: readonly string[];
}

/**
 * Options of the clamping helpers: the sanitiser's lists plus what marks the cut.
 *
 * @example
 * trimHtmlToWords( html, 20, { ellipsis: ' […]', tags: PRODUCT_DESCRIPTION_ALLOWED_TAGS } );
 */
export interface TrimHtmlOptions extends SanitizeOptions {
	/** Plain text appended where the text was cut (never when nothing was cut). @default CLAMP_ELLIPSIS */
	ellipsis?: string;
}
