/** Types of the cart: the Store API response, its totals, coupons and fees, and the store's camelCase cart. */

import type { BillingAddress, ShippingAddress } from './address';
import type { CartItem } from './cart-item';
import type { CurrencyResponse, MinorUnitAmount } from './currency';
import type { CartErrorItem } from './errors';
import type { ProductResponse } from './product';
import type { ShippingPackage } from './shipping';

/** One tax line of itemized tax display, e.g. `{ name: 'IVA', price: '1364', rate: '21%' }`. */
export interface TaxLine {
	name: string;
	price: MinorUnitAmount;
	/** Percent string such as `21%`. */
	rate: string;
}

/**
 * Cart totals. Every amount is a minor-unit string; shipping amounts are
 * `null` until shipping has been calculated.
 */
export interface CartTotals extends CurrencyResponse {
	total_items: MinorUnitAmount;
	total_items_tax: MinorUnitAmount;
	total_fees: MinorUnitAmount;
	total_fees_tax: MinorUnitAmount;
	total_discount: MinorUnitAmount;
	total_discount_tax: MinorUnitAmount;
	total_shipping: MinorUnitAmount | null;
	total_shipping_tax: MinorUnitAmount | null;
	total_price: MinorUnitAmount;
	total_tax: MinorUnitAmount;
	/** Filled only for itemized tax display. */
	tax_lines: TaxLine[];
}

/** A coupon applied to the cart. */
export interface CartCoupon {
	code: string;
	/** `percent`, `fixed_cart`, `fixed_product`, … */
	discount_type: string;
	totals: CurrencyResponse & {
		total_discount: MinorUnitAmount;
		total_discount_tax: MinorUnitAmount;
	};
}

/** A fee on the cart. The server names its id `key`; older schemas call it `id`. */
export interface CartFee {
	key: string;
	id?: string;
	name: string;
	totals: CurrencyResponse & {
		total: MinorUnitAmount;
		total_tax: MinorUnitAmount;
	};
}

/**
 * The cart exactly as `GET /cart` returns it (snake_case).
 *
 * @example
 * const response: CartResponse = await apiFetch( { path: '/wc/store/v1/cart' } );
 * response.items_count; // 2
 */
export interface CartResponse {
	items: CartItem[];
	coupons: CartCoupon[];
	fees: CartFee[];
	totals: CartTotals;
	shipping_address: ShippingAddress;
	billing_address: BillingAddress;
	needs_payment: boolean;
	needs_shipping: boolean;
	payment_requirements: string[];
	has_calculated_shipping: boolean;
	shipping_rates: ShippingPackage[];
	items_count: number;
	/** Grams. */
	items_weight: number;
	cross_sells: ProductResponse[];
	errors: CartErrorItem[];
	/** Ids of the gateways available for this cart. */
	payment_methods: string[];
	extensions: Record< string, unknown >;
}

/**
 * The cart as the `wc/store/cart` store keeps it: top-level keys camelCased,
 * nested objects (items, totals, addresses) unchanged.
 */
export interface Cart {
	items: CartItem[];
	coupons: CartCoupon[];
	fees: CartFee[];
	totals: CartTotals;
	shippingAddress: ShippingAddress;
	billingAddress: BillingAddress;
	needsPayment: boolean;
	needsShipping: boolean;
	paymentRequirements: string[];
	hasCalculatedShipping: boolean;
	shippingRates: ShippingPackage[];
	itemsCount: number;
	itemsWeight: number;
	crossSells: ProductResponse[];
	errors: CartErrorItem[];
	paymentMethods: string[];
	extensions: Record< string, unknown >;
}
