/** The cart thunk that loads the cart again, keeping unpushed address edits. */

import { fetchCart } from '@cesta/api';

import { hasDirtyCustomerData } from '../side-effects/dirty-data';
import { sendCartRequest } from './cart-requests';
import type { CartThunkArgs } from './types';

/**
 * Loads the cart again (`GET /cart`) and takes it in; the typed addresses are
 * kept when the shopper has unpushed edits. A failure is recorded.
 *
 * @example
 * await dispatch( cartStore ).refreshCartData();
 */
export const refreshCartData =
	() =>
	async ( { dispatch, registry }: CartThunkArgs ): Promise< void > => {
		try {
			const { response } = await sendCartRequest( registry, () => fetchCart() );
			if ( hasDirtyCustomerData( registry ) ) {
				dispatch.receiveCartContents( response );
			} else {
				dispatch.receiveCart( response );
			}
		} catch ( error ) {
			dispatch.receiveError( error );
		}
	};
