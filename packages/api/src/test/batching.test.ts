/** Tests of write batching: the 300 ms window, 25 per batch, order, writes sent alone, per-caller results. */

import { http, HttpResponse } from 'msw';

import type { CartResponse } from '@cesta/types';

import {
	addCartItem,
	apiFetchWithHeaders,
	BATCH_DELAY_MS,
	getQueuedRequestCount,
	MAX_BATCH_SIZE,
	placeOrder,
	selectShippingRate,
} from '@cesta/api';
import type { ApiResult } from '@cesta/api';

import { seedNonce, server, enableBatchTimers, setupFakeStore } from './msw-server';
import { sampleCheckout } from './fake-store/samples';

const shop = setupFakeStore();

const addItem = ( id: number ) =>
	apiFetchWithHeaders< CartResponse >( {
		path: '/wc/store/v1/cart/add-item',
		method: 'POST',
		data: { id, quantity: 1 },
	} );

beforeEach( () => {
	seedNonce( 'nonce-1', 1795644289 );
	enableBatchTimers();
} );

describe( 'given 30 cart writes issued within 300 ms', () => {
	it( 'sends exactly 2 POST /batch requests of 25 and 5, and every caller gets its own result', async () => {
		const calls = Array.from( { length: 30 }, ( _, index ) => addItem( 100 + index ) );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		const results = await Promise.all( calls );

		expect( shop.current.requestsTo( '/wc/store/v1/batch', 'POST' ) ).toHaveLength( 2 );
		expect( shop.current.batches.map( ( batch ) => batch.length ) ).toEqual( [
			MAX_BATCH_SIZE,
			5,
		] );
		expect( shop.current.requestsTo( '/wc/store/v1/cart/add-item' ) ).toHaveLength( 0 );
		results.forEach( ( result, index ) => {
			expect( result.status ).toBe( 201 );
			expect( result.response.items.map( ( item ) => item.id ) ).toContain( 100 + index );
		} );
		// Each answer is the cart right after that caller's own add: 30 different carts.
		const counts = results.map( ( result ) => result.response.items_count );
		expect( [ ...counts ].sort( ( a, b ) => a - b ) ).toEqual(
			Array.from( { length: 30 }, ( _, i ) => i + 1 )
		);
	} );

	it( 'keeps issuing order: sub-requests go in the order the calls were made', async () => {
		const calls = Array.from( { length: 30 }, ( _, index ) => addItem( 100 + index ) );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await Promise.all( calls );

		const sentIds = shop.current.received
			.filter( ( request ) => request.route === '/wc/store/v1/batch' )
			.flatMap( ( request ) =>
				( request.body.requests as Array< { body: { id: number } } > ).map(
					( r ) => r.body.id
				)
			);
		expect( sentIds ).toEqual( Array.from( { length: 30 }, ( _, index ) => 100 + index ) );
	} );
} );

describe( 'given a checkout POST during the batching window', () => {
	it( 'sends the checkout at once on its own while the cart writes wait for the batch', async () => {
		const writes = [ addItem( 17 ), addItem( 21 ) ];
		const order = placeOrder( {
			billing_address: sampleCheckout().billing_address,
			payment_method: 'bacs',
		} );

		const placed = await order;
		expect( placed.status ).toBe( 200 );
		expect( shop.current.requestsTo( '/wc/store/v1/checkout', 'POST' ) ).toHaveLength( 1 );
		expect( shop.current.requestsTo( '/wc/store/v1/batch' ) ).toHaveLength( 0 );

		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await Promise.all( writes );
		expect( shop.current.batches ).toEqual( [
			[
				expect.objectContaining( { path: '/wc/store/v1/cart/add-item' } ),
				expect.anything(),
			],
		] );
		expect( shop.current.batches[ 0 ]!.some( ( r ) => r.path.includes( 'checkout' ) ) ).toBe(
			false
		);
	} );
} );

