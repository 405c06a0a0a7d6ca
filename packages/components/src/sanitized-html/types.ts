/** Types of the SanitizedHtml's props. */

/**
 * Props of {@link SanitizedHtml}.
 *
 * @example
 * const props: SanitizedHtmlProps = { html: item.short_description, allowedTags: PRODUCT_DESCRIPTION_ALLOWED_TAGS };
 */
export interface SanitizedHtmlProps {
	/** HTML from the server; anything that is not a string renders as empty. */
	html: unknown;
	/** Tags to keep. @default DEFAULT_ALLOWED_TAGS of `@cesta/sanitize` */
	allowedTags?: readonly string[];
	/** Attributes to keep. @default DEFAULT_ALLOWED_ATTR of `@cesta/sanitize` */
	allowedAttributes?: readonly string[];
	/** The wrapping element. @default 'div' */
	tagName?: 'div' | 'span' | 'p';
	/** Extra class names. @default undefined */
	className?: string;
}
