/** Tests of the cached cart: the Cart-Hash in localStorage, when the cookies allow the cache, fetchCart. */

import { http, HttpResponse } from 'msw';

import {
	addCartItem,
	apiFetchWithHeaders,
	CART_SESSION_LIFETIME_MS,
	clearCachedCart,
	fetchCart,
	getCachedCart,
	getStoredCartHash,
	hasCartSession,
	isCartCacheValid,
	persistCart,
} from '@cesta/api';

import { sampleCart } from './fake-store/samples';
import { seedNonce, server, setupFakeStore } from './msw-server';

setupFakeStore();

const withField = ( name: string, value: unknown ) => ( { ...sampleCart(), [ name ]: value } );

const setCookie = ( name: string, value: string ) => {
	document.cookie = `${ name }=${ value }; path=/`;
};

describe( 'given responses with a Cart-Hash header', () => {
	it( 'stores the hash in localStorage under storeApiCartHash', async () => {
		await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );

		expect( getStoredCartHash() ).toBe( 'hash-0' );
	} );

	it( 'keeps the stored hash when a response sends an empty one (session not loaded)', async () => {
		window.localStorage.setItem( 'storeApiCartHash', 'hash-real' );
		seedNonce( 'stale', 1795644000 );
		server.use(
			http.post( '*/wp-json/wc/store/v1/checkout', () =>
				HttpResponse.json(
					{
						code: 'woocommerce_rest_invalid_nonce',
						message: 'Nonce is invalid.',
						data: { status: 403 },
					},
					{ status: 403, headers: { 'Cart-Hash': '' } }
				)
			)
		);

		await apiFetchWithHeaders( {
			path: '/wc/store/v1/checkout',
			method: 'POST',
			data: {},
		} ).catch( () => null );
		expect( getStoredCartHash() ).toBe( 'hash-real' );
	} );
} );

describe( 'given a cached cart', () => {
	beforeEach( () => persistCart( { ...sampleCart(), items_count: 3 }, 'hash-a' ) );

	it( 'uses it while the items-in-cart cookie exists and the cart-hash cookie matches', () => {
		setCookie( 'woocommerce_items_in_cart', '1' );
		setCookie( 'woocommerce_cart_hash', 'hash-a' );

		expect( isCartCacheValid() ).toBe( true );
		expect( getCachedCart()?.items_count ).toBe( 3 );
	} );

	it( 'ignores it when the cart-hash cookie differs (the cart changed elsewhere)', () => {
		setCookie( 'woocommerce_items_in_cart', '1' );
		setCookie( 'woocommerce_cart_hash', 'hash-b' );

		expect( getCachedCart() ).toBeNull();
	} );

	it( 'ignores it without the items-in-cart cookie', () => {
		setCookie( 'woocommerce_cart_hash', 'hash-a' );

		expect( getCachedCart() ).toBeNull();
	} );

	it( 'ignores it without any cookie', () => {
		expect( getCachedCart() ).toBeNull();
	} );

	it( 'ignores stored data that is not a cart', () => {
		setCookie( 'woocommerce_items_in_cart', '1' );
		setCookie( 'woocommerce_cart_hash', 'hash-a' );
		window.localStorage.setItem( 'storeApiCartData', '{"items":"nope"' );

		expect( getCachedCart() ).toBeNull();
	} );

	it( 'ignores it once its last cart write is older than the session’s 48 h (the cookies outlive the session)', async () => {
		setCookie( 'woocommerce_items_in_cart', '1' );
		setCookie( 'woocommerce_cart_hash', 'hash-a' );
		const writtenAt = Date.parse( '2026-03-02T10:00:00Z' );
		const now = jest.spyOn( Date, 'now' ).mockReturnValue( writtenAt );
		await addCartItem( { id: 17, quantity: 1 } );
		persistCart( { ...sampleCart(), items_count: 3 }, 'hash-a' );

		now.mockReturnValue( writtenAt + CART_SESSION_LIFETIME_MS - 1000 );
		expect( getCachedCart()?.items_count ).toBe( 3 );
		now.mockReturnValue( writtenAt + CART_SESSION_LIFETIME_MS );
		expect( getCachedCart() ).toBeNull();
	} );

	it( 'is gone after clearCachedCart', () => {
		setCookie( 'woocommerce_items_in_cart', '1' );
		setCookie( 'woocommerce_cart_hash', 'hash-a' );
		clearCachedCart();

		expect( getCachedCart() ).toBeNull();
		expect( getStoredCartHash() ).toBeNull();
	} );
} );

