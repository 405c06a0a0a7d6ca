/**
 * Test data taken from the real Store API responses captured from WooCommerce
 * 9.9.5 (`reference/store-api-samples`), so components are tested against the
 * shapes the server really sends.
 */
import type { CartItem, CartResponse, CurrencyResponse } from '@cesta/types';
import { getCurrencyFromPriceResponse } from '@cesta/price-format';

import cartWithItemsSample from '../../../../reference/store-api-samples/cart-with-items.json';
import couponAppliedSample from '../../../../reference/store-api-samples/coupon-applied.json';
import couponInvalidSample from '../../../../reference/store-api-samples/coupon-invalid-400.json';

const clone = < T >( value: T ): T => JSON.parse( JSON.stringify( value ) ) as T;

/**
 * A fresh copy of the cart with a fan on sale and a red T-shirt (EUR, IVA 21 %,
 * flat rate shipping 4.95 selected).
 *
 * @example
 * const cart = cartWithItems();
 */
export const cartWithItems = (): CartResponse =>
	clone( cartWithItemsSample.body ) as unknown as CartResponse;

/**
 * A fresh copy of the cart after applying the coupon DESCUENTO10 (−6.00).
 *
 * @example
 * const cart = cartWithCoupon();
 */
export const cartWithCoupon = (): CartResponse =>
	clone( couponAppliedSample.body ) as unknown as CartResponse;

/** The server's answer to an unknown coupon, `Coupon &quot;NOEXISTE&quot; does not exist!`. */
export const couponInvalidError = couponInvalidSample.body;

/**
 * The fan line of the sample cart (3999 on sale from 4999).
 *
 * @example
 * const fan = fanItem();
 */
export const fanItem = (): CartItem => cartWithItems().items[ 0 ]!;

/**
 * The red T-shirt line (a variation with `Color: Rojo`).
 *
 * @example
 * const shirt = shirtItem();
 */
export const shirtItem = (): CartItem => cartWithItems().items[ 1 ]!;

/** The sample shop's currency fields, as the Store API sends them. */
export const EUR_RESPONSE: CurrencyResponse = {
	currency_code: 'EUR',
	currency_symbol: '€',
	currency_minor_unit: 2,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
	currency_prefix: '€',
	currency_suffix: '',
};

/** The sample shop's currency, as `formatPrice` takes it. */
export const EUR = getCurrencyFromPriceResponse( EUR_RESPONSE );
