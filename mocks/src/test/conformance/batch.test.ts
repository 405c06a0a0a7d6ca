/**
 * @jest-environment node
 *
 * Conformance tests of POST /batch against the captures: envelopes, nonces,
 * sessions and limits.
 */
import { keysOf, loadSample } from './samples';
import { serveShopForThisFile } from './server';

const shop = serveShopForThisFile();

describe( 'POST /batch', () => {
	it( 'given the captured batch › when sent › answers 207 with one envelope per request, as captured', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17 } );
		await shopper.post( '/cart/add-item', { id: 29 } );
		await shopper.post( '/cart/apply-coupon', { code: 'DESCUENTO10' } );
		const headers = { Nonce: shopper.nonce! };
		const reply = await shopper.post( '/batch', {
			requests: [
				{
					method: 'POST',
					path: '/wc/store/v1/cart/update-item',
					body: { key: '70efdf2ec9b086079795c442636b55fb', quantity: 2 },
					headers,
				},
				{
					method: 'POST',
					path: '/wc/store/v1/cart/add-item',
					body: { id: 21, quantity: 1 },
					headers,
				},
				{
					method: 'POST',
					path: '/wc/store/v1/cart/add-item',
					body: { id: 999999, quantity: 1 },
					headers,
				},
			],
		} );
		const sample = loadSample( 'batch-207' ).body;
		expect( reply.status ).toBe( 207 );
		expect(
			reply.body.responses.map( ( response: { status: number } ) => response.status )
		).toEqual( [ 200, 201, 400 ] );
		expect( keysOf( reply.body.responses[ 0 ].headers ) ).toEqual(
			keysOf( sample.responses[ 0 ].headers )
		);
		expect( typeof reply.body.responses[ 0 ].headers[ 'Nonce-Timestamp' ] ).toBe( 'number' );
		// Fan ×2, Camiseta, Arrocera with 10 % off: the discount remainder goes to the fan line, as captured.
		expect( reply.body.responses[ 0 ].body.totals ).toEqual(
			sample.responses[ 0 ].body.totals
		);
		expect( reply.body.responses[ 1 ].body.totals ).toEqual(
			sample.responses[ 1 ].body.totals
		);
		expect( reply.body.responses[ 2 ].body ).toEqual( sample.responses[ 2 ].body );
	} );

	it( 'given a batch › when answered › the outer response carries the latest Nonce and the cart cookies', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/batch', {
			requests: [
				{
					path: '/wc/store/v1/cart/add-item',
					body: { id: 17 },
					headers: { Nonce: shopper.nonce! },
				},
			],
		} );
		expect( reply.headers.get( 'nonce' ) ).toBe( reply.body.responses[ 0 ].headers.Nonce );
		expect( reply.headers.get( 'x-wc-store-api-nonce' ) ).toBe( reply.headers.get( 'nonce' ) );
		expect( shopper.cookies.get( 'woocommerce_items_in_cart' ) ).toBe( '1' );
	} );

	it( 'given sub-requests without their own nonce › when batched › each answers 401, as items do not inherit headers', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/batch', {
			requests: [ { path: '/wc/store/v1/cart/add-item', body: { id: 17 } } ],
		} );
		expect( reply.status ).toBe( 207 );
		expect( reply.body.responses[ 0 ].status ).toBe( 401 );
	} );

	it( 'given a first item that creates the session › when the second item runs › it sees the cart the first one filled', async () => {
		const shopper = shop.shopper( 'token' );
		await shopper.get( '/cart' );
		const token = shopper.token!;
		const reply = await shopper.post( '/batch', {
			requests: [
				{
					path: '/wc/store/v1/cart/add-item',
					body: { id: 17 },
					headers: { 'Cart-Token': token },
				},
				{
					path: '/wc/store/v1/cart/add-item',
					body: { id: 21 },
					headers: { 'Cart-Token': token },
				},
			],
		} );
		expect( reply.body.responses[ 1 ].body.items_count ).toBe( 2 );
	} );

	it( 'given 26 requests › when batched › answers 400 rest_invalid_param: at most 25 items', async () => {
		const shopper = await shop.shopper().start();
		const requests = Array.from( { length: 26 }, () => ( {
			path: '/wc/store/v1/cart/add-item',
			body: { id: 17 },
		} ) );
		const reply = await shopper.post( '/batch', { requests } );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'rest_invalid_param' );
		expect( reply.body.data.details.requests.code ).toBe( 'rest_too_many_items' );
	} );

	it( 'given a GET item › when batched › answers 400: only POST, PUT, PATCH and DELETE may be batched', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/batch', {
			requests: [ { method: 'GET', path: '/wc/store/v1/cart' } ],
		} );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.data.details.requests.code ).toBe( 'rest_not_in_enum' );
	} );

	it( 'given a path outside wc/store › when batched › the whole batch fails with woocommerce_rest_invalid_path', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/batch', {
			requests: [ { path: '/wp/v2/posts', body: {} } ],
		} );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_invalid_path' );
	} );

	it( 'given a route that does not allow batching › when batched › that item answers 400 rest_batch_not_allowed', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/batch', {
			requests: [ { method: 'POST', path: '/wc/store/v1/products' } ],
		} );
		expect( reply.body.responses[ 0 ].status ).toBe( 400 );
		expect( reply.body.responses[ 0 ].body.code ).toBe( 'rest_batch_not_allowed' );
	} );

	it( 'given no requests argument › when batched › answers 400 rest_missing_callback_param', async () => {
		const reply = await ( await shop.shopper().start() ).post( '/batch', {} );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'rest_missing_callback_param' );
	} );
} );
