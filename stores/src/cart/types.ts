/** Types of the cart store: its state, transient request states and address patches. */

import type { ApiErrorResponse, BillingAddress, Cart } from '@cesta/types';

/**
 * The cart's transient request states (spec 2 §4).
 *
 * @example
 * select( cartStore ).getCartMeta().applyingCoupon; // 'VERANO10' while it is applied
 */
export interface CartMeta {
	updatingCustomerData: boolean;
	updatingAddressFieldsForShippingRates: boolean;
	updatingSelectedRate: boolean;
	/** The code being applied, `''` when none. */
	applyingCoupon: string;
	/** The code being removed, `''` when none. */
	removingCoupon: string;
	isCartDataStale: boolean;
}

/**
 * The cart store's state.
 *
 * @example
 * select( cartStore ).getCartData().itemsCount;
 */
export interface CartState {
	cartItemsPendingQuantity: string[];
	cartItemsPendingDelete: string[];
	productsPendingAdd: number[];
	cartData: Cart;
	metaData: CartMeta;
	/** Errors of the last failed request. */
	errors: ApiErrorResponse[];
}

/**
 * A partial address as the address setters accept it.
 *
 * @example
 * dispatch( cartStore ).setShippingAddress( { city: 'Madrid' } );
 */
export type AddressPatch = Partial< BillingAddress >;
