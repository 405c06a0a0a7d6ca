/** Reads WooCommerce's items-in-cart cookie, which says whether the cart has anything in it. React-free. */
import { ITEMS_IN_CART_COOKIE } from '@cesta/api';

/**
 * Whether the items-in-cart cookie says the cart is empty: WooCommerce sets
 * it to `1` while the cart has items and deletes it (or sets `0`) when it
 * empties, so a page served from a cache with an old count is corrected.
 *
 * @example
 * if ( itemsCookieSaysEmpty() ) { showCount( 0 ); }
 */
export function itemsCookieSaysEmpty(): boolean {
	if ( typeof document === 'undefined' ) {
		return false;
	}
	const pair = document.cookie
		.split( ';' )
		.map( ( part ) => part.trim() )
		.find( ( part ) => part.startsWith( `${ ITEMS_IN_CART_COOKIE }=` ) );
	const value = pair?.slice( ITEMS_IN_CART_COOKIE.length + 1 );
	return value === undefined || value === '' || value === '0';
}
