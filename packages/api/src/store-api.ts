/**
 * Thin typed helpers for the cart and checkout routes. Each resolves with
 * `{ response, headers, status }` like `apiFetchWithHeaders`; cart answers
 * are cached (see `getCachedCart`).
 */
import type {
	AddItemRequest,
	CartResponse,
	CheckoutDraftUpdateRequest,
	CheckoutRequest,
	CheckoutResponse,
	CouponRequest,
	ExtensionCartUpdateRequest,
	RemoveItemRequest,
	SelectShippingRateRequest,
	UpdateCustomerRequest,
	UpdateItemRequest,
} from '@cesta/types';

import { apiFetchWithHeaders } from './api-fetch-with-headers';
import {
	CALC_TOTALS_QUERY_ARG,
	CART_API_ERROR_STATUS,
	CART_HASH_HEADER,
	CLIENT_ERROR_CODES,
	IDEMPOTENCY_KEY_HEADER,
	STORE_API_NAMESPACE,
} from './constants';
import { createApiError } from './errors';
import { cartApiErrorMessage } from './messages';
import { hasPreloadedResponse } from './preload';
import { isCartResponse, persistCart, recordCartWrite } from './session/cart-cache';
import type { ApiResult, PlaceOrderOptions, RouteCallOptions } from './types';

const CART_ROUTE = `/${ STORE_API_NAMESPACE }/cart`;
const CHECKOUT_ROUTE = `/${ STORE_API_NAMESPACE }/checkout`;

function keepCart( result: ApiResult< CartResponse > ): ApiResult< CartResponse > {
	persistCart( result.response, result.headers.get( CART_HASH_HEADER ) );
	return result;
}

function keepWrittenCart( result: ApiResult< CartResponse > ): ApiResult< CartResponse > {
	recordCartWrite();
	return keepCart( result );
}

const postToCart = (
	action: string,
	data: unknown,
	{ signal }: RouteCallOptions = {}
): Promise< ApiResult< CartResponse > > =>
	apiFetchWithHeaders< CartResponse >( {
		path: `${ CART_ROUTE }/${ action }`,
		method: 'POST',
		data,
		...( signal ? { signal } : {} ),
	} ).then( keepWrittenCart );

/**
 * `GET /cart` (never from the HTTP cache). An answer that is not a cart
 * rejects with `cart_api_error`, "Unable to get cart data from the API.",
 * status 500 (spec 2 §8).
 *
 * @example
 * const { response: cart } = await fetchCart();
 */
export async function fetchCart( { signal }: RouteCallOptions = {} ): Promise<
	ApiResult< CartResponse >
> {
	const result = await apiFetchWithHeaders< unknown >( {
		path: CART_ROUTE,
		cache: 'no-store',
		...( signal ? { signal } : {} ),
	} );
	if ( ! isCartResponse( result.response ) ) {
		throw createApiError(
			CLIENT_ERROR_CODES.cartApi,
			cartApiErrorMessage(),
			CART_API_ERROR_STATUS
		);
	}
	return keepCart( result as ApiResult< CartResponse > );
}

/**
 * Whether the page preloaded the cart (`wcSettings.preloadedApiRequests` or
 * `registerPreloadedResponses`): the server printed it, so it has a session
 * for this page even when no cookie says so, and the next `fetchCart()` is
 * answered without the network. The preload is not taken. A cart preloaded
 * through the page's own WordPress preloading middleware cannot be seen here.
 *
 * @example
 * if ( hasPreloadedCart() || hasCartSession() ) { await fetchCart(); }
 */
export const hasPreloadedCart = (): boolean => hasPreloadedResponse( CART_ROUTE );

/**
 * `POST /cart/add-item` (batched).
 *
 * @example
 * await addCartItem( { id: 17, quantity: 1 } );
 */
export const addCartItem = ( request: AddItemRequest, options?: RouteCallOptions ) =>
	postToCart( 'add-item', request, options );

/**
 * `POST /cart/remove-item` (batched).
 *
 * @example
 * await removeCartItem( { key: '70efdf2ec9b086079795c442636b55fb' } );
 */
export const removeCartItem = ( request: RemoveItemRequest, options?: RouteCallOptions ) =>
	postToCart( 'remove-item', request, options );

/**
 * `POST /cart/update-item` (batched).
 *
 * @example
 * await updateCartItem( { key: '70efdf2ec9b086079795c442636b55fb', quantity: 2 } );
 */
export const updateCartItem = ( request: UpdateItemRequest, options?: RouteCallOptions ) =>
	postToCart( 'update-item', request, options );

/**
 * `POST /cart/apply-coupon` (batched).
 *
 * @example
 * await applyCartCoupon( { code: 'descuento10' } );
 */
