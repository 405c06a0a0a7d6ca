/** Reads the page's cookies, such as the cart hash WooCommerce sets. */

/**
 * The value of a cookie of the current page, or `null` when it is not set.
 *
 * @example
 * readCookie( 'woocommerce_cart_hash' ); // '6c9220ec…'
 */
export function readCookie( name: string ): string | null {
	if ( typeof document === 'undefined' ) {
		return null;
	}
	for ( const pair of document.cookie.split( ';' ) ) {
		const separator = pair.indexOf( '=' );
		const key = ( separator === -1 ? pair : pair.slice( 0, separator ) ).trim();
		if ( key === name ) {
			const value = separator === -1 ? '' : pair.slice( separator + 1 ).trim();
			try {
				return decodeURIComponent( value );
			} catch {
				return value;
			}
		}
	}
	return null;
}
