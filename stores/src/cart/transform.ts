/** Turns a Store API cart response into the store's cart (top-level keys camelCased). */

import type { Cart, CartResponse } from '@cesta/types';

/**
 * The cart without its addresses, top-level keys camelCased (nested objects
 * keep the API's snake_case, as in WooCommerce).
 *
 * @example
 * cartContentsFromResponse( response ).itemsCount;
 */
export function cartContentsFromResponse(
	response: CartResponse
): Omit< Cart, 'billingAddress' | 'shippingAddress' > {
	return {
		items: response.items,
		coupons: response.coupons,
		fees: response.fees ?? [],
		totals: response.totals,
		needsPayment: response.needs_payment,
		needsShipping: response.needs_shipping,
		paymentRequirements: response.payment_requirements ?? [],
		hasCalculatedShipping: response.has_calculated_shipping,
		shippingRates: response.shipping_rates ?? [],
		itemsCount: response.items_count,
		itemsWeight: response.items_weight,
		crossSells: response.cross_sells ?? [],
		errors: response.errors ?? [],
		paymentMethods: response.payment_methods ?? [],
		extensions: response.extensions ?? {},
	};
}

/**
 * The whole cart as the store keeps it.
 *
 * @example
 * cartFromResponse( response ).shippingAddress.city;
 */
export function cartFromResponse( response: CartResponse ): Cart {
	return {
		...cartContentsFromResponse( response ),
		shippingAddress: response.shipping_address,
		billingAddress: response.billing_address,
	};
}
