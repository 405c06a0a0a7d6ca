/** The cart thunk that loads the cart again, keeping unconfirmed address edits. */

import { fetchCart } from '@cesta/api';

import { sendCartRequest } from './cart-requests';
import type { CartThunkArgs } from './types';

/**
 * Loads the cart again (`GET /cart`) and takes it in (`receiveCart`: address
 * fields the shopper typed and the server has not confirmed are kept). A
 * failure is recorded.
 *
 * @example
 * await dispatch( cartStore ).refreshCartData();
 */
export const refreshCartData =
	() =>
	async ( { dispatch, registry }: CartThunkArgs ): Promise< void > => {
		try {
			const { response } = await sendCartRequest( registry, () => fetchCart(), {
				readsOnly: true,
			} );
			// Keeps the address fields the shopper typed and the server has not confirmed.
			dispatch.receiveCart( response );
		} catch ( error ) {
			dispatch.receiveError( error );
		}
	};
