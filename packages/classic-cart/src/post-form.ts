/** Posting form fields to a wc-ajax endpoint and reading its JSON answer. */

/**
 * Posts `fields` form-encoded, as jQuery's `$.ajax` does for WooCommerce,
 * with the page's cookies, and resolves with the parsed JSON answer. Rejects
 * on a network failure, an HTTP error status or an answer that is not JSON.
 *
 * @example
 * const answer = await postForm( 'http://shop/?wc-ajax=add_to_cart', { product_id: '17', quantity: '1' } );
 */
export async function postForm(
	url: string,
	fields: Record< string, string >
): Promise< unknown > {
	const response = await fetch( url, {
		method: 'POST',
		// Only a simple header: a wc-ajax URL on another host (a CDN'd home URL) needs no preflight.
		headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
		body: new URLSearchParams( fields ).toString(),
		credentials: 'same-origin',
	} );
	if ( ! response.ok ) {
		throw new Error( `${ url } answered ${ response.status }` );
	}
	return ( await response.json() ) as unknown;
}
