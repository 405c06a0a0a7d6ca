/** The package's shared on-demand sanitiser: loads DOMPurify after first render, safe text until then. */

import { PRODUCT_DESCRIPTION_CLAMP_WORDS } from './constants';
import { createDeferredSanitizer } from './deferred-sanitizer';
import type { SanitizeOptions, TrimHtmlOptions } from './types';

// DOMPurify is only reachable through this dynamic import, so bundlers put it
// in a chunk of its own that pages load after their first render.
const onDemand = createDeferredSanitizer( () => import( './dom-sanitizer' ) );

/**
 * Starts loading DOMPurify (once; after a failed load, calling again
 * retries) and resolves when the `…OrText` functions return sanitised HTML.
 * Call it — or let a component call it — after the first render, so
 * DOMPurify is not part of what the first paint waits for.
 *
 * @example
 * await loadSanitizer();
 * sanitizeHTMLOrText( '<b>Oferta</b>' ); // '<b>Oferta</b>'
 */
export function loadSanitizer(): Promise< void > {
	return onDemand.load();
}

/**
 * Whether DOMPurify has loaded, i.e. whether the `…OrText` functions now
 * return sanitised HTML rather than safe plain text.
 *
 * @example
 * isSanitizerLoaded(); // false until loadSanitizer() has resolved
 */
export function isSanitizerLoaded(): boolean {
	return onDemand.isLoaded();
}

/**
 * Calls `listener` once DOMPurify has loaded (never if it already has) and
 * returns the function that stops listening. The pair fits React's
 * `useSyncExternalStore( subscribeToSanitizer, isSanitizerLoaded )`.
 *
 * @example
 * const stop = subscribeToSanitizer( () => render() );
 */
export function subscribeToSanitizer( listener: () => void ): () => void {
	return onDemand.subscribe( listener );
}

/**
 * Whether rendering `html` as HTML with these lists takes DOMPurify: `false`
 * for non-strings, `''` and simple markup (paragraphs, line breaks, bold and
 * italics without attributes, see `isSimpleMarkup`), which render as they are.
 * Components ask for {@link loadSanitizer} only when this is `true`.
 *
 * @example
 * needsSanitizer( '<p>Olla a presión</p>' ); // false
 * needsSanitizer( '<p><a href="/olla/">Olla</a></p>' ); // true
 */
export function needsSanitizer( html: unknown, options?: SanitizeOptions ): boolean {
	return onDemand.needsSanitizer( html, options );
}

/**
 * What may be rendered as HTML right now: `sanitizeHTML`'s output once
 * DOMPurify has loaded; until then simple markup as it is (it needs no
 * sanitiser) and any other HTML as safe plain text (`htmlToSafeText`: no tag
 * at all survives, stray `<`/`>` are escaped).
 * Non-strings give `''`; wrong options throw the same errors in both states.
 * It never starts the load itself (see {@link loadSanitizer}).
 *
 * @example
 * element.innerHTML = sanitizeHTMLOrText( '<p onclick="x()">Envío <b>gratis</b></p>' );
 * // before the load: 'Envío gratis'; after: '<p>Envío <b>gratis</b></p>'
 * sanitizeHTMLOrText( '<p>Envío <b>gratis</b></p>' ); // as it is, loaded or not
 */
export function sanitizeHTMLOrText( html: unknown, options?: SanitizeOptions ): string {
	return onDemand.sanitizeHTMLOrText( html, options );
}

/**
 * `trimHtmlToWords` once DOMPurify has loaded; until then simple markup
 * clamped as HTML, and any other HTML as its safe plain text, clamped to the
 * same number of words.
 *
 * @example
 * trimHtmlToWordsOrText( '<p>uno <b>dos</b> tres</p>', 2 ); // '<p>uno <b>dos…</b></p>'
 * trimHtmlToWordsOrText( '<p>uno <a href="/">dos</a> tres</p>', 2 );
 * // before the load: 'uno dos…'; after: '<p>uno <a href="/">dos…</a></p>'
 */
export function trimHtmlToWordsOrText(
	html: unknown,
	maxWords: number = PRODUCT_DESCRIPTION_CLAMP_WORDS,
	options?: TrimHtmlOptions
): string {
	return onDemand.trimHtmlToWordsOrText( html, maxWords, options );
}

/**
 * `trimHtmlToCharacters` once DOMPurify has loaded; until then as
 * {@link trimHtmlToWordsOrText}, clamped to the same number of characters.
 *
 * @example
 * trimHtmlToCharactersOrText( '<p>Olla a presión</p>', 4 ); // '<p>Olla…</p>' either way
 */
export function trimHtmlToCharactersOrText(
	html: unknown,
	maxCharacters: number,
	options?: TrimHtmlOptions
): string {
	return onDemand.trimHtmlToCharactersOrText( html, maxCharacters, options );
}
