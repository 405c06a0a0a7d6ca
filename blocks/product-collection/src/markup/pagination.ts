/** The block's pagination: previous, page numbers and next, as real links WordPress's Query Pagination writes. */
import { markupTexts } from './messages';
import { safeText, safeUrl } from './text';

/**
 * Where the page links point: the current page's URL (its other query
 * arguments are kept, e.g. the price filter's), or a function of the page.
 *
 * @example
 * const pageUrl: PageUrl = '/tienda/?min_price=20';
 * const byFunction: PageUrl = ( page ) => `/tienda/page/${ page }/`;
 */
export type PageUrl = string | ( ( page: number ) => string );

/** How many numbers to show on each side of the current page before an ellipsis. */
const NUMBERS_AROUND_CURRENT = 2;

/**
 * The link to page `page`: `pageUrl` with the page argument set to it (and
 * removed for page 1, the page's own address).
 *
 * @example
 * pageLink( '/tienda/?min_price=20', 'query-0-page', 2 ); // '/tienda/?min_price=20&query-0-page=2'
 */
export function pageLink( pageUrl: PageUrl, arg: string, page: number ): string {
	if ( typeof pageUrl === 'function' ) {
		return pageUrl( page );
	}
	const [ beforeHash, hash = '' ] = pageUrl.split( '#', 2 );
	const [ path, search = '' ] = beforeHash!.split( '?', 2 );
	const params = new URLSearchParams( search );
	params.delete( arg );
	if ( page > 1 ) {
		params.set( arg, String( page ) );
	}
	const query = params.toString();
	return `${ path }${ query ? `?${ query }` : '' }${ hash ? `#${ hash }` : '' }` || '?';
}

/**
 * The pages to number: the first, the last, and those around the current
 * one; `null` marks a gap.
 *
 * @example
 * pageNumbers( 5, 10 ); // [ 1, null, 3, 4, 5, 6, 7, null, 10 ]
 */
export function pageNumbers( current: number, total: number ): Array< number | null > {
	const shown: Array< number | null > = [];
	for ( let page = 1; page <= total; page++ ) {
		if (
			page === 1 ||
			page === total ||
			Math.abs( page - current ) <= NUMBERS_AROUND_CURRENT
		) {
			shown.push( page );
		} else if ( shown[ shown.length - 1 ] !== null ) {
			shown.push( null );
		}
	}
	return shown;
}

/**
 * The pagination's markup (`nav.wp-block-query-pagination`), or `''` when
 * there is one page: a "Previous Page" link unless on the first page, the
 * numbers (the current one a `<span aria-current="page">`), a "Next Page"
 * link unless on the last.
 *
 * @example
 * paginationMarkup( { page: 1, totalPages: 3, pageUrl: '/tienda/', arg: 'query-0-page' } );
 */
export function paginationMarkup( {
	page,
	totalPages,
	pageUrl,
	arg,
}: {
	page: number;
	totalPages: number;
	pageUrl: PageUrl;
	arg: string;
} ): string {
	if ( totalPages <= 1 ) {
		return '';
	}
	const href = ( target: number ) => safeUrl( pageLink( pageUrl, arg, target ) );
	const numbers = pageNumbers( page, totalPages )
		.map( ( number ) =>
			number === null
				? '<span class="page-numbers dots" aria-hidden="true">…</span>'
				: number === page
					? `<span aria-current="page" class="page-numbers current">${ number }</span>`
					: `<a class="page-numbers" href="${ href( number ) }" aria-label="${ safeText(
							markupTexts.page( number )
						) }">${ number }</a>`
		)
		.join( '' );
	return [
		`<nav class="wp-block-query-pagination" aria-label="${ safeText(
			markupTexts.pagination()
		) }">`,
		page > 1
			? `<a class="wp-block-query-pagination-previous" href="${ href( page - 1 ) }">${ safeText(
					markupTexts.previousPage()
				) }</a>`
			: '',
		`<div class="wp-block-query-pagination-numbers">${ numbers }</div>`,
		page < totalPages
			? `<a class="wp-block-query-pagination-next" href="${ href( page + 1 ) }">${ safeText(
					markupTexts.nextPage()
				) }</a>`
			: '',
		'</nav>',
	].join( '' );
}
