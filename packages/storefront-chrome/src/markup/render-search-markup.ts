/** The product search field: a combobox whose suggestions open as a dropdown. */

import { escapeHtml } from '@cesta/blocks-shared/markup-writer';

import { CHROME_ATTRIBUTES } from '../constants';
import { chromeTexts } from '../messages';

/**
 * Where the search goes.
 *
 * @example
 * const search: SearchMarkupOptions = { action: 'https://tienda.example/', query: 'olla' };
 */
export interface SearchMarkupOptions {
	/** The form's action: the shop's home, where WordPress answers `?s=…&post_type=product` with the product results. */
	action: string;
	/** The search being shown, printed back in the field. */
	query?: string;
	/** The form's id; the field, list and status derive theirs from it. @default 'cesta-search' */
	id?: string;
}

/**
 * WooCommerce's product search form (`GET` with `s` and
 * `post_type=product`, so it works with no script) whose field is an ARIA
 * 1.2 combobox: `aria-expanded`, `aria-controls` naming the suggestions'
 * listbox, and a polite status region for the announcements.
 *
 * @example
 * renderSearchMarkup( { action: homeUrl, query: currentSearch } );
 */
export function renderSearchMarkup( {
	action,
	query = '',
	id = 'cesta-search',
}: SearchMarkupOptions ): string {
	const safeId = escapeHtml( id );
	return (
		`<form role="search" class="cesta-search" id="${ safeId }" method="get" action="${ escapeHtml(
			action
		) }" ${ CHROME_ATTRIBUTES.search }>` +
		`<label class="screen-reader-text" for="${ safeId }-field">${ escapeHtml(
			chromeTexts.searchLabel()
		) }</label>` +
		`<input type="search" id="${ safeId }-field" class="cesta-search__field" name="s" value="${ escapeHtml(
			query
		) }" placeholder="${ escapeHtml( chromeTexts.searchPlaceholder() ) }"` +
		` role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="${ safeId }-listbox" autocomplete="off">` +
		`<input type="hidden" name="post_type" value="product">` +
		`<button type="submit" class="cesta-search__submit">${ escapeHtml(
			chromeTexts.searchSubmit()
		) }</button>` +
		`<div class="cesta-search__dropdown" hidden>` +
		`<ul class="cesta-search__listbox" id="${ safeId }-listbox" role="listbox" aria-label="${ escapeHtml(
			chromeTexts.suggestions()
		) }"></ul>` +
		`<p class="cesta-search__empty" hidden>${ escapeHtml( chromeTexts.noResults() ) }</p></div>` +
		`<div class="cesta-search__status screen-reader-text" role="status" aria-live="polite"></div></form>`
	);
}
