/** The cart store's starting state: an empty cart in the shop's currency, empty addresses, idle meta data. */

import { getSetting } from '@cesta/settings';
import type { CurrencySettings } from '@cesta/settings';
import type {
	BillingAddress,
	Cart,
	CartResponse,
	CartTotals,
	CurrencyResponse,
	ShippingAddress,
} from '@cesta/types';

import {
	EMPTY_CART_COUPONS,
	EMPTY_CART_CROSS_SELLS,
	EMPTY_CART_FEES,
	EMPTY_CART_ITEM_ERRORS,
	EMPTY_CART_ITEMS,
	EMPTY_EXTENSIONS,
	EMPTY_PAYMENT_METHODS,
	EMPTY_PAYMENT_REQUIREMENTS,
	EMPTY_SHIPPING_RATES,
	EMPTY_TAX_LINES,
} from '../utils/empty';
import type { CartMeta, CartState } from './types';

/**
 * The store currency as Store API currency fields, from the `currency` setting.
 *
 * @example
 * currencyFromSettings().currency_code; // 'EUR'
 */
export function currencyFromSettings(): CurrencyResponse {
	const currency = getSetting( 'currency' ) as CurrencySettings;
	const position = currency.symbolPosition;
	return {
		currency_code: currency.code,
		currency_symbol: currency.symbol,
		currency_minor_unit: currency.precision,
		currency_decimal_separator: currency.decimalSeparator,
		currency_thousand_separator: currency.thousandSeparator,
		currency_prefix:
			position === 'left'
				? currency.symbol
				: position === 'left_space'
					? `${ currency.symbol } `
					: '',
		currency_suffix:
			position === 'right'
				? currency.symbol
				: position === 'right_space'
					? ` ${ currency.symbol }`
					: '',
	};
}

/**
 * Zero totals in the store currency, used before the cart loads.
 *
 * @example
 * getDefaultCartTotals().total_price; // '0'
 */
export function getDefaultCartTotals(): CartTotals {
	return {
		...currencyFromSettings(),
		total_items: '0',
		total_items_tax: '0',
		total_fees: '0',
		total_fees_tax: '0',
		total_discount: '0',
		total_discount_tax: '0',
		total_shipping: '0',
		total_shipping_tax: '0',
		total_price: '0',
		total_tax: '0',
		tax_lines: EMPTY_TAX_LINES,
	};
}

/**
 * An address with every core field empty.
 *
 * @example
 * emptyShippingAddress().country; // ''
 */
export const emptyShippingAddress = (): ShippingAddress => ( {
	first_name: '',
	last_name: '',
	company: '',
	address_1: '',
	address_2: '',
	city: '',
	state: '',
	postcode: '',
	country: '',
	phone: '',
} );

/**
 * A billing address with every field empty.
 *
 * @example
 * emptyBillingAddress().email; // ''
 */
export const emptyBillingAddress = (): BillingAddress => ( {
	...emptyShippingAddress(),
	email: '',
} );

/**
 * The cart before the first response: empty, in the store currency.
 *
 * @example
 * getDefaultCartData().itemsCount; // 0
 */
export function getDefaultCartData(): Cart {
	return {
		coupons: EMPTY_CART_COUPONS,
		shippingRates: EMPTY_SHIPPING_RATES,
		shippingAddress: emptyShippingAddress(),
		billingAddress: emptyBillingAddress(),
		items: EMPTY_CART_ITEMS,
		itemsCount: 0,
		itemsWeight: 0,
		crossSells: EMPTY_CART_CROSS_SELLS,
		needsShipping: false,
		needsPayment: false,
		hasCalculatedShipping: true,
		fees: EMPTY_CART_FEES,
		totals: getDefaultCartTotals(),
		errors: EMPTY_CART_ITEM_ERRORS,
		paymentMethods: EMPTY_PAYMENT_METHODS,
		paymentRequirements: EMPTY_PAYMENT_REQUIREMENTS,
		extensions: EMPTY_EXTENSIONS,
	};
}

/**
 * What `GET /cart` answers a visitor without a cart session (the Store API's
 * empty cart, see the reference capture `cart-empty.json`), in the store
 * currency, taken in without asking the server when there is no session
 * (spec 2 §6). Two things only the server knows stay empty: the store's base
 * country in the addresses, and the gateways (`payment_methods`), which come
 * with the first cart the server sends.
 *
 * @example
 * dispatch( cartStore ).receiveCart( getEmptyCartResponse() );
 */
export function getEmptyCartResponse(): CartResponse {
	return {
		items: [],
		coupons: [],
		fees: [],
		totals: { ...getDefaultCartTotals(), total_shipping: null, total_shipping_tax: null },
		shipping_address: emptyShippingAddress(),
		billing_address: emptyBillingAddress(),
		needs_payment: false,
		needs_shipping: false,
		// WooCommerce's own requirement of every cart.
		payment_requirements: [ 'products' ],
		has_calculated_shipping: false,
		shipping_rates: [],
		items_count: 0,
		items_weight: 0,
		cross_sells: [],
		errors: [],
		payment_methods: [],
		extensions: {},
	};
}

/** @example getDefaultCartMeta().isCartDataStale; // false */
export const getDefaultCartMeta = (): CartMeta => ( {
	updatingCustomerData: false,
	updatingAddressFieldsForShippingRates: false,
	updatingSelectedRate: false,
	applyingCoupon: '',
	removingCoupon: '',
	isCartDataStale: false,
} );

/**
 * The cart store's first state.
 *
 * @example
 * getDefaultCartState().cartItemsPendingQuantity; // []
 */
export function getDefaultCartState(): CartState {
	return {
		cartItemsPendingQuantity: [],
		cartItemsPendingDelete: [],
		productsPendingAdd: [],
		cartData: getDefaultCartData(),
		metaData: getDefaultCartMeta(),
		errors: [],
	};
}
