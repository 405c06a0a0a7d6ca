/** A collection page as a response, with the X-WP-Total, X-WP-TotalPages and Link headers. */

import type { CollectionPage } from '../engine/catalogue/product-routes';
import type { ApiRequest, EndpointResult } from './types';

/**
 * A collection page as a response: the items, `X-WP-Total`,
 * `X-WP-TotalPages` and a `Link` header with the previous and next pages.
 *
 * @example
 * collectionResult( request, page, { 'Last-Modified': '1795644288' } ).headers?.[ 'X-WP-Total' ]; // '5'
 */
export function collectionResult< T >(
	request: ApiRequest,
	page: CollectionPage< T >,
	extra: Record< string, string > = {}
): EndpointResult {
	const current = Number( request.query.get( 'page' ) ?? 1 ) || 1;
	const link = ( target: number, rel: string ) => {
		const query = new URLSearchParams( request.query );
		query.set( 'page', String( target ) );
		return `<${ request.restBase }${ request.path }?${ query.toString() }>; rel="${ rel }"`;
	};
	const links = [
		...( current > 1 && current <= page.totalPages + 1 ? [ link( current - 1, 'prev' ) ] : [] ),
		...( current < page.totalPages ? [ link( current + 1, 'next' ) ] : [] ),
	];
	return {
		status: 200,
		body: page.items,
		headers: {
			'X-WP-Total': String( page.total ),
			'X-WP-TotalPages': String( page.totalPages ),
			...( links.length ? { Link: links.join( ', ' ) } : {} ),
			...extra,
		},
	};
}
