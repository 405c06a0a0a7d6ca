import { createElement, useMemo } from '@wordpress/element';

import { sanitizeHTMLOrText } from '@cesta/sanitize';

import type { SanitizedHtmlProps } from './types';
import { useSanitizerLoaded } from './use-sanitizer-loaded';

/**
 * Server HTML (descriptions, item data, `price_html`, notice texts) rendered
 * through `@cesta/sanitize`: the one place `dangerouslySetInnerHTML` is used,
 * and only with the sanitiser's output. DOMPurify loads after the first
 * render; until it has, the content shows as safe plain text (no tag at all),
 * then re-renders sanitised.
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
	const sanitizerLoaded = useSanitizerLoaded();
	const safe = useMemo(
		() =>
			sanitizeHTMLOrText( html, {
				...( allowedTags ? { tags: allowedTags } : {} ),
				...( allowedAttributes ? { attr: allowedAttributes } : {} ),
			} ),
		// The result changes when DOMPurify arrives, which the callback cannot see.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ html, allowedTags, allowedAttributes, sanitizerLoaded ]
	);
	return createElement( tagName, {
		className,
		dangerouslySetInnerHTML: { __html: safe },
	} );
}
