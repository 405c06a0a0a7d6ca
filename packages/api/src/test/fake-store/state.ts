/**
 * The fake shop's state: a session cart and the nonces it issued. Nonces are
 * checked like the real server does: missing → 401, unknown or expired → 403.
 */
import type { CartResponse } from '@cesta/types';

import { sampleCart, sampleCartItem } from './samples';

/** What a route answers, before it is turned into HTTP or a batch envelope. */
export interface RouteAnswer {
	status: number;
	body: unknown;
	/** Leave out the session headers (like responses of routes outside the cart). */
	bare?: boolean;
	/** The session was not loaded (nonce errors): `Cart-Hash` is empty. */
	noSession?: boolean;
	headers?: Record< string, string >;
}

/** The mutable state of one fake shop. */
export interface ShopState {
	cart: CartResponse;
	cartVersion: number;
	nonce: string;
	nonceTimestamp: number;
	validNonces: Set< string >;
	/** When true every nonce is refused, also fresh ones. */
	refuseAllNonces: boolean;
	/** When false writes need no nonce (the server filter that turns checks off). */
	checkNonces: boolean;
	userId: number;
	cartToken: string;
	catalogueModified: number;
}

/**
 * A shop with an empty cart and one valid nonce, `nonce-1`.
 *
 * @example
 * const state = createShopState();
 */
export function createShopState(): ShopState {
	const cart = sampleCart();
	cart.items = [];
	cart.items_count = 0;
	return {
		cart,
		cartVersion: 0,
		nonce: 'nonce-1',
		nonceTimestamp: 1795644289,
		validNonces: new Set( [ 'nonce-1' ] ),
		refuseAllNonces: false,
		checkNonces: true,
		userId: 0,
		cartToken: 'cart-token-1',
		catalogueModified: 1795644288,
	};
}

/**
 * Issues a new nonce a second later; with `expireOld` the previous ones stop
 * being valid (a nonce that went stale).
 *
 * @example
 * rotateNonce( state, { expireOld: true } ); // 'nonce-2'
 */
export function rotateNonce( state: ShopState, { expireOld = false } = {} ): string {
	const next = `nonce-${ Number( state.nonce.split( '-' )[ 1 ] ) + 1 }`;
	if ( expireOld ) {
		state.validNonces.clear();
	}
	state.nonce = next;
	state.nonceTimestamp += 1;
	state.validNonces.add( next );
	return next;
}

const error = ( status: number, code: string, message: string, data = {} ): RouteAnswer => ( {
	status,
	body: { code, message, data: { status, ...data } },
} );

/**
 * The nonce check of a write, or `null` when it passes.
 *
 * @example
 * checkNonce( state, headers.get( 'Nonce' ) );
 */
export function checkNonce( state: ShopState, nonce: string | null ): RouteAnswer | null {
	if ( ! state.checkNonces ) {
		return null;
	}
	if ( nonce === null || nonce === '' ) {
		return {
			...error(
				401,
				'woocommerce_rest_missing_nonce',
				'Missing the Nonce header. This endpoint requires a valid nonce.'
			),
			noSession: true,
		};
	}
	if ( state.refuseAllNonces || ! state.validNonces.has( nonce ) ) {
		if ( state.refuseAllNonces ) {
			rotateNonce( state );
		}
		return {
			...error( 403, 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.' ),
			noSession: true,
		};
	}
	return null;
}

function touch( state: ShopState ): CartResponse {
	state.cartVersion += 1;
	state.cart.items_count = state.cart.items.reduce( ( sum, item ) => sum + item.quantity, 0 );
	return state.cart;
}

/**
 * Adds a product (201), or 400 for an unknown product id (999999).
 *
 * @example
 * addItem( state, { id: 17, quantity: 1 } );
 */
export function addItem( state: ShopState, body: { id?: number; quantity?: number } ): RouteAnswer {
	if ( ! body.id || body.id === 999999 ) {
		return error(
			400,
			'woocommerce_rest_cart_invalid_product',
			'This product cannot be added to the cart.'
		);
	}
	const existing = state.cart.items.find( ( item ) => item.id === body.id );
	if ( existing ) {
		existing.quantity += body.quantity ?? 1;
	} else {
		const item = sampleCartItem();
		item.id = body.id;
		item.key = `key-${ body.id }`.padEnd( 32, '0' );
		item.quantity = body.quantity ?? 1;
		state.cart.items.push( item );
	}
	return { status: 201, body: touch( state ) };
}

/**
 * Changes or removes a line; 409 with the cart for an unknown key.
 *
 * @example
 * changeItem( state, { key, quantity: 2 } );
 */
export function changeItem(
	state: ShopState,
	body: { key?: string; quantity?: number }
): RouteAnswer {
	const item = state.cart.items.find( ( line ) => line.key === body.key );
	if ( ! item ) {
		return error(
			409,
			'woocommerce_rest_cart_invalid_key',
			'Cart item no longer exists or is invalid.',
			{
				cart: state.cart,
			}
		);
	}
	if ( body.quantity === undefined || body.quantity === 0 ) {
		state.cart.items = state.cart.items.filter( ( line ) => line !== item );
	} else {
		item.quantity = body.quantity;
	}
	return { status: 200, body: touch( state ) };
}

/**
 * Applies a coupon; only `descuento10` exists.
 *
 * @example
 * applyCoupon( state, { code: 'descuento10' } );
 */
export function applyCoupon( state: ShopState, body: { code?: string } ): RouteAnswer {
	if ( body.code?.toLowerCase() !== 'descuento10' ) {
		return error(
			400,
			'woocommerce_rest_cart_coupon_error',
			`El cupón "${ body.code }" no existe.`
		);
	}
	return { status: 200, body: touch( state ) };
}

/**
 * Updates the customer; a bad billing email is `rest_invalid_param`.
 *
 * @example
 * updateCustomer( state, { billing_address: { email: 'x' } } );
 */
export function updateCustomer(
	state: ShopState,
	body: { billing_address?: { email?: string } }
): RouteAnswer {
	const email = body.billing_address?.email;
	if ( email !== undefined && ! email.includes( '@' ) ) {
		return error( 400, 'rest_invalid_param', 'Invalid parameter(s): billing_address', {
			params: { billing_address: 'The provided email address is not valid' },
			details: {
				billing_address: {
					code: 'invalid_email',
					message: 'The provided email address is not valid',
					data: null,
				},
			},
		} );
	}
	return { status: 200, body: touch( state ) };
}
