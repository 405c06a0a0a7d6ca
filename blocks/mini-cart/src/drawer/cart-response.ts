/** The store's cart back in the Store API's shape, to announce it to the page. */
import type { Cart, CartResponse } from '@cesta/types';

/**
 * The Store API cart (snake_case top-level keys) a `wc/store/cart` cart came
 * from: the inverse of the store's own transform, so the drawer can publish
 * the cart after a change it made.
 *
 * @example
 * publishCart( cartResponseFromStore( select( cartStore ).getCartData() ), 'updated' );
 */
export function cartResponseFromStore( cart: Cart ): CartResponse {
	return {
		items: cart.items,
		coupons: cart.coupons,
		fees: cart.fees,
		totals: cart.totals,
		shipping_address: cart.shippingAddress,
		billing_address: cart.billingAddress,
		needs_payment: cart.needsPayment,
		needs_shipping: cart.needsShipping,
		payment_requirements: cart.paymentRequirements,
		has_calculated_shipping: cart.hasCalculatedShipping,
		shipping_rates: cart.shippingRates,
		items_count: cart.itemsCount,
		items_weight: cart.itemsWeight,
		cross_sells: cart.crossSells,
		errors: cart.errors,
		payment_methods: cart.paymentMethods,
		extensions: cart.extensions,
	};
}
