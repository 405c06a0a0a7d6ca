/** The cart store's plain actions: the cart, request errors, pending lines and coupons, addresses. */

import type { ApiErrorResponse, Cart, CartItem } from '@cesta/types';

import { errors } from '../messages';
import { isRecord } from '../utils/is-record';
import * as types from './action-types';
import type { AddressPatch } from './types';

const assertAddress = ( action: string, address: unknown ): AddressPatch => {
	if ( ! isRecord( address ) ) {
		throw new TypeError( errors.addressNotObject( action ) );
	}
	return address as AddressPatch;
};

/**
 * Merges a (camelCased) cart into the store and clears the request errors.
 *
 * @example
 * dispatch( cartStore ).setCartData( { itemsCount: 2 } );
 */
export const setCartData = ( cart: Partial< Cart > ) =>
	( { type: types.SET_CART_DATA, response: cart } ) as const;

/**
 * Records the error of the last failed request (`null` clears it).
 *
 * @example
 * dispatch( cartStore ).setErrorData( { code: 'woocommerce_rest_cart_invalid_key', message: '…', data: { status: 409 } } );
 */
export const setErrorData = ( error: ApiErrorResponse | null ) =>
	( { type: types.SET_ERROR_DATA, error } ) as const;

/**
 * Records the code of the coupon being applied (`''` once done).
 *
 * @example
 * dispatch( cartStore ).receiveApplyingCoupon( 'VERANO10' );
 */
export const receiveApplyingCoupon = ( couponCode: string ) =>
	( { type: types.APPLYING_COUPON, couponCode } ) as const;

/**
 * Records the code of the coupon being removed (`''` once done).
 *
 * @example
 * dispatch( cartStore ).receiveRemovingCoupon( '' );
 */
export const receiveRemovingCoupon = ( couponCode: string ) =>
	( { type: types.REMOVING_COUPON, couponCode } ) as const;

/**
 * Replaces one line of the cart by its key.
 *
 * @example
 * dispatch( cartStore ).receiveCartItem( updatedItem );
 */
export const receiveCartItem = ( cartItem: CartItem | null = null ) =>
	( { type: types.RECEIVE_CART_ITEM, cartItem } ) as const;

/**
 * Marks a line's quantity change as on its way to the server (or done, with `false`).
 *
 * @example
 * dispatch( cartStore ).itemIsPendingQuantity( key );
 */
export const itemIsPendingQuantity = ( cartItemKey: string, isPendingQuantity = true ) =>
	( { type: types.ITEM_PENDING_QUANTITY, cartItemKey, isPendingQuantity } ) as const;

/**
 * Marks a line as being removed (or no longer, with `false`).
 *
 * @example
 * dispatch( cartStore ).itemIsPendingDelete( key );
 */
export const itemIsPendingDelete = ( cartItemKey: string, isPendingDelete = true ) =>
	( { type: types.RECEIVE_REMOVED_ITEM, cartItemKey, isPendingDelete } ) as const;

/**
 * Marks a product as being added to the cart, or no longer.
 *
 * @example
 * dispatch( cartStore ).setProductsPendingAdd( 17, true );
 */
export const setProductsPendingAdd = ( productId: number, isPending: boolean ) =>
	( { type: types.PRODUCT_PENDING_ADD, productId, isPending } ) as const;

/**
 * Marks the cart's data as out of date (or current again, with `false`).
 *
 * @example
 * dispatch( cartStore ).setIsCartDataStale();
 */
export const setIsCartDataStale = ( isCartDataStale = true ) =>
	( { type: types.SET_IS_CART_DATA_STALE, isCartDataStale } ) as const;

/**
 * Sets whether the customer's addresses are being sent to the server.
 *
 * @example
 * dispatch( cartStore ).updatingCustomerData( true );
 */
export const updatingCustomerData = ( isResolving: boolean ) =>
	( { type: types.UPDATING_CUSTOMER_DATA, isResolving } ) as const;

/**
 * Sets whether address fields that change the shipping rates are being sent.
 *
 * @example
 * dispatch( cartStore ).updatingAddressFieldsForShippingRates( true );
 */
export const updatingAddressFieldsForShippingRates = ( isResolving: boolean ) =>
	( { type: types.UPDATING_ADDRESS_FIELDS_FOR_SHIPPING_RATES, isResolving } ) as const;

/**
 * Sets whether a shipping rate selection is on its way to the server.
 *
 * @example
 * dispatch( cartStore ).shippingRatesBeingSelected( true );
 */
export const shippingRatesBeingSelected = ( isResolving: boolean ) =>
	( { type: types.UPDATING_SELECTED_SHIPPING_RATE, isResolving } ) as const;

/**
 * Changes the local billing address only; the customer-data push sends it later.
 *
 * @example
 * dispatch( cartStore ).setBillingAddress( { email: 'lucia@example.com' } );
 */
export const setBillingAddress = ( billingAddress: AddressPatch ) =>
	( {
		type: types.SET_BILLING_ADDRESS,
		billingAddress: assertAddress( 'setBillingAddress', billingAddress ),
	} ) as const;

/**
 * Changes the local shipping address only; the customer-data push sends it later.
 *
 * @example
 * dispatch( cartStore ).setShippingAddress( { postcode: '28014' } );
 */
export const setShippingAddress = ( shippingAddress: AddressPatch ) =>
	( {
		type: types.SET_SHIPPING_ADDRESS,
		shippingAddress: assertAddress( 'setShippingAddress', shippingAddress ),
	} ) as const;

/** Every action the cart reducer handles. */
export type CartAction = ReturnType<
	| typeof setCartData
	| typeof setErrorData
	| typeof receiveApplyingCoupon
	| typeof receiveRemovingCoupon
	| typeof receiveCartItem
	| typeof itemIsPendingQuantity
	| typeof itemIsPendingDelete
	| typeof setProductsPendingAdd
	| typeof setIsCartDataStale
	| typeof updatingCustomerData
	| typeof updatingAddressFieldsForShippingRates
	| typeof shippingRatesBeingSelected
	| typeof setBillingAddress
	| typeof setShippingAddress
>;
