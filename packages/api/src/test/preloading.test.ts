/** Tests of preloaded responses: served once, matched by path and query, broken entries skipped. */

import {
	apiFetchWithHeaders,
	fetchCart,
	getCustomerId,
	getNonce,
	hasPreloadedCart,
	registerPreloadedResponses,
} from '@cesta/api';

import { sampleCart } from './fake-store/samples';
import { setupFakeStore } from './msw-server';

const shop = setupFakeStore();

const preloadedCart = () => ( {
	body: { ...sampleCart(), items_count: 42 },
	headers: {
		Nonce: 'nonce-preloaded',
		'Nonce-Timestamp': '1795644289',
		'User-ID': '7',
		'Cart-Hash': 'hash-pre',
	},
} );

describe( 'given a cart preloaded in wcSettings.preloadedApiRequests', () => {
	beforeEach( () => {
		window.wcSettings = { preloadedApiRequests: { '/wc/store/v1/cart': preloadedCart() } };
	} );

	it( 'serves the first GET /cart from memory, without a network round trip', async () => {
		const { response, status } = await fetchCart();

		expect( status ).toBe( 200 );
		expect( response.items_count ).toBe( 42 );
		expect( shop.current.received ).toHaveLength( 0 );
	} );

	it( 'says a preloaded cart waits without taking it, until GET /cart takes it', async () => {
		expect( hasPreloadedCart() ).toBe( true );
		expect( hasPreloadedCart() ).toBe( true );

		const { response } = await fetchCart();

		expect( response.items_count ).toBe( 42 );
		expect( hasPreloadedCart() ).toBe( false );
	} );

	it( 'serves it once, then asks the server', async () => {
		await fetchCart();
		const { response } = await fetchCart();

		expect( response.items_count ).toBe( 0 );
		expect( shop.current.requestsTo( '/wc/store/v1/cart', 'GET' ) ).toHaveLength( 1 );
	} );

	it( 'reads the session headers of the preloaded answer: nonce, customer id, cart hash', async () => {
		await fetchCart();

		expect( getNonce() ).toBe( 'nonce-preloaded' );
		expect( getCustomerId() ).toBe( 7 );
		expect( window.localStorage.getItem( 'storeApiCartHash' ) ).toBe( 'hash-pre' );
	} );

	it( 'matches with the REST root prefix on either side', async () => {
		window.wcSettings = {
			preloadedApiRequests: { '/wp-json/wc/store/v1/cart': preloadedCart() },
		};

		const { response } = await apiFetchWithHeaders< { items_count: number } >( {
			path: 'wc/store/v1/cart',
		} );
		expect( response.items_count ).toBe( 42 );
		expect( shop.current.received ).toHaveLength( 0 );
	} );

	it( 'never answers a write from it', async () => {
		window.wcSettings = {
			preloadedApiRequests: { '/wc/store/v1/checkout': { body: { preloaded: true } } },
		};
		window.wcBlocksMiddlewareConfig = {
			storeApiNonce: 'nonce-1',
			storeApiNonceTimestamp: 1795644289,
		};

		const { response } = await apiFetchWithHeaders< { preloaded?: boolean } >( {
			path: '/wc/store/v1/checkout',
			method: 'POST',
			data: {},
		} );
		expect( response.preloaded ).toBeUndefined();
		expect( shop.current.requestsTo( '/wc/store/v1/checkout', 'POST' ) ).toHaveLength( 1 );
	} );
} );

describe( 'given preloaded responses registered by the host', () => {
	it( 'a cart registered by the host counts as preloaded; other paths do not', () => {
		expect( hasPreloadedCart() ).toBe( false );
		registerPreloadedResponses( { '/wc/store/v1/checkout': { body: {} } } );
		expect( hasPreloadedCart() ).toBe( false );
		registerPreloadedResponses( { '/wc/store/v1/cart': preloadedCart() } );
		expect( hasPreloadedCart() ).toBe( true );
	} );

	it( 'matches whatever the order of the query arguments', async () => {
		registerPreloadedResponses( {
			'/wc/store/v1/products?per_page=2&on_sale=true': { body: [ { id: 1 } ] },
		} );

		const { response } = await apiFetchWithHeaders( {
			path: '/wc/store/v1/products?on_sale=true&per_page=2',
		} );
		expect( response ).toEqual( [ { id: 1 } ] );
		expect( shop.current.received ).toHaveLength( 0 );
	} );

	it( 'does not serve a response preloaded for other query arguments', async () => {
		registerPreloadedResponses( { '/wc/store/v1/products?page=1': { body: [ { id: 1 } ] } } );

		await apiFetchWithHeaders( { path: '/wc/store/v1/products?page=2' } );
		expect( shop.current.requestsTo( '/wc/store/v1/products' ) ).toHaveLength( 1 );
	} );

	it( 'serves the checkout draft the page preloaded', async () => {
		registerPreloadedResponses( { '/wc/store/v1/checkout': { body: { order_id: 77 } } } );

		const { response } = await apiFetchWithHeaders( { path: '/wc/store/v1/checkout' } );
		expect( response ).toEqual( { order_id: 77 } );
	} );

	it( 'keeps a preloaded status', async () => {
		registerPreloadedResponses( { '/wc/store/v1/cart/items': { body: [], status: 200 } } );

		const { status } = await apiFetchWithHeaders( { path: '/wc/store/v1/cart/items' } );
		expect( status ).toBe( 200 );
	} );

	it( 'throws a clear TypeError for an entry without a body and registers none of the map', async () => {
		expect( () =>
			registerPreloadedResponses( {
				'/wc/store/v1/cart': { body: {} },
				'/wc/store/v1/checkout': { headers: {} } as never,
			} )
		).toThrow(
			new TypeError(
				'@cesta/api: the preloaded response for "/wc/store/v1/checkout" must be an object with a "body" (and optional "headers" and "status").'
			)
		);

		await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );
		expect( shop.current.requestsTo( '/wc/store/v1/cart', 'GET' ) ).toHaveLength( 1 );
	} );

	it( 'throws a clear TypeError when not given an object', () => {
		expect( () => registerPreloadedResponses( [] as never ) ).toThrow(
			/"responses" must be an object keyed by path/
		);
	} );
} );

describe( 'given a broken entry in the settings', () => {
	it( 'warns, skips it, and still serves the valid ones', async () => {
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
		window.wcSettings = {
			preloadedApiRequests: {
				'/wc/store/v1/checkout': 'oops',
				'/wc/store/v1/cart': preloadedCart(),
			},
		};

		const { response } = await fetchCart();
		expect( response.items_count ).toBe( 42 );
		expect( warn ).toHaveBeenCalledWith( expect.stringContaining( '"/wc/store/v1/checkout"' ) );
	} );
} );
