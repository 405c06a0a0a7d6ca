import { createElement } from '@wordpress/element';

import { sanitizeHTML } from '@cesta/sanitize';

import type { SanitizedHtmlProps } from './types';

/**
 * Server HTML (descriptions, item data, `price_html`, notice texts) rendered
 * through `@cesta/sanitize`: the one place `dangerouslySetInnerHTML` is used,
 * and only with the sanitiser's output.
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
	return createElement( tagName, {
		className,
		dangerouslySetInnerHTML: { __html: sanitizeHTML( html, options ) },
	} );
}
