/**
 * Tests of the cart without a session (spec 2 §6): a visitor without the
 * cart-hash cookie gets the empty cart without any request, and the first add
 * creates the session.
 */
import cartWithItems from '../../../../reference/store-api-samples/cart-with-items.json';
import { hasCartSession, registerPreloadedResponses } from '@cesta/api';
import {
	createTestRegistry,
	PRODUCTS,
	recordRequests,
	setupMockShop,
	startCartSession,
} from '@cesta/test-utils';
import type { CartResponse } from '@cesta/types';

import { cartStore } from '../index';

const shop = setupMockShop();

const preloadedCart = cartWithItems.body as unknown as CartResponse;

describe( 'given a visitor without a cart session', () => {
	it( 'when the cart resolves › it is the empty cart in the store currency, with no request, and loading ends', async () => {
		const calls = recordRequests( shop );
		const registry = createTestRegistry();

		await registry.resolveSelect( cartStore ).getCartData();

		const cart = registry.select( cartStore ).getCartData();
		expect( cart.items ).toEqual( [] );
		expect( cart.itemsCount ).toBe( 0 );
		expect( cart.totals.currency_code ).toBe( 'EUR' );
		expect( cart.totals.total_price ).toBe( '0' );
		expect( registry.select( cartStore ).hasFinishedResolution( 'getCartData', [] ) ).toBe(
			true
		);
		expect( registry.select( cartStore ).isResolving( 'getCartData', [] ) ).toBe( false );
		expect( registry.select( cartStore ).getCartErrors() ).toEqual( [] );
		await calls.settled();
		expect( calls.httpRequests() ).toEqual( [] );
	} );

	it( 'when the totals are asked for first › they resolve the same way, with no request', async () => {
		const calls = recordRequests( shop );
		const registry = createTestRegistry();

		await registry.resolveSelect( cartStore ).getCartTotals();

		expect( registry.select( cartStore ).getCartTotals().total_price ).toBe( '0' );
		await calls.settled();
		expect( calls.httpRequests() ).toEqual( [] );
	} );

	it( 'when they add to the cart › the add creates the session: the store takes its cart, the cookie is set and a later page loads the cart', async () => {
		const calls = recordRequests( shop );
		const registry = createTestRegistry();
		await registry.resolveSelect( cartStore ).getCartData();

		await registry.dispatch( cartStore ).addItemToCart( PRODUCTS.FAN, 2 );

		expect( registry.select( cartStore ).getCartData().itemsCount ).toBe( 2 );
		expect( hasCartSession() ).toBe( true );
		await calls.settled();
		expect( calls.routes().filter( ( route ) => route === 'GET /cart' ) ).toEqual( [] );
		expect( calls.routes() ).toContain( 'POST /cart/add-item' );

		// The next page: a new registry, no cached cart, the cookie from the add.
		window.localStorage.clear();
		const nextPage = createTestRegistry();
		const before = calls.routes().length;
		await nextPage.resolveSelect( cartStore ).getCartData();

		await calls.settled();
		expect( calls.routes().slice( before ) ).toEqual( [ 'GET /cart' ] );
		expect( nextPage.select( cartStore ).getCartData().items ).toEqual( [
			expect.objectContaining( { id: PRODUCTS.FAN, quantity: 2 } ),
		] );
	} );

	it( 'when the page preloaded the cart (no cookie readable) › the preload is the cart, with no request', async () => {
		registerPreloadedResponses( { '/wc/store/v1/cart': { body: preloadedCart } } );
		const calls = recordRequests( shop );
		const registry = createTestRegistry();

		await registry.resolveSelect( cartStore ).getCartData();

		expect( hasCartSession() ).toBe( false );
		expect( registry.select( cartStore ).getCartData().itemsCount ).toBe(
			preloadedCart.items_count
		);
		await calls.settled();
		expect( calls.httpRequests() ).toEqual( [] );
	} );
} );

describe( 'given a visitor with a cart session', () => {
	it( 'when the cart resolves › one GET /cart loads it', async () => {
		await startCartSession( [ { id: PRODUCTS.FAN, quantity: 3 } ] );
		const calls = recordRequests( shop );
		const registry = createTestRegistry();

		await registry.resolveSelect( cartStore ).getCartData();

		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'GET /cart' ] );
		expect( registry.select( cartStore ).getCartData().itemsCount ).toBe( 3 );
	} );

	it( 'when the last line is removed, which empties the cart-hash cookie › a later page asks nothing', async () => {
		const registry = createTestRegistry();
		await registry.resolveSelect( cartStore ).getCartData();
		await registry.dispatch( cartStore ).addItemToCart( PRODUCTS.FAN, 1 );
		const [ line ] = registry.select( cartStore ).getCartData().items;
		await registry.dispatch( cartStore ).removeItemFromCart( line!.key );
		expect( hasCartSession() ).toBe( false );
		const calls = recordRequests( shop );

		const nextPage = createTestRegistry();
		await nextPage.resolveSelect( cartStore ).getCartData();

		expect( nextPage.select( cartStore ).getCartData().itemsCount ).toBe( 0 );
		await calls.settled();
		expect( calls.httpRequests() ).toEqual( [] );
	} );

	it( 'when the cart-hash cookie is there but empty › it counts as no session: no request', async () => {
		document.cookie = 'woocommerce_cart_hash=; path=/';
		const calls = recordRequests( shop );
		const registry = createTestRegistry();

		await registry.resolveSelect( cartStore ).getCartData();

		expect( registry.select( cartStore ).getCartData().itemsCount ).toBe( 0 );
		await calls.settled();
		expect( calls.httpRequests() ).toEqual( [] );
	} );
} );