export const applyCartCoupon = ( request: CouponRequest, options?: RouteCallOptions ) =>
	postToCart( 'apply-coupon', request, options );

/**
 * `POST /cart/remove-coupon` (batched).
 *
 * @example
 * await removeCartCoupon( { code: 'descuento10' } );
 */
export const removeCartCoupon = ( request: CouponRequest, options?: RouteCallOptions ) =>
	postToCart( 'remove-coupon', request, options );

/**
 * `POST /cart/update-customer` (batched).
 *
 * @example
 * await updateCustomer( { shipping_address: { city: 'Madrid', postcode: '28014', country: 'ES' } } );
 */
export const updateCustomer = ( request: UpdateCustomerRequest, options?: RouteCallOptions ) =>
	postToCart( 'update-customer', request, options );

/**
 * `POST /cart/extensions` (batched): runs a plugin's server callback.
 *
 * @example
 * await updateCartExtensions( { namespace: 'my-plugin', data: { gift_wrap: true } } );
 */
export const updateCartExtensions = (
	request: ExtensionCartUpdateRequest,
	options?: RouteCallOptions
) => postToCart( 'extensions', request, options );

let pendingRateSelection: AbortController | null = null;

/**
 * `POST /cart/select-shipping-rate`, sent at once. A new selection aborts the
 * one still pending (which rejects with `abort_error`), so the last choice
 * wins (spec 2 §7).
 *
 * @example
 * await selectShippingRate( { package_id: 0, rate_id: 'free_shipping:2' } );
 */
export function selectShippingRate(
	request: SelectShippingRateRequest,
	{ signal }: RouteCallOptions = {}
): Promise< ApiResult< CartResponse > > {
	pendingRateSelection?.abort();
	const controller = new AbortController();
	pendingRateSelection = controller;
	const abort = () => controller.abort();
	if ( signal?.aborted ) {
		abort();
	}
	signal?.addEventListener( 'abort', abort, { once: true } );
	return postToCart( 'select-shipping-rate', request, { signal: controller.signal } ).finally(
		() => {
			signal?.removeEventListener( 'abort', abort );
			if ( pendingRateSelection === controller ) {
				pendingRateSelection = null;
			}
		}
	);
}

/**
 * `GET /checkout`: creates or returns the draft order.
 *
 * @example
 * const { response: draft } = await fetchCheckout();
 */
export const fetchCheckout = ( { signal }: RouteCallOptions = {} ) =>
	apiFetchWithHeaders< CheckoutResponse >( {
		path: CHECKOUT_ROUTE,
		...( signal ? { signal } : {} ),
	} );

/**
 * `PUT /checkout?__experimental_calc_totals=true`, the draft-order sync, sent
 * at once and cancelable. The `__experimentalCart` it returns is cached.
 *
 * @example
 * await updateDraftOrder( { payment_method: 'bacs', order_notes: 'Llamar antes' } );
 */
export async function updateDraftOrder(
	request: CheckoutDraftUpdateRequest,
	{ signal }: RouteCallOptions = {}
): Promise< ApiResult< CheckoutResponse > > {
	const result = await apiFetchWithHeaders< CheckoutResponse >( {
		path: `${ CHECKOUT_ROUTE }?${ CALC_TOTALS_QUERY_ARG }=true`,
		method: 'PUT',
		data: request,
		...( signal ? { signal } : {} ),
	} );
	const cart = result.response?.__experimentalCart;
	if ( isCartResponse( cart ) ) {
		recordCartWrite();
		persistCart( cart, result.headers.get( CART_HASH_HEADER ) );
	}
	return result;
}

/**
 * `POST /checkout`: places the order, sent at once and past every HTTP cache
 * (`cache: 'no-store'`, spec 2 §7). A failed payment answers 400/500 with a
 * checkout object; it rejects as `http_error` with that object in `data.body`.
 * An `idempotencyKey` goes out as the `Idempotency-Key` header.
 *
 * @example
 * const { response } = await placeOrder( { billing_address, payment_method: 'bacs' } );
 * window.location.href = response.payment_result?.redirect_url ?? '';
 */
export const placeOrder = (
	request: CheckoutRequest,
	{ signal, idempotencyKey }: PlaceOrderOptions = {}
) =>
	apiFetchWithHeaders< CheckoutResponse >( {
		path: CHECKOUT_ROUTE,
		method: 'POST',
		data: request,
		cache: 'no-store',
		...( idempotencyKey ? { headers: { [ IDEMPOTENCY_KEY_HEADER ]: idempotencyKey } } : {} ),
		...( signal ? { signal } : {} ),
	} );
