/** The cart store's resolvers: the cart from the local cache, else `GET /cart`. */

import { fetchCart, getCachedCart } from '@cesta/api';

import type { CartThunkArgs } from './thunks/types';

/**
 * Resolves `getCartData`: from the local-storage cart cache of `@cesta/api`
 * when it is valid (the cart-hash cookie matches), else `GET /cart` (which a
 * preloaded response answers without the network). A failure is recorded as
 * the cart error (`cart_api_error` for an answer that is not a cart).
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
