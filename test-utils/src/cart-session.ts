/**
 * A cart session the way a visitor gets one: the first add to the cart
 * creates it on the server, whose answer sets the cart cookies.
 */
import { addCartItem, clearCachedCart, hasCartSession } from '@cesta/api';
import type { CartResponse } from '@cesta/types';

import { PRODUCTS } from './products';

/**
 * A product and quantity to add.
 *
 * @example
 * const line: CartSessionLine = { id: PRODUCTS.FAN, quantity: 2 };
 */
export interface CartSessionLine {
	id: number;
	quantity: number;
}

/**
 * Starts the shopper's cart session in the mock shop as a visitor does on
 * another page of the shop, by adding to the cart (`POST /cart/add-item`, one
 * per line, default one fan) through the Store API and not through a store.
 * The answer sets the session cookie (HttpOnly, in MSW's store) and the
 * `woocommerce_cart_hash` / `woocommerce_items_in_cart` cookies
 * (`document.cookie`). The cart the client cached from that answer is dropped,
 * as after an add on a page that does not cache it (a classic add-to-cart
 * form), so the stores' first resolution sees the session and asks for the
 * cart (`GET /cart`). Resolves with the last cart; throws if the answer left
 * no cart-hash cookie. Call it inside a test: the mock shop's reset after
 * each test ends the session.
 *
 * @example
 * await startCartSession( [ { id: PRODUCTS.FAN, quantity: 2 } ] );
 * await registry.resolveSelect( cartStore ).getCartData(); // GET /cart: the fans
 */
export async function startCartSession(
	lines: readonly CartSessionLine[] = [ { id: PRODUCTS.FAN, quantity: 1 } ]
): Promise< CartResponse > {
	let cart: CartResponse | undefined;
	for ( const line of lines ) {
		cart = ( await addCartItem( { id: line.id, quantity: line.quantity } ) ).response;
	}
	if ( ! cart || ! hasCartSession() ) {
		throw new Error( 'startCartSession: the adds left no cart-hash cookie.' );
	}
	clearCachedCart();
	return cart;
}
