/** The cart store's resolvers: the cart from the local cache, the empty cart without a session, else `GET /cart`. */

import { fetchCart, getCachedCart, hasCartSession, hasPreloadedCart } from '@cesta/api';
import { noticesDispatch } from '@cesta/notices';

import { noticeContexts } from '../events/constants';
import { notices } from '../messages';
import { getEmptyCartResponse } from './default-state';
import type { CartThunkArgs } from './thunks/types';

/** One notice however often the cart resolves on the page. */
const CART_SESSION_EXPIRED_NOTICE_ID = 'cart-session-expired';

/**
 * Resolves `getCartData`: from the local-storage cart cache of `@cesta/api`
 * when it is valid (the cart-hash cookie matches); else, for a visitor
 * without a cart session (no cart-hash cookie, spec 2 §6) on a page that did
 * not preload the cart, the Store API's empty cart without any request — the
 * first add creates the session; else `GET /cart` (answered by the preloaded
 * response when the page printed one: the server had a session for it, even
 * if its cookie is not readable here). A failure is recorded as the cart
 * error (`cart_api_error` for an answer that is not a cart).
 * A session the server no longer has (the cookie said the cart had items,
 * the answer is empty: it expired) gives the empty cart and an info notice
 * (`wc/cart`).
 *
 * @example
 * await resolveSelect( cartStore ).getCartData();
 */
export const getCartData =
	() =>
	async ( { dispatch, registry }: CartThunkArgs ): Promise< void > => {
		const cached = getCachedCart();
		if ( cached ) {
			dispatch.receiveCart( cached );
			return;
		}
		if ( ! hasPreloadedCart() && ! hasCartSession() ) {
			dispatch.receiveCart( getEmptyCartResponse() );
			return;
		}
		const hadCartSession = hasCartSession();
		try {
			const { response } = await fetchCart();
			dispatch.receiveCart( response );
			// The cookie said the cart had items, the server has none: it lost the session.
			if ( hadCartSession && response.items.length === 0 ) {
				noticesDispatch( registry ).createInfoNotice( notices.cartSessionExpired(), {
					id: CART_SESSION_EXPIRED_NOTICE_ID,
					context: noticeContexts.CART,
				} );
			}
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
