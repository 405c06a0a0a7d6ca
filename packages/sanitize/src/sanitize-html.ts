/** sanitizeHTML: server HTML cleaned to the allowed tags and attributes, for rendering with innerHTML. */

import { resolveAllowLists } from './allow-lists';
import { NEVER_ALLOWED_ATTR, NEVER_ALLOWED_TAGS } from './constants';
import { htmlToSafeText } from './plain-text';
import { getPurifier } from './purifier';
import type { SanitizeOptions } from './types';

/**
 * Cleans server-supplied HTML so it can be rendered with `innerHTML`: only the
 * allowed tags and attributes survive (the text of removed tags is kept),
 * links and images keep only `http`, `https`, `mailto`, `tel` or relative
 * URLs, `target="_blank"` links get `rel="noopener noreferrer"`, and script,
 * styles, event handlers, frames, forms and SVG/MathML are always removed.
 *
 * - `null`, `undefined`, numbers and other non-strings give `''`; it never
 *   throws on content.
 * - Without a DOM (server rendering), it returns the text with every tag
 *   removed and stray angle brackets escaped (see {@link htmlToSafeText}).
 * - Options that would allow a dangerous tag or attribute throw an `Error`.
 *
 * @example
 * sanitizeHTML( '<p onclick="steal()">Envío <b>gratis</b><script>x()</script></p>' );
 * // '<p>Envío <b>gratis</b></p>'
 * sanitizeHTML( product.description, {
 * 	tags: PRODUCT_DESCRIPTION_ALLOWED_TAGS,
 * 	attr: PRODUCT_DESCRIPTION_ALLOWED_ATTR,
 * } );
 */
export function sanitizeHTML( html: unknown, options?: SanitizeOptions ): string {
	const { tags, attr } = resolveAllowLists( options );
	if ( typeof html !== 'string' || html === '' ) {
		return '';
	}
	const purifier = getPurifier();
	if ( ! purifier ) {
		return htmlToSafeText( html );
	}
	return purifier.sanitize( html, {
		ALLOWED_TAGS: tags,
		ALLOWED_ATTR: attr,
		FORBID_TAGS: [ ...NEVER_ALLOWED_TAGS ],
		FORBID_ATTR: [ ...NEVER_ALLOWED_ATTR ],
		ALLOW_DATA_ATTR: false,
		ALLOW_ARIA_ATTR: false,
		ALLOW_UNKNOWN_PROTOCOLS: false,
		USE_PROFILES: false,
		RETURN_TRUSTED_TYPE: false,
	} );
}
