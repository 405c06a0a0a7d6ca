/** The cart thunks that add and remove lines, firing WooCommerce's page events. */

import { addCartItem, removeCartItem } from '@cesta/api';
import type { CartItemVariation, CartResponse } from '@cesta/types';

import { dispatchBodyEvent } from '../../utils/dom-events';
import { ADDED_TO_CART_EVENT, ADDING_TO_CART_EVENT } from '../constants';
import { whileCalculating } from './calculating';
import { sendCartRequest } from './cart-requests';
import type { CartThunkArgs } from './types';

/**
 * Adds a product (`POST /cart/add-item`), firing `wc-blocks_adding_to_cart`
 * before and `wc-blocks_added_to_cart` after (with `preserveCartData`, since
 * the store already holds the new cart). Resolves with the cart response;
 * rejects with the API error after recording it.
 *
 * @example
 * await dispatch( cartStore ).addItemToCart( 17, 2 );
 */
export const addItemToCart =
	(
		productId: number,
		quantity = 1,
		variation: CartItemVariation[] = [],
		additionalData: Record< string, unknown > = {}
	) =>
	async ( { dispatch, registry }: CartThunkArgs ): Promise< CartResponse > => {
		dispatchBodyEvent( ADDING_TO_CART_EVENT, { bubbles: true, cancelable: true } );
		dispatch.setProductsPendingAdd( productId, true );
		try {
			const { response } = await sendCartRequest( registry, () =>
				addCartItem( {
					...additionalData,
					id: productId,
					quantity,
					...( variation.length ? { variation } : {} ),
				} )
			);
			dispatch.receiveCart( response );
			dispatchBodyEvent( ADDED_TO_CART_EVENT, {
				bubbles: true,
				cancelable: true,
				detail: { preserveCartData: true },
			} );
			return response;
		} catch ( error ) {
			dispatch.receiveError( error );
			throw error;
		} finally {
			dispatch.setProductsPendingAdd( productId, false );
		}
	};

/**
 * Removes a line (`POST /cart/remove-item`). The line counts as pending
 * delete, and the checkout as calculating, until the answer arrives.
 * Failures are recorded (a 409 brings the current cart) and rethrown.
 *
 * @example
 * await dispatch( cartStore ).removeItemFromCart( key );
 */
export const removeItemFromCart =
	( cartItemKey: string ) =>
	async ( { dispatch, registry }: CartThunkArgs ): Promise< CartResponse > => {
		dispatch.itemIsPendingDelete( cartItemKey );
		try {
			return await whileCalculating( registry, async () => {
				const { response } = await sendCartRequest( registry, () =>
					removeCartItem( { key: cartItemKey } )
				);
				dispatch.receiveCart( response );
				return response;
			} );
		} catch ( error ) {
			dispatch.receiveError( error );
			throw error;
		} finally {
			dispatch.itemIsPendingDelete( cartItemKey, false );
		}
	};
