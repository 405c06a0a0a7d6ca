/** Tests of configuration: the REST root, the site locale, Cart-Token mode, the shared apiFetch. */

import apiFetch from '@wordpress/api-fetch';

import {
	apiFetchWithHeaders,
	BATCH_DELAY_MS,
	configureStoreApi,
	getApiRoot,
	getCartToken,
	registerStoreApiMiddlewares,
	setApiRoot,
} from '@cesta/api';

import { seedNonce, enableBatchTimers, setupFakeStore } from './msw-server';

const shop = setupFakeStore();

describe( 'the REST root', () => {
	it( 'defaults to /wp-json/', async () => {
		await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );

		expect( getApiRoot() ).toBe( '/wp-json/' );
		expect( shop.current.received[ 0 ]!.url.pathname ).toBe( '/wp-json/wc/store/v1/cart' );
	} );

	it( 'follows WordPress’s wpApiSettings.root', async () => {
		window.wpApiSettings = { root: 'https://shop.example/wp-json/' };
		await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );

		expect( shop.current.received[ 0 ]!.url.href ).toMatch(
			/^https:\/\/shop\.example\/wp-json\/wc\/store\/v1\/cart/
		);
	} );

	it( 'can be configured, and wins over wpApiSettings', async () => {
		window.wpApiSettings = { root: '/wp-json/' };
		configureStoreApi( { root: 'https://shop.example/api' } );
		await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );

		expect( getApiRoot() ).toBe( 'https://shop.example/api/' );
		expect( shop.current.received[ 0 ]!.url.pathname ).toBe( '/api/wc/store/v1/cart' );
	} );

	it( 'works with plain permalinks (?rest_route=), the path’s query continuing with &', async () => {
		setApiRoot( '/?rest_route=/' );
		await apiFetchWithHeaders( { path: '/wc/store/v1/products?per_page=2' } );

		const { url, route } = shop.current.received[ 0 ]!;
		expect( route ).toBe( '/wc/store/v1/products' );
		expect( url.searchParams.get( 'per_page' ) ).toBe( '2' );
	} );

	it( 'accepts paths given with the root in front', async () => {
		await apiFetchWithHeaders( { path: '/wp-json/wc/store/v1/cart' } );

		expect( shop.current.received[ 0 ]!.url.pathname ).toBe( '/wp-json/wc/store/v1/cart' );
	} );

	it( 'rejects a root that is not a non-empty string with a TypeError and keeps the old one', () => {
		configureStoreApi( { root: '/custom/' } );

		expect( () => setApiRoot( 42 as never ) ).toThrow( TypeError );
		expect( () => configureStoreApi( { root: ' ' } ) ).toThrow(
			'"root" must be a non-empty string or null'
		);
		expect( getApiRoot() ).toBe( '/custom/' );
	} );
} );

describe( 'the site locale', () => {
	beforeEach( () => seedNonce( 'nonce-1', 1795644289 ) );

	it( 'is asked for on writes with _locale=site', async () => {
		await apiFetchWithHeaders( { path: '/wc/store/v1/checkout', method: 'POST', data: {} } );

		expect( shop.current.received[ 0 ]!.url.searchParams.get( '_locale' ) ).toBe( 'site' );
	} );

	it( 'is not forced on GETs', async () => {
		await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );

		expect( shop.current.received[ 0 ]!.url.searchParams.get( '_locale' ) ).not.toBe( 'site' );
	} );

	it( 'does not override a locale the caller chose', async () => {
		await apiFetchWithHeaders( {
			path: '/wc/store/v1/checkout?_locale=user',
			method: 'POST',
			data: {},
		} );

		expect( shop.current.received[ 0 ]!.url.searchParams.getAll( '_locale' ) ).toEqual( [
			'user',
		] );
	} );
} );

describe( 'given a client configured with a Cart-Token (headless)', () => {
	beforeEach( () => configureStoreApi( { cartToken: 'cart-token-1' } ) );

	it( 'sends the token on GETs, so the token’s cart is loaded', async () => {
		await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );

		expect( shop.current.received[ 0 ]!.headers.get( 'Cart-Token' ) ).toBe( 'cart-token-1' );
	} );

	it( 'puts the token into each batch sub-request and the server accepts them without a nonce', async () => {
		enableBatchTimers();
		const call = apiFetchWithHeaders( {
			path: '/wc/store/v1/cart/add-item',
			method: 'POST',
			data: { id: 17 },
		} );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );

		expect( ( await call ).status ).toBe( 201 );
		expect( shop.current.batches[ 0 ]![ 0 ]!.headers ).toEqual( {
			'Cart-Token': 'cart-token-1',
		} );
	} );

	it( 'keeps the newest token the server sends back', async () => {
		shop.current.state.cartToken = 'cart-token-2';
		await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } ).catch( () => null );

		expect( getCartToken() ).toBe( 'cart-token-2' );
	} );

	it( 'goes back to the cookie session with cartToken: null', async () => {
		configureStoreApi( { cartToken: null } );
		await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );

		expect( shop.current.received[ 0 ]!.headers.has( 'Cart-Token' ) ).toBe( false );
		expect( getCartToken() ).toBeNull();
	} );

	it( 'rejects a token that is not a non-empty string and keeps the current one', () => {
		expect( () => configureStoreApi( { cartToken: '' } ) ).toThrow(
			'"cartToken" must be a non-empty string or null'
		);
		expect( getCartToken() ).toBe( 'cart-token-1' );
	} );
} );

describe( 'given a WordPress host whose own root middleware points elsewhere', () => {
	it( 'still sends the client’s requests to the configured root', async () => {
		const hostRoot = apiFetch.createRootURLMiddleware( 'https://elsewhere.example/wp-json/' );
		apiFetch.use( hostRoot );
		configureStoreApi( { root: 'https://shop.example/api/' } );
		try {
			await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );
		} finally {
			apiFetch.unregister( hostRoot );
		}

		expect( shop.current.received[ 0 ]!.url.host ).toBe( 'shop.example' );
	} );
} );

describe( 'given a cookie session', () => {
	it( 'does not switch to tokens because responses carry a Cart-Token', async () => {
		await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );

		expect( getCartToken() ).toBeNull();
	} );
} );

describe( 'given plugin code calling the shared apiFetch directly', () => {
	// What WordPress prints after wp-api-fetch on every page.
	beforeAll( () => apiFetch.use( apiFetch.createRootURLMiddleware( '/wp-json/' ) ) );

	it( 'authorises its Store API writes once registerStoreApiMiddlewares ran', async () => {
		seedNonce( 'nonce-1', 1795644289 );
		registerStoreApiMiddlewares();
		registerStoreApiMiddlewares();

		await apiFetch( {
			path: '/wc/store/v1/cart/extensions',
			method: 'POST',
			data: { namespace: 'x', data: {} },
		} );

		const [ request ] = shop.current.requestsTo( '/wc/store/v1/cart/extensions' );
		expect( request!.headers.get( 'Nonce' ) ).toBe( 'nonce-1' );
		expect( request!.url.searchParams.getAll( '_locale' ) ).toEqual( [ 'site' ] );
	} );

	it( 'adds the nonce to each sub-request of a batch it builds itself', async () => {
		seedNonce( 'nonce-1', 1795644289 );
		registerStoreApiMiddlewares();

		await apiFetch( {
			path: '/wc/store/v1/batch',
			method: 'POST',
			data: { requests: [ { path: '/wc/store/v1/cart/add-item', body: { id: 17 } } ] },
		} );

		expect( shop.current.batches[ 0 ]![ 0 ]!.headers ).toEqual( { Nonce: 'nonce-1' } );
	} );
} );