describe( 'given writes that must not wait', () => {
	it( 'sends select-shipping-rate directly, outside any batch', async () => {
		const result = await selectShippingRate( { package_id: 0, rate_id: 'free_shipping:2' } );

		expect( result.status ).toBe( 200 );
		expect(
			shop.current.requestsTo( '/wc/store/v1/cart/select-shipping-rate', 'POST' )
		).toHaveLength( 1 );
		expect( shop.current.batches ).toHaveLength( 0 );
	} );

	it( 'sends the draft-order PUT /checkout?__experimental_calc_totals=true directly', async () => {
		const result = await apiFetchWithHeaders( {
			path: '/wc/store/v1/checkout?__experimental_calc_totals=true',
			method: 'PUT',
			data: { payment_method: 'bacs' },
		} );

		expect( result.status ).toBe( 200 );
		expect( shop.current.requestsTo( '/wc/store/v1/checkout', 'PUT' ) ).toHaveLength( 1 );
		expect( shop.current.batches ).toHaveLength( 0 );
	} );

	it( 'never batches GETs', async () => {
		const result = await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );

		expect( result.status ).toBe( 200 );
		expect( shop.current.requestsTo( '/wc/store/v1/cart', 'GET' ) ).toHaveLength( 1 );
		expect( getQueuedRequestCount() ).toBe( 0 );
	} );
} );

describe( 'given one write', () => {
	it( 'sends nothing before 300 ms and the batch right at 300 ms', async () => {
		const call = addItem( 17 );

		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS - 1 );
		expect( shop.current.received ).toHaveLength( 0 );
		expect( getQueuedRequestCount() ).toBe( 1 );

		await jest.advanceTimersByTimeAsync( 1 );
		await call;
		expect( shop.current.batches ).toHaveLength( 1 );
	} );

	it( 'measures the window from the first queued write, not the last', async () => {
		const first = addItem( 17 );
		await jest.advanceTimersByTimeAsync( 200 );
		const second = addItem( 21 );
		await jest.advanceTimersByTimeAsync( 100 );
		await Promise.all( [ first, second ] );

		expect( shop.current.batches.map( ( batch ) => batch.length ) ).toEqual( [ 2 ] );
	} );

	it( 'starts a new window for writes issued after a batch left', async () => {
		const first = addItem( 17 );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await first;
		const second = addItem( 21 );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await second;

		expect( shop.current.batches.map( ( batch ) => batch.length ) ).toEqual( [ 1, 1 ] );
	} );
} );

describe( 'given a batch', () => {
	it( 'puts the Nonce into each sub-request, since the server does not pass the outer headers down', async () => {
		const calls = [ addItem( 17 ), addItem( 21 ) ];
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await Promise.all( calls );

		expect( shop.current.batches[ 0 ]!.map( ( r ) => r.headers.Nonce ) ).toEqual( [
			'nonce-1',
			'nonce-1',
		] );
	} );

	it( 'sends the batch itself with the site locale and the nonce', async () => {
		const call = addItem( 17 );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await call;

		const [ batch ] = shop.current.requestsTo( '/wc/store/v1/batch' );
		expect( batch!.url.searchParams.get( '_locale' ) ).toBe( 'site' );
		expect( batch!.headers.get( 'Nonce' ) ).toBe( 'nonce-1' );
	} );

	it( 'gives each caller its sub-response headers as case-insensitive strings, numbers included', async () => {
		const call = addItem( 17 );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		const { headers } = await call;

		expect( headers.get( 'nonce-timestamp' ) ).toBe( '1795644289' );
		expect( headers.get( 'User-ID' ) ).toBe( '0' );
		expect( headers.get( 'CART-HASH' ) ).toBe( 'hash-1' );
	} );

	it( 'rejects only the caller whose sub-request failed, with the server error intact', async () => {
		const good = addItem( 17 );
		const bad = addItem( 999999 ).catch( ( error: unknown ) => error );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );

		await expect( good ).resolves.toMatchObject( { status: 201 } );
		expect( await bad ).toEqual( {
			code: 'woocommerce_rest_cart_invalid_product',
			message: 'This product cannot be added to the cart.',
			data: { status: 400 },
		} );
	} );

	it( 'batches the typed cart helpers too and caches the cart they return', async () => {
		const call: Promise< ApiResult< CartResponse > > = addCartItem( { id: 17, quantity: 2 } );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		const { response } = await call;

		expect( shop.current.batches ).toHaveLength( 1 );
		expect( response.items_count ).toBe( 2 );
		expect( JSON.parse( window.localStorage.getItem( 'storeApiCartData' )! ).items_count ).toBe(
			2
		);
		expect( window.localStorage.getItem( 'storeApiCartHash' ) ).toBe( 'hash-1' );
	} );

	it( 'sends writes to routes outside the Store API directly: the server refuses them in a batch', async () => {
		server.use(
			http.post( '*/wp-json/wp/v2/settings', () => HttpResponse.json( { ok: true } ) )
		);
		const result = await apiFetchWithHeaders( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: {},
		} );

		expect( result.response ).toEqual( { ok: true } );
		expect( shop.current.batches ).toHaveLength( 0 );
	} );
} );
