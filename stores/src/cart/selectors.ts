/** The cart store's selectors: the cart, its addresses, totals, errors and pending request states. */

import { createSelector } from '@wordpress/data';
import type { BillingAddress, CartItem, ShippingAddress } from '@cesta/types';

import type { CartState } from './types';

/**
 * The whole cart (camelCased top level).
 *
 * @example
 * select( cartStore ).getCartData().itemsCount;
 */
export const getCartData = ( state: CartState ) => state.cartData;

/**
 * Both addresses; the same object while neither changes.
 *
 * @example
 * const { shippingAddress, billingAddress } = select( cartStore ).getCustomerData();
 */
export const getCustomerData = createSelector(
	(
		state: CartState
	): { shippingAddress: ShippingAddress; billingAddress: BillingAddress } => ( {
		shippingAddress: state.cartData.shippingAddress,
		billingAddress: state.cartData.billingAddress,
	} ),
	( state: CartState ) => [ state.cartData.shippingAddress, state.cartData.billingAddress ]
);

/**
 * The shipping packages of the cart, each with its rates.
 *
 * @example
 * select( cartStore ).getShippingRates()[ 0 ]?.shipping_rates;
 */
export const getShippingRates = ( state: CartState ) => state.cartData.shippingRates;

/**
 * Whether the cart has items that need shipping.
 *
 * @example
 * select( cartStore ).getNeedsShipping();
 */
export const getNeedsShipping = ( state: CartState ) => state.cartData.needsShipping;

/**
 * Whether shipping rates were calculated for the customer's address.
 *
 * @example
 * select( cartStore ).getHasCalculatedShipping();
 */
export const getHasCalculatedShipping = ( state: CartState ) =>
	state.cartData.hasCalculatedShipping;

/**
 * The cart's totals: amounts in minor units, as strings, with the currency fields.
 *
 * @example
 * select( cartStore ).getCartTotals().total_price;
 */
export const getCartTotals = ( state: CartState ) => state.cartData.totals;

/**
 * The cart's transient flags: the coupon being applied or removed, addresses or
 * a rate being sent, stale data.
 *
 * @example
 * select( cartStore ).getCartMeta().isCartDataStale;
 */
export const getCartMeta = ( state: CartState ) => state.metaData;

/**
 * Errors of the last failed request.
 *
 * @example
 * select( cartStore ).getCartErrors()[ 0 ]?.code;
 */
export const getCartErrors = ( state: CartState ) => state.errors;

/**
 * Whether a coupon is being applied.
 *
 * @example
 * select( cartStore ).isApplyingCoupon();
 */
export const isApplyingCoupon = ( state: CartState ) => !! state.metaData.applyingCoupon;

/**
 * The code of the coupon being applied, `''` when none.
 *
 * @example
 * select( cartStore ).getCouponBeingApplied(); // 'VERANO10'
 */
export const getCouponBeingApplied = ( state: CartState ) => state.metaData.applyingCoupon;

/**
 * Whether a coupon is being removed.
 *
 * @example
 * select( cartStore ).isRemovingCoupon();
 */
export const isRemovingCoupon = ( state: CartState ) => !! state.metaData.removingCoupon;

/**
 * The code of the coupon being removed, `''` when none.
 *
 * @example
 * select( cartStore ).getCouponBeingRemoved();
 */
export const getCouponBeingRemoved = ( state: CartState ) => state.metaData.removingCoupon;

/**
 * Whether the cart's data was marked out of date (`setIsCartDataStale`).
 *
 * @example
 * select( cartStore ).isCartDataStale();
 */
export const isCartDataStale = ( state: CartState ) => state.metaData.isCartDataStale;

/**
 * One line by key, or `undefined`.
 *
 * @example
 * select( cartStore ).getCartItem( key )?.quantity;
 */
export const getCartItem = ( state: CartState, cartItemKey: string ): CartItem | undefined =>
	state.cartData.items.find( ( item ) => item.key === cartItemKey );

/**
 * Whether a quantity change of the line is on its way to the server.
 *
 * @example
 * select( cartStore ).isItemPendingQuantity( key );
 */
export const isItemPendingQuantity = ( state: CartState, cartItemKey: string ) =>
	state.cartItemsPendingQuantity.includes( cartItemKey );

/**
 * Whether the line is being removed.
 *
 * @example
 * select( cartStore ).isItemPendingDelete( key );
 */
export const isItemPendingDelete = ( state: CartState, cartItemKey: string ) =>
	state.cartItemsPendingDelete.includes( cartItemKey );

/**
 * Keys of the lines whose quantity change is on its way to the server.
 *
 * @example
 * select( cartStore ).getItemsPendingQuantityUpdate();
 */
export const getItemsPendingQuantityUpdate = ( state: CartState ) => state.cartItemsPendingQuantity;

/**
 * Keys of the lines being removed.
 *
 * @example
 * select( cartStore ).getItemsPendingDelete();
 */
export const getItemsPendingDelete = ( state: CartState ) => state.cartItemsPendingDelete;

/**
 * Ids of the products being added to the cart.
 *
 * @example
 * select( cartStore ).getProductsPendingAdd();
 */
export const getProductsPendingAdd = ( state: CartState ) => state.productsPendingAdd;

/**
 * Whether a line is being added, changed or removed.
 *
 * @example
 * select( cartStore ).hasPendingItemsOperations();
 */
export const hasPendingItemsOperations = ( state: CartState ) =>
	state.cartItemsPendingQuantity.length > 0 ||
	state.cartItemsPendingDelete.length > 0 ||
	state.productsPendingAdd.length > 0;

/**
 * Whether the customer's addresses are being sent to the server.
 *
 * @example
 * select( cartStore ).isCustomerDataUpdating();
 */
export const isCustomerDataUpdating = ( state: CartState ) => state.metaData.updatingCustomerData;

/**
 * Whether address fields that change the shipping rates are being sent (new rates are loading).
 *
 * @example
 * select( cartStore ).isAddressFieldsForShippingRatesUpdating();
 */
export const isAddressFieldsForShippingRatesUpdating = ( state: CartState ) =>
	state.metaData.updatingAddressFieldsForShippingRates;

/**
 * Whether a shipping rate selection is on its way to the server.
 *
 * @example
 * select( cartStore ).isShippingRateBeingSelected();
 */
export const isShippingRateBeingSelected = ( state: CartState ) =>
	state.metaData.updatingSelectedRate;
