/**
 * WordPress hands preloaded requests over through the page's api-fetch:
 * WooCommerce 9.9.5 prints
 * `wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( { '/wc/store/v1/cart': … } ) )`
 * after WordPress's own `createRootURLMiddleware( '<rest url>' )`. The
 * client's GETs must reach that middleware as WooCommerce's own do.
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchMiddleware } from '@wordpress/api-fetch';

import {
	apiFetchWithHeaders,
	configureStoreApi,
	fetchCart,
	getNonce,
	getStoredCartHash,
} from '@cesta/api';

import wooCommerceCartPage from '../../../../reference/wc-page-data/cart-page.json';
import { seedNonce, setupFakeStore } from './msw-server';

const shop = setupFakeStore();

const [ printedPreloads ] = wooCommerceCartPage.apiFetchPreloaded;
const preloadedCart = printedPreloads![ '/wc/store/v1/cart' ];

let pageMiddlewares: APIFetchMiddleware[] = [];

/** What WordPress and WooCommerce print after `wp-api-fetch`, in their order. */
function printPageApiFetchSetup( root = 'http://localhost/wp-json/' ) {
	pageMiddlewares = [
		apiFetch.createRootURLMiddleware( root ),
		apiFetch.createPreloadingMiddleware( structuredClone( printedPreloads! ) ),
	];
	pageMiddlewares.forEach( ( middleware ) => apiFetch.use( middleware ) );
}

afterEach( () => {
	pageMiddlewares.forEach( ( middleware ) => apiFetch.unregister( middleware ) );
	pageMiddlewares = [];
} );

describe( 'given the cart preloaded only through the page’s api-fetch preloading middleware', () => {
	beforeEach( () => printPageApiFetchSetup() );

	it( 'answers the first GET /cart from it, with no request to the server', async () => {
		const { response, status } = await fetchCart();

		expect( status ).toBe( 200 );
		expect( response.items[ 0 ]!.name ).toBe( 'Ventilador de pie' );
		expect( response.totals.total_price ).toBe( preloadedCart!.body.totals.total_price );
		expect( shop.current.received ).toHaveLength( 0 );
	} );

	it( 'reads the session headers printed with it: nonce and cart hash', async () => {
		await fetchCart();

		expect( getNonce() ).toBe( '928095d0e7' );
		expect( getStoredCartHash() ).toBe( 'e2462bbd2f86232fc0fcb8ce9377080b' );
	} );

	it( 'serves it once, as WordPress does: the next GET /cart goes to the server', async () => {
		await fetchCart();
		const { response } = await fetchCart();

		expect( response.items ).toEqual( [] );
		expect( shop.current.requestsTo( '/wc/store/v1/cart', 'GET' ) ).toHaveLength( 1 );
	} );

	it( 'sends a GET it does not hold to the REST root, as before', async () => {
		await apiFetchWithHeaders( { path: '/wc/store/v1/products?per_page=2' } );

		const [ request ] = shop.current.requestsTo( '/wc/store/v1/products', 'GET' );
		expect( request!.url.href ).toBe(
			'http://localhost/wp-json/wc/store/v1/products?per_page=2&_locale=user'
		);
	} );

	it( 'never answers a write from it', async () => {
		seedNonce( 'nonce-1', 1795644289 );

		await apiFetchWithHeaders( {
			path: '/wc/store/v1/cart/update-customer',
			method: 'POST',
			data: { shipping_address: { country: 'ES' } },
		} );
		const { response } = await fetchCart();

		expect( shop.current.batches.flat().map( ( request ) => request.path ) ).toEqual( [
			'/wc/store/v1/cart/update-customer',
		] );
		expect( response.items[ 0 ]!.name ).toBe( 'Ventilador de pie' );
	} );
} );

describe( 'given the cart preloaded both in wcSettings and through the page’s api-fetch', () => {
	it( 'serves the first GET /cart once from either, then asks the server', async () => {
		printPageApiFetchSetup();
		window.wcSettings = { preloadedApiRequests: { '/wc/store/v1/cart': preloadedCart } };

		await fetchCart();
		await fetchCart();
		await fetchCart();

		expect( shop.current.requestsTo( '/wc/store/v1/cart', 'GET' ) ).toHaveLength( 1 );
	} );
} );

describe( 'given a root configured for another shop than the page’s', () => {
	it( 'does not take the page’s preloads, which answer for the page’s own REST root', async () => {
		printPageApiFetchSetup( 'https://elsewhere.example/wp-json/' );
		configureStoreApi( { root: 'https://shop.example/api/' } );

		const { response } = await fetchCart();

		expect( response.items ).toEqual( [] );
		expect( shop.current.received[ 0 ]!.url.host ).toBe( 'shop.example' );
	} );
} );
