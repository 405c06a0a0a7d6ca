/**
 * @jest-environment node
 *
 * Conformance tests of the faults on demand over HTTP: statuses, latency, bad
 * JSON, nonces, batches.
 */
import { serveShopForThisFile } from './server';

const shop = serveShopForThisFile();

afterEach( () => shop.server.faults.reset() );

describe( 'faults on demand', () => {
	it( 'given a 500 fault on add-item › when items are added › the first fails, the next succeeds, the cart is untouched by the first', async () => {
		const shopper = await shop.shopper().start();
		shop.server.faults.add( { status: 500, only: '/cart/add-item' } );
		const failed = await shopper.post( '/cart/add-item', { id: 17 } );
		expect( failed.status ).toBe( 500 );
		expect( failed.body.code ).toBe( 'internal_server_error' );
		expect( ( await shopper.get( '/cart' ) ).body.items ).toEqual( [] );
		expect( ( await shopper.post( '/cart/add-item', { id: 17 } ) ).status ).toBe( 201 );
	} );

	it( 'given a legacy shipping-rate error code › when the customer is updated › answers 400 with that code and its message', async () => {
		const shopper = await shop.shopper().start();
		shop.server.faults.add( {
			errorCode: 'woocommerce_rest_cart_shipping_rates_invalid_country',
			only: '/cart/update-customer',
		} );
		const reply = await shopper.post( '/cart/update-customer', {
			shipping_address: { country: 'ES' },
		} );
		expect( reply.status ).toBe( 400 );
		expect( reply.body ).toEqual( {
			code: 'woocommerce_rest_cart_shipping_rates_invalid_country',
			message: 'Invalid country code provided.',
			data: { status: 400 },
		} );
	} );

	it( 'given a fault limited to another route › when the cart is read › nothing happens', async () => {
		shop.server.faults.add( { status: 503, only: '/checkout' } );
		expect( ( await shop.shopper().get( '/cart' ) ).status ).toBe( 200 );
		expect( shop.server.faults.pending() ).toHaveLength( 1 );
	} );

	it( 'given latency › when the cart is read › the answer takes at least that long', async () => {
		shop.server.faults.add( { latencyMs: 150, only: 'GET /cart' } );
		const started = Date.now();
		await shop.shopper().get( '/cart' );
		expect( Date.now() - started ).toBeGreaterThanOrEqual( 140 );
	} );

	it( 'given invalidJson › when the cart is read › the body is PHP warnings followed by JSON', async () => {
		shop.server.faults.add( { invalidJson: true } );
		const reply = await shop.shopper().get( '/cart' );
		expect( reply.status ).toBe( 200 );
		expect( reply.body ).toBeUndefined();
		expect( reply.text.startsWith( '<br />' ) ).toBe( true );
	} );

	it( 'given expireNonce › when the next write uses the old nonce › answers 403 with a fresh nonce that then works', async () => {
		const shopper = await shop.shopper().start();
		shop.server.faults.add( { expireNonce: true } );
		const stale = await shopper.post( '/cart/add-item', { id: 17 } );
		expect( stale.status ).toBe( 403 );
		expect( stale.body.code ).toBe( 'woocommerce_rest_invalid_nonce' );
		expect( ( await shopper.post( '/cart/add-item', { id: 17 } ) ).status ).toBe( 201 );
	} );

	it( 'given dropConnection › when a request is sent › the connection closes without an answer', async () => {
		shop.server.faults.add( { dropConnection: true } );
		await expect( shop.shopper().get( '/cart' ) ).rejects.toThrow();
	} );

	it( 'given a fault inside a batch › when the batch runs › only the matching sub-request gets the status', async () => {
		const shopper = await shop.shopper().start();
		shop.server.faults.add( { status: 500, only: '/cart/apply-coupon' } );
		const headers = { Nonce: shopper.nonce! };
		const reply = await shopper.post( '/batch', {
			requests: [
				{ path: '/wc/store/v1/cart/add-item', body: { id: 17 }, headers },
				{ path: '/wc/store/v1/cart/apply-coupon', body: { code: 'DESCUENTO10' }, headers },
			],
		} );
		expect(
			reply.body.responses.map( ( response: { status: number } ) => response.status )
		).toEqual( [ 201, 500 ] );
	} );

	it( 'given the debug routes › when a fault is posted over HTTP › it applies, and reset clears it', async () => {
		const posted = await fetch( `${ shop.server.url }/__mock/faults`, {
			method: 'POST',
			body: JSON.stringify( { status: 502, only: '/cart', times: 'Infinity' } ),
		} );
		expect( posted.status ).toBe( 201 );
		expect( ( await shop.shopper().get( '/cart' ) ).status ).toBe( 502 );
		expect( ( await shop.shopper().get( '/cart' ) ).status ).toBe( 502 );
		await fetch( `${ shop.server.url }/__mock/reset`, { method: 'POST' } );
		expect( ( await shop.shopper().get( '/cart' ) ).status ).toBe( 200 );
	} );
	it( 'given conflictWithCart on update-item › when the quantity changes › answers 409 with the cart as the server has it, untouched', async () => {
		const shopper = await shop.shopper().start();
		const added = await shopper.post( '/cart/add-item', { id: 17, quantity: 2 } );
		shop.server.faults.add( { conflictWithCart: true, only: '/cart/update-item' } );
		const reply = await shopper.post( '/cart/update-item', {
			key: added.body.items[ 0 ].key,
			quantity: 5,
		} );
		expect( reply.status ).toBe( 409 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_cart_error' );
		expect( reply.body.message ).toBe(
			'The stock of a product in your cart changed. Please check your cart before continuing.'
		);
		expect( reply.body.data.status ).toBe( 409 );
		expect( reply.body.data.cart.items[ 0 ].quantity ).toBe( 2 );
		expect( ( await shopper.get( '/cart' ) ).body.items[ 0 ].quantity ).toBe( 2 );
	} );

	it( 'given rateLimitRetryAfterSeconds › when the order is placed › answers 400 rate_limit_exceeded with the RateLimit headers', async () => {
		const shopper = await shop.shopper().start();
		shop.server.faults.add( { rateLimitRetryAfterSeconds: 30, only: 'POST /checkout' } );
		const reply = await shopper.post( '/checkout', {} );
		expect( reply.status ).toBe( 400 );
		expect( reply.body ).toEqual( {
			code: 'rate_limit_exceeded',
			message: 'Too many requests. Please wait 30 seconds before trying again.',
			data: { status: 400 },
		} );
		expect( reply.headers.get( 'ratelimit-retry-after' ) ).toBe( '30' );
		expect( reply.headers.get( 'ratelimit-remaining' ) ).toBe( '0' );
		expect( Number( reply.headers.get( 'ratelimit-reset' ) ) ).toBeGreaterThan(
			Date.now() / 1000
		);
	} );

	it( 'given conflictWithCart and a rate limit inside a batch › when the batch runs › the matching sub-requests get them, with their headers', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17 } );
		shop.server.faults.add( { conflictWithCart: true, only: '/cart/apply-coupon' } );
		shop.server.faults.add( { rateLimitRetryAfterSeconds: 12, only: '/cart/remove-coupon' } );
		const headers = { Nonce: shopper.nonce! };
		const reply = await shopper.post( '/batch', {
			requests: [
				{ path: '/wc/store/v1/cart/apply-coupon', body: { code: 'DESCUENTO10' }, headers },
				{ path: '/wc/store/v1/cart/remove-coupon', body: { code: 'DESCUENTO10' }, headers },
			],
		} );
		const [ conflict, limited ] = reply.body.responses;
		expect( conflict.status ).toBe( 409 );
		expect( conflict.body.data.cart.items ).toHaveLength( 1 );
		expect( conflict.body.data.cart.coupons ).toEqual( [] );
		expect( limited.status ).toBe( 400 );
		expect( limited.body.code ).toBe( 'rate_limit_exceeded' );
		expect( limited.headers[ 'RateLimit-Retry-After' ] ).toBe( '12' );
	} );

	it( 'given dropBatchEntries › when a batch of two runs › both are processed and the answer lists only the first', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 44 } );
		shop.server.faults.add( { dropBatchEntries: 1, only: '/cart/add-item' } );
		shop.server.faults.add( { dropBatchEntries: 1 } );
		const headers = { Nonce: shopper.nonce! };
		const reply = await shopper.post( '/batch', {
			requests: [
				{ path: '/wc/store/v1/cart/add-item', body: { id: 17 }, headers },
				{ path: '/wc/store/v1/cart/add-item', body: { id: 21 }, headers },
			],
		} );
		expect( reply.status ).toBe( 207 );
		expect( reply.body.responses ).toHaveLength( 1 );
		expect( reply.body.responses[ 0 ].status ).toBe( 201 );
		expect( ( await shopper.get( '/cart' ) ).body.items_count ).toBe( 3 );
		// The one limited to a sub-request never applies: only the batch itself can lose entries.
		expect( shop.server.faults.pending() ).toEqual( [
			{ dropBatchEntries: 1, only: '/cart/add-item', times: 1 },
		] );
	} );

	it( "given a missing-nonce error code › when a write arrives › answers 401 with WordPress's message", async () => {
		const shopper = await shop.shopper().start();
		shop.server.faults.add( {
			status: 401,
			errorCode: 'woocommerce_rest_missing_nonce',
			only: '/cart/add-item',
		} );
		const reply = await shopper.post( '/cart/add-item', { id: 17 } );
		expect( reply.status ).toBe( 401 );
		expect( reply.body.message ).toBe(
			'Missing the Nonce header. This endpoint requires a valid nonce.'
		);
	} );
	it( 'given the new faults posted over HTTP › when requests arrive › they apply as queued', async () => {
		const shopper = await shop.shopper().start();
		await fetch( `${ shop.server.url }/__mock/faults`, {
			method: 'POST',
			body: JSON.stringify( { rateLimitRetryAfterSeconds: 5, only: '/cart' } ),
		} );
		const reply = await shopper.get( '/cart' );
		expect( reply.body.code ).toBe( 'rate_limit_exceeded' );
		expect( reply.headers.get( 'ratelimit-retry-after' ) ).toBe( '5' );
	} );

	it( 'given a fault on PUT /checkout › when the draft order is sent as POST with X-HTTP-Method-Override: PUT › the fault applies', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17 } );
		shop.server.faults.add( { status: 503, only: 'PUT /checkout' } );
		const reply = await shopper.post(
			'/checkout?__experimental_calc_totals=true',
			{ order_notes: 'Portal 3' },
			{ headers: { 'X-HTTP-Method-Override': 'PUT' } }
		);
		expect( reply.status ).toBe( 503 );
	} );
} );
