/** The cart thunks that take in a cart response or an API error, with their notices. */

import { CLIENT_ERROR_CODES, isCartResponse } from '@cesta/api';
import type { ApiErrorResponse, CartResponse } from '@cesta/types';

import { notices } from '../../messages';
import { isApiError } from '../../store-notices/routing';
import { customerDataBaseline } from '../side-effects/baseline';
import { cartContentsFromResponse, cartFromResponse } from '../transform';
import { notifyQuantityChanges, updateCartErrorNotices } from './notify';
import type { CartThunkArgs } from './types';

const CART_API_ERROR_STATUS = 500;

const cartApiError = (): ApiErrorResponse => ( {
	code: CLIENT_ERROR_CODES.cartApi,
	message: notices.cartApiError(),
	data: { status: CART_API_ERROR_STATUS },
} );

const receive =
	( response: CartResponse, withAddresses: boolean ) =>
	( { select, dispatch, registry }: CartThunkArgs ): void => {
		if ( ! isCartResponse( response ) ) {
			dispatch.receiveError( cartApiError() );
			return;
		}
		// A cart that arrives another way makes loading it pointless (and reading it below must not start a load).
		if ( ! select.hasStartedResolution( 'getCartData', [] ) ) {
			dispatch.startResolution( 'getCartData', [] );
			dispatch.finishResolution( 'getCartData', [] );
		}
		const oldCart = select.getCartData();
		notifyQuantityChanges( registry, {
			oldItems: oldCart.items,
			newItems: response.items,
			pendingQuantity: select.getItemsPendingQuantityUpdate(),
			pendingDelete: select.getItemsPendingDelete(),
			pendingAdd: select.getProductsPendingAdd(),
		} );
		updateCartErrorNotices( registry, response.errors ?? [], oldCart.errors );
		if ( withAddresses ) {
			const baseline = customerDataBaseline( registry );
			baseline.billingAddress = response.billing_address;
			baseline.shippingAddress = response.shipping_address;
			dispatch.setCartData( cartFromResponse( response ) );
		} else {
			dispatch.setCartData( cartContentsFromResponse( response ) );
		}
	};

/**
 * Takes a Store API cart (snake_case) into the store: camelCases it, tells
 * the shopper about lines the server changed, updates the cart error notices.
 * Something that is not a cart is recorded as `cart_api_error` (spec 2 §8).
 *
 * @example
 * dispatch( cartStore ).receiveCart( response );
 */
export const receiveCart = ( response: CartResponse ) => receive( response, true );

/**
 * Like `receiveCart`, but keeps the local addresses (what the shopper is
 * typing wins over what the server had).
 *
 * @example
 * dispatch( cartStore ).receiveCartContents( error.data.cart );
 */
export const receiveCartContents = ( response: CartResponse ) => receive( response, false );

/**
 * Records a failed request's error; an error carrying the current cart
 * (`data.cart`, e.g. on 409 conflicts) updates the cart from it.
 *
 * @example
 * dispatch( cartStore ).receiveError( error );
 */
export const receiveError =
	( error: unknown = null ) =>
	( { dispatch }: CartThunkArgs ): void => {
		if ( ! isApiError( error ) ) {
			return;
		}
		const apiError = error as ApiErrorResponse;
		if ( apiError.data?.cart ) {
			dispatch.receiveCartContents( apiError.data.cart );
		}
		dispatch.setErrorData( apiError );
	};
