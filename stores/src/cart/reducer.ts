/** The cart store's reducer: the cart, its transient request states and errors. */

import type { CartItem } from '@cesta/types';

import * as types from './action-types';
import { keepUnchanged } from './keep-unchanged';
import type { CartAction } from './actions';
import { getDefaultCartState } from './default-state';
import type { CartMeta, CartState } from './types';

const withMeta = < K extends keyof CartMeta >(
	state: CartState,
	key: K,
	value: CartMeta[ K ]
): CartState =>
	state.metaData[ key ] === value
		? state
		: { ...state, metaData: { ...state.metaData, [ key ]: value } };

/** Adds or removes `value` in a list, returning the same list when nothing changes. */
const toggle = < T >( list: T[], value: T, present: boolean ): T[] => {
	const has = list.includes( value );
	if ( has === present ) {
		return list;
	}
	return present ? [ ...list, value ] : list.filter( ( entry ) => entry !== value );
};

/** Merges a partial address; the same state when no field changes. */
const withAddress = (
	state: CartState,
	key: 'billingAddress' | 'shippingAddress',
	patch: Record< string, unknown >
): CartState => {
	const current = state.cartData[ key ] as unknown as Record< string, unknown >;
	if ( Object.entries( patch ).every( ( [ field, value ] ) => current[ field ] === value ) ) {
		return state;
	}
	return { ...state, cartData: { ...state.cartData, [ key ]: { ...current, ...patch } } };
};

/**
 * The cart reducer: the cart data, the last request's errors and the
 * transient states of spec 2 §4. Unchanged values keep the same objects.
 *
 * @example
 * reducer( state, itemIsPendingQuantity( key ) ).cartItemsPendingQuantity; // [ key ]
 */
export function reducer( state: CartState = getDefaultCartState(), action: CartAction ): CartState {
	switch ( action.type ) {
		case types.SET_CART_DATA:
			return {
				...state,
				errors: state.errors.length ? [] : state.errors,
				// Unchanged lines keep their objects: only the rows of changed lines re-render.
				cartData: {
					...state.cartData,
					...keepUnchanged( state.cartData, action.response ),
				},
			};
		case types.SET_ERROR_DATA:
			return { ...state, errors: action.error ? [ action.error ] : [] };
		case types.APPLYING_COUPON:
			return withMeta( state, 'applyingCoupon', action.couponCode );
		case types.REMOVING_COUPON:
			return withMeta( state, 'removingCoupon', action.couponCode );
		case types.RECEIVE_CART_ITEM: {
			const incoming = action.cartItem;
			if ( ! incoming ) {
				return state;
			}
			const items = state.cartData.items.map( ( item: CartItem ) =>
				item.key === incoming.key ? incoming : item
			);
			return { ...state, cartData: { ...state.cartData, items } };
		}
		case types.ITEM_PENDING_QUANTITY: {
			const list = toggle(
				state.cartItemsPendingQuantity,
				action.cartItemKey,
				action.isPendingQuantity
			);
			return list === state.cartItemsPendingQuantity
				? state
				: { ...state, cartItemsPendingQuantity: list };
		}
		case types.RECEIVE_REMOVED_ITEM: {
			const list = toggle(
				state.cartItemsPendingDelete,
				action.cartItemKey,
				action.isPendingDelete
			);
			return list === state.cartItemsPendingDelete
				? state
				: { ...state, cartItemsPendingDelete: list };
		}
		case types.PRODUCT_PENDING_ADD: {
			const list = toggle( state.productsPendingAdd, action.productId, action.isPending );
			return list === state.productsPendingAdd
				? state
				: { ...state, productsPendingAdd: list };
		}
		case types.SET_IS_CART_DATA_STALE:
			return withMeta( state, 'isCartDataStale', action.isCartDataStale );
		case types.UPDATING_CUSTOMER_DATA:
			return withMeta( state, 'updatingCustomerData', action.isResolving );
		case types.UPDATING_ADDRESS_FIELDS_FOR_SHIPPING_RATES:
			return withMeta( state, 'updatingAddressFieldsForShippingRates', action.isResolving );
		case types.UPDATING_SELECTED_SHIPPING_RATE:
			return withMeta( state, 'updatingSelectedRate', action.isResolving );
		case types.SET_BILLING_ADDRESS:
			return withAddress( state, 'billingAddress', action.billingAddress );
		case types.SET_SHIPPING_ADDRESS:
			return withAddress( state, 'shippingAddress', action.shippingAddress );
		default:
			return state;
	}
}
