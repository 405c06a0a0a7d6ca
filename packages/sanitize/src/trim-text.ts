/** The clamps without a DOM sanitiser: safe plain text clamped; and the clamp limit check. */

import { resolveAllowLists } from './allow-lists';
import { ClampCounter } from './clamp-counter';
import type { ClampUnit } from './clamp-counter';
import { CLAMP_ELLIPSIS } from './constants';
import { invalidLimitMessage } from './messages';
import { htmlToSafeText } from './plain-text';
import type { TrimHtmlOptions } from './types';

/**
 * The clamps' contract without a DOM sanitiser: the limit and the lists are
 * checked exactly as {@link trimHtmlToWords} checks them (same errors), then
 * the HTML becomes safe plain text ({@link htmlToSafeText}) and that text is
 * clamped, with the ellipsis escaped. Used where DOMPurify cannot run (no
 * DOM) and while it is still loading.
 *
 * @example
 * trimSafeText( '<p>uno <b>dos</b> tres</p>', 'words', 2 ); // 'uno dos…'
 */
export function trimSafeText(
	html: unknown,
	unit: ClampUnit,
	limit: number,
	options?: TrimHtmlOptions
): string {
	assertClampLimit( unit, limit );
	resolveAllowLists( options );
	const text = typeof html === 'string' ? htmlToSafeText( html ) : '';
	if ( text === '' || limit === 0 ) {
		return '';
	}
	return clampText(
		text,
		new ClampCounter( unit, limit ),
		escapeText( options?.ellipsis ?? CLAMP_ELLIPSIS )
	);
}

/**
 * Throws the clamps' `RangeError` unless `limit` is a whole number ≥ 0.
 *
 * @example
 * assertClampLimit( 'words', 15 ); // fine
 * assertClampLimit( 'words', -1 ); // throws
 */
export function assertClampLimit( unit: ClampUnit, limit: number ): void {
	if ( ! Number.isInteger( limit ) || limit < 0 ) {
		throw new RangeError( invalidLimitMessage( unit, limit ) );
	}
}

function clampText( text: string, counter: ClampCounter, ellipsis: string ): string {
	const cut = counter.cutOffset( text );
	return cut === -1 ? text : text.slice( 0, cut ).trimEnd() + ellipsis;
}

function escapeText( text: string ): string {
	return text.replace( /&/g, '&amp;' ).replace( /</g, '&lt;' ).replace( />/g, '&gt;' );
}
