/** The cart store's resolvers: the cart from the local cache, the empty cart without a session, else `GET /cart`. */

import { fetchCart, getCachedCart, hasCartSession, hasPreloadedCart } from '@cesta/api';

import { getEmptyCartResponse } from './default-state';
import type { CartThunkArgs } from './thunks/types';

/**
 * Resolves `getCartData`: from the local-storage cart cache of `@cesta/api`
 * when it is valid (the cart-hash cookie matches); else, for a visitor
 * without a cart session (no cart-hash cookie, spec 2 §6) on a page that did
 * not preload the cart, the Store API's empty cart without any request — the
 * first add creates the session; else `GET /cart` (answered by the preloaded
 * response when the page printed one: the server had a session for it, even
 * if its cookie is not readable here). A failure is recorded as the cart
 * error (`cart_api_error` for an answer that is not a cart).
 *
 * @example
 * await resolveSelect( cartStore ).getCartData();
 */
export const getCartData =
	() =>
	async ( { dispatch }: CartThunkArgs ): Promise< void > => {
		const cached = getCachedCart();
		if ( cached ) {
			dispatch.receiveCart( cached );
			return;
		}
		if ( ! hasPreloadedCart() && ! hasCartSession() ) {
			dispatch.receiveCart( getEmptyCartResponse() );
			return;
		}
		try {
			const { response } = await fetchCart();
			dispatch.receiveCart( response );
		} catch ( error ) {
			dispatch.receiveError( error );
		}
	};

/**
 * Resolves `getCartTotals` by resolving the cart.
 *
 * @example
 * await resolveSelect( cartStore ).getCartTotals();
 */
export const getCartTotals =
	() =>
	async ( { resolveSelect }: CartThunkArgs ): Promise< void > => {
		await resolveSelect.getCartData();
	};
