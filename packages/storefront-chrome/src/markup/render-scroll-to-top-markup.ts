/** The scroll-to-top control. */

import { CHROME_ATTRIBUTES } from '../constants';
import { chromeTexts } from '../messages';
import { escapeHtml } from '@cesta/blocks-shared/markup-writer';

/**
 * The scroll-to-top button, printed hidden: the enhancer shows it once the
 * page has scrolled past `SCROLL_TO_TOP_OFFSET_PX`.
 *
 * @example
 * renderScrollToTopMarkup(); // '<button type="button" class="cesta-scroll-to-top" data-cesta-scroll-to-top hidden>…</button>'
 */
export function renderScrollToTopMarkup(): string {
	return (
		`<button type="button" class="cesta-scroll-to-top" ${ CHROME_ATTRIBUTES.scrollToTop } hidden>` +
		`<span aria-hidden="true">↑</span> ${ escapeHtml( chromeTexts.backToTop() ) }</button>`
	);
}
