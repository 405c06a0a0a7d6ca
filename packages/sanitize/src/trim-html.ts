/** Sanitises HTML and clamps its visible text to a number of words or characters, closing open tags. */

import { clampSafeHtml } from './clamp-html';
import type { ClampUnit } from './clamp-counter';
import { CLAMP_ELLIPSIS, PRODUCT_DESCRIPTION_CLAMP_WORDS } from './constants';
import { getPurifier } from './purifier';
import { sanitizeHTML } from './sanitize-html';
import { assertClampLimit, trimSafeText } from './trim-text';
import type { TrimHtmlOptions } from './types';

/**
 * Sanitises HTML (see {@link sanitizeHTML}) and clamps its visible text to at
 * most `maxWords` words, cutting between words and never inside a tag: the
 * elements still open at the cut are closed and everything after it is
 * dropped. An ellipsis marks the cut; nothing is added when the text fits.
 *
 * @example
 * trimHtmlToWords( '<p>Ventilador de pie <b>con mando</b> a distancia</p>', 5 );
 * // '<p>Ventilador de pie <b>con mando…</b></p>'
 * trimHtmlToWords( product.short_description ); // 15 words, default tags
 */
export function trimHtmlToWords(
	html: unknown,
	maxWords: number = PRODUCT_DESCRIPTION_CLAMP_WORDS,
	options?: TrimHtmlOptions
): string {
	return trimHtml( html, 'words', maxWords, options );
}

/**
 * Sanitises HTML (see {@link sanitizeHTML}) and clamps its visible text to at
 * most `maxCharacters` characters (a run of whitespace counts as one), never
 * cutting inside a tag or a character reference. An ellipsis marks the cut.
 *
 * @example
 * trimHtmlToCharacters( '<p>Olla a presión <em>6 litros</em></p>', 16 );
 * // '<p>Olla a presión <em>6…</em></p>'
 */
export function trimHtmlToCharacters(
	html: unknown,
	maxCharacters: number,
	options?: TrimHtmlOptions
): string {
	return trimHtml( html, 'characters', maxCharacters, options );
}

function trimHtml(
	html: unknown,
	unit: ClampUnit,
	limit: number,
	options: TrimHtmlOptions | undefined
): string {
	if ( ! getPurifier() ) {
		return trimSafeText( html, unit, limit, options );
	}
	assertClampLimit( unit, limit );
	const safe = sanitizeHTML( html, options );
	const ellipsis = options?.ellipsis ?? CLAMP_ELLIPSIS;
	if ( safe === '' || limit === 0 ) {
		return '';
	}
	const clamped = clampSafeHtml( safe, unit, limit, ellipsis );
	// The result only lost nodes and text, but it is sanitised again so the
	// returned string is DOMPurify's output whatever the serialiser did.
	return clamped === safe ? safe : sanitizeHTML( clamped, options );
}
