/** The cart thunks that take in a cart response or an API error, with their notices. */

import { CLIENT_ERROR_CODES, isCartResponse } from '@cesta/api';
import type { ApiErrorResponse, CartResponse } from '@cesta/types';

import { notices } from '../../messages';
import { isApiError } from '../../store-notices/routing';
import { customerDataBaseline } from '../side-effects/baseline';
import { withTypedFieldsKept } from '../side-effects/dirty-data';
import { cartContentsFromResponse, cartFromResponse } from '../transform';
import { mayPredateAddressWrite } from './cart-requests';
import { notifyQuantityChanges, updateCartErrorNotices } from './notify';
import type { CartThunkArgs } from './types';

const CART_API_ERROR_STATUS = 500;

const cartApiError = (): ApiErrorResponse => ( {
	code: CLIENT_ERROR_CODES.cartApi,
	message: notices.cartApiError(),
	data: { status: CART_API_ERROR_STATUS },
} );

/**
 * What an answer does to the local addresses: `keep-typed` takes the
 * server's except the fields the shopper changed and the server has not
 * confirmed yet, and takes nothing from an answer that may be older than an
 * address write the page sent; `contents` leaves them; `overwrite` takes the
 * server's as they are.
 */
type AddressMode = 'keep-typed' | 'contents' | 'overwrite';

const receive =
	( response: CartResponse, mode: AddressMode ) =>
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
		if (
			mode === 'contents' ||
			( mode === 'keep-typed' && mayPredateAddressWrite( registry, response ) )
		) {
			dispatch.setCartData( cartContentsFromResponse( response ) );
			return;
		}
		// Read before the baseline moves: what is typed and unconfirmed is measured against the old one.
		const addresses =
			mode === 'keep-typed'
				? withTypedFieldsKept( registry, response )
				: {
						billingAddress: response.billing_address,
						shippingAddress: response.shipping_address,
					};
		const baseline = customerDataBaseline( registry );
		baseline.billingAddress = response.billing_address;
		baseline.shippingAddress = response.shipping_address;
		dispatch.setCartData( { ...cartFromResponse( response ), ...addresses } );
	};

/**
 * Takes a Store API cart (snake_case) into the store: camelCases it, tells
 * the shopper about lines the server changed, updates the cart error notices.
 * Something that is not a cart is recorded as `cart_api_error` (spec 2 §8).
 * The shopper's typing wins over the answer's addresses (issue 15): fields
 * changed and not yet confirmed by the server keep what was typed, and an
 * answer to a request that may have been processed before an address write
 * the page sent (`mayPredateAddressWrite`) leaves the addresses alone.
 *
 * @example
 * dispatch( cartStore ).receiveCart( response );
 */
export const receiveCart = ( response: CartResponse ) => receive( response, 'keep-typed' );

/**
 * Takes a cart with its addresses as the server has them, replacing what the
 * shopper typed (an extension's update that asks for it).
 *
 * @example
 * receiveCartOverwritingAddresses( response )( thunkArgs );
 */
export const receiveCartOverwritingAddresses = ( response: CartResponse ) =>
	receive( response, 'overwrite' );

/**
 * Like `receiveCart`, but keeps the local addresses (what the shopper is
 * typing wins over what the server had).
 *
 * @example
 * dispatch( cartStore ).receiveCartContents( error.data.cart );
 */
export const receiveCartContents = ( response: CartResponse ) => receive( response, 'contents' );

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