describe( 'persistCart', () => {
	it( 'does not cache something that is not a cart', () => {
		persistCart( { items: 'x' } as never, 'hash-x' );

		expect( window.localStorage.getItem( 'storeApiCartData' ) ).toBeNull();
		expect( getStoredCartHash() ).toBeNull();
	} );
} );

describe( 'hasCartSession', () => {
	it( 'is true once the server set the cart-hash cookie, false before', () => {
		expect( hasCartSession() ).toBe( false );
		setCookie( 'woocommerce_cart_hash', 'hash-a' );
		expect( hasCartSession() ).toBe( true );
	} );
} );

describe( 'fetchCart', () => {
	it( 'caches the cart it loaded with its hash, so the next page can start from it', async () => {
		await fetchCart();
		setCookie( 'woocommerce_items_in_cart', '1' );
		setCookie( 'woocommerce_cart_hash', 'hash-0' );

		expect( getCachedCart()?.items_count ).toBe( 0 );
	} );

	it( 'asks the server past any HTTP cache', async () => {
		let cacheMode = '';
		server.use(
			http.get( '*/wp-json/wc/store/v1/cart', ( { request } ) => {
				cacheMode = request.cache;
				return HttpResponse.json( sampleCart() );
			} )
		);

		await fetchCart();
		expect( cacheMode ).toBe( 'no-store' );
	} );

	it.each( [
		[ 'nothing', () => new HttpResponse( null, { status: 200 } ) ],
		[ 'something that is not a cart', () => HttpResponse.json( { items: null } ) ],
		[ 'a list', () => HttpResponse.json( [] ) ],
		// Read as carts, these looked empty or broke while being shown.
		[
			'a cart with a line that is null',
			() => HttpResponse.json( withField( 'items', [ null ] ) ),
		],
		[
			'a cart whose errors are a string',
			() => HttpResponse.json( withField( 'errors', 'x' ) ),
		],
		[
			'a cart whose errors are nulls',
			() => HttpResponse.json( withField( 'errors', [ null ] ) ),
		],
		[ 'a cart whose totals are a list', () => HttpResponse.json( withField( 'totals', [] ) ) ],
		[
			'a cart with a coupon that is null',
			() => HttpResponse.json( withField( 'coupons', [ null ] ) ),
		],
		[
			'a cart without its shipping address',
			() => HttpResponse.json( withField( 'shipping_address', undefined ) ),
		],
		[
			'a cart whose billing address is null',
			() => HttpResponse.json( withField( 'billing_address', null ) ),
		],
		[ 'a cart whose fees are a string', () => HttpResponse.json( withField( 'fees', 'x' ) ) ],
		[
			'a cart with a shipping package that is null',
			() => HttpResponse.json( withField( 'shipping_rates', [ null ] ) ),
		],
		[
			'a cart whose cross-sells are a number',
			() => HttpResponse.json( withField( 'cross_sells', 3 ) ),
		],
	] )( 'given %s › rejects with cart_api_error, status 500', async ( _label, answer ) => {
		server.use( http.get( '*/wp-json/wc/store/v1/cart', answer ) );

		await expect( fetchCart() ).rejects.toEqual( {
			code: 'cart_api_error',
			message: 'Unable to get cart data from the API.',
			data: { status: 500 },
		} );
	} );
} );
