/**
 * Paging in a listing page's address, as WordPress writes it, and its
 * removal when a filter changes (spec 1 §2: "Paging is removed from the URL
 * when the filter changes"). React-free, for every filter block.
 */

/**
 * WordPress's page argument of a main query (`?paged=2`).
 *
 * @example
 * url.searchParams.delete( PAGED_URL_ARG ); // 'paged'
 */
export const PAGED_URL_ARG = 'paged';

/** A Query Loop's own page argument (`?query-0-page=2`). */
const QUERY_PAGE_URL_ARG = /^query-\d+-page$/;

/** A pretty permalink's page segment (`/tienda/page/3/`). */
const PAGE_PATH_SEGMENT = /\/page\/\d+\/?$/;

/**
 * Removes paging from an address, since a new choice starts at page 1:
 * `paged`, the Query Loop's `query-{id}-page` and a `/page/N/` path segment;
 * the other arguments stay.
 *
 * @example
 * withoutPaging( 'https://shop.test/tienda/page/3/?paged=3&query-0-page=2&orderby=price' );
 * // 'https://shop.test/tienda/?orderby=price'
 */
export function withoutPaging( href: string ): string {
	const url = new URL( href );
	url.pathname = url.pathname.replace( PAGE_PATH_SEGMENT, '/' );
	for ( const name of [ ...url.searchParams.keys() ] ) {
		if ( name === PAGED_URL_ARG || QUERY_PAGE_URL_ARG.test( name ) ) {
			url.searchParams.delete( name );
		}
	}
	return url.toString();
}
