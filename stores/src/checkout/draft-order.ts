/** The draft order's update: `PUT /checkout` with notes, payment method and fields (spec 2 §7); the processor's `draft-order-sync.ts` calls it after a pause. */

import type { ThunkArgs } from '@wordpress/data';
import { updateDraftOrder as putDraftOrder } from '@cesta/api';
import type { CartResponse, CheckoutDraftUpdateRequest, CheckoutResponse } from '@cesta/types';

import { STORE_KEY as CART_STORE_KEY } from '../cart/constants';
import type { checkoutStore } from './index';

type Thunk = ThunkArgs< typeof checkoutStore >;

const ABORT_ERROR_CODE = 'abort_error';

/**
 * Updates the draft order (`PUT /checkout?__experimental_calc_totals=true`)
 * with order notes, payment method and additional fields. The answer's order
 * id is kept and its `__experimentalCart` replaces the cart (not the typed
 * addresses). Pass a `signal` to cancel; a cancelled update resolves `null`.
 *
 * @example
 * await dispatch( checkoutStore ).updateDraftOrder( { order_notes: 'Llamar antes' } );
 */
export const updateDraftOrder =
	( data: CheckoutDraftUpdateRequest, { signal }: { signal?: AbortSignal } = {} ) =>
	async ( { dispatch, registry }: Thunk ): Promise< CheckoutResponse | null > => {
		try {
			const { response } = await putDraftOrder( data, signal ? { signal } : {} );
			if ( typeof response?.order_id === 'number' && response.order_id > 0 ) {
				dispatch.__internalSetOrderId( response.order_id );
			}
			if ( response?.__experimentalCart ) {
				registry
					.dispatch( CART_STORE_KEY )
					.receiveCartContents( response.__experimentalCart );
			}
			return response;
		} catch ( error ) {
			if ( ( error as { code?: string } )?.code === ABORT_ERROR_CODE ) {
				return null;
			}
			// A refusal carrying the shopper's cart (a 409 when stock changed) updates it.
			const cart = ( error as { data?: { cart?: CartResponse } } | null )?.data?.cart;
			if ( cart ) {
				registry.dispatch( CART_STORE_KEY ).receiveCartContents( cart );
			}
			throw error;
		}
	};
