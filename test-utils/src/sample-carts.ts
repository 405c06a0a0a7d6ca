/**
 * Carts a real WooCommerce 9.9.5 answered (`reference/store-api-samples`), so
 * tests run against the shapes the server really sends. Each call returns a
 * fresh copy: a test may change it freely.
 */
import type { CartItem, CartResponse } from '@cesta/types';

import cartWithItemsSample from '../../reference/store-api-samples/cart-with-items.json';
import couponAppliedSample from '../../reference/store-api-samples/coupon-applied.json';
import couponInvalidSample from '../../reference/store-api-samples/coupon-invalid-400.json';

const clone = < T >( value: T ): T => JSON.parse( JSON.stringify( value ) ) as T;

/**
 * The cart with a fan on sale and a red T-shirt (EUR, IVA 21 %, flat rate
 * shipping 4.95 selected; gateways bacs, cheque and cod).
 *
 * @example
 * registry.dispatch( cartStore ).receiveCart( cartWithItems() );
 */
export const cartWithItems = (): CartResponse =>
	clone( cartWithItemsSample.body ) as unknown as CartResponse;

/**
 * The cart after applying the coupon DESCUENTO10 (−6.00).
 *
 * @example
 * const cart = cartWithCoupon();
 */
export const cartWithCoupon = (): CartResponse =>
	clone( couponAppliedSample.body ) as unknown as CartResponse;

/**
 * The cart with items, listing only `gateways` as the server's payment
 * methods (a regular method is available only if its gateway is listed).
 *
 * @example
 * receiveCart( registry, cartWithGateways( [ 'bacs' ] ) );
 */
export const cartWithGateways = ( gateways: string[] ): CartResponse => ( {
	...cartWithItems(),
	payment_methods: gateways,
} );

/**
 * The server's answer to an unknown coupon, `Coupon &quot;NOEXISTE&quot; does not exist!`.
 *
 * @example
 * render( <TotalsCoupon error={ couponInvalidError.message } /> );
 */
export const couponInvalidError: Readonly< typeof couponInvalidSample.body > = Object.freeze(
	clone( couponInvalidSample.body )
);

/**
 * The fan line of the sample cart (3999 on sale from 4999).
 *
 * @example
 * render( <ProductPrice item={ fanItem() } /> );
 */
export const fanItem = (): CartItem => cartWithItems().items[ 0 ]!;

/**
 * The red T-shirt line (a variation with `Color: Rojo`).
 *
 * @example
 * render( <ProductMetadata item={ shirtItem() } /> );
 */
export const shirtItem = (): CartItem => cartWithItems().items[ 1 ]!;
