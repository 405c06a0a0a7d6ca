import type { Cart, CartResponse } from '@cesta/types';

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

/**
 * Whether `value` looks like a Store API cart: the members every block reads
 * are present with the right types.
 *
 * @example
 * isCartResponse( await response.json() );
 */
export function isCartResponse( value: unknown ): value is CartResponse {
	return (
		isRecord( value ) &&
		Array.isArray( value.items ) &&
		Array.isArray( value.coupons ) &&
		isRecord( value.totals ) &&
		typeof value.items_count === 'number'
	);
}

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
