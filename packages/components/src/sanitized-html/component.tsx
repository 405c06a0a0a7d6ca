/** The SanitizedHtml: server HTML rendered only through @cesta/sanitize, plain text until DOMPurify loads. */

import { createElement } from '@wordpress/element';

import { needsSanitizer, sanitizeHTMLOrText } from '@cesta/sanitize';

import type { SanitizedHtmlProps } from './types';
import { useSanitizerLoaded } from './use-sanitizer-loaded';

/**
 * Server HTML (descriptions, item data, `price_html`, notice texts) rendered
 * through `@cesta/sanitize`: the one place `dangerouslySetInnerHTML` is used,
 * and only with the sanitiser's output. Simple markup (paragraphs, line
 * breaks, bold and italics without attributes) renders as it is; other HTML
 * asks for DOMPurify after the first render, shows as safe plain text (no tag
 * at all) until it has loaded, then re-renders sanitised.
 *
 * @example
 * <SanitizedHtml html={ product.price_html } tagName="span" />
 */
export function SanitizedHtml( {
	html,
	allowedTags,
	allowedAttributes,
	tagName = 'div',
	className,
}: SanitizedHtmlProps ) {
	const options = {
		...( allowedTags ? { tags: allowedTags } : {} ),
		...( allowedAttributes ? { attr: allowedAttributes } : {} ),
	};
	// Re-renders once DOMPurify has loaded, when this HTML needs it.
	useSanitizerLoaded( needsSanitizer( html, options ) );
	const safe = sanitizeHTMLOrText( html, options );
	return createElement( tagName, {
		className,
		dangerouslySetInnerHTML: { __html: safe },
	} );
}
