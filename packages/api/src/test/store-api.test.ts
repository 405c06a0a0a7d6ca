/** Tests of the typed cart and checkout helpers: batching, shipping-rate aborts, the draft-order sync. */

import {
	addCartItem,
	applyCartCoupon,
	BATCH_DELAY_MS,
	fetchCheckout,
	IDEMPOTENCY_KEY_HEADER,
	placeOrder,
	removeCartCoupon,
	removeCartItem,
	selectShippingRate,
	updateCartExtensions,
	updateCartItem,
	updateDraftOrder,
} from '@cesta/api';

import { sampleCheckout } from './fake-store/samples';
import { seedNonce, enableBatchTimers, setupFakeStore } from './msw-server';

const shop = setupFakeStore();

beforeEach( () => seedNonce( 'nonce-1', 1795644289 ) );

describe( 'given the cart helpers', () => {
	it( 'send each to its route in one batch and return each caller’s cart', async () => {
		enableBatchTimers();
		const added = addCartItem( { id: 17, quantity: 1 } );
		const key = 'key-17'.padEnd( 32, '0' );
		const updated = updateCartItem( { key, quantity: 3 } );
		const couponed = applyCartCoupon( { code: 'DESCUENTO10' } );
		const uncouponed = removeCartCoupon( { code: 'descuento10' } );
		const extended = updateCartExtensions( { namespace: 'gift', data: { wrap: true } } );
		const removed = removeCartItem( { key } );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		const results = await Promise.all( [
			added,
			updated,
			couponed,
			uncouponed,
			extended,
			removed,
		] );

		expect( shop.current.batches[ 0 ]!.map( ( r ) => r.path ) ).toEqual( [
			'/wc/store/v1/cart/add-item',
			'/wc/store/v1/cart/update-item',
			'/wc/store/v1/cart/apply-coupon',
			'/wc/store/v1/cart/remove-coupon',
			'/wc/store/v1/cart/extensions',
			'/wc/store/v1/cart/remove-item',
		] );
		expect( results.map( ( r ) => r.response.items_count ) ).toEqual( [ 1, 3, 3, 3, 3, 0 ] );
	} );
} );

describe( 'given a shipping rate selection still pending', () => {
	it( 'aborts it when a newer selection is made, so the last choice wins', async () => {
		const first = selectShippingRate( { package_id: 0, rate_id: 'flat_rate:1' } ).catch(
			( e: unknown ) => e
		);
		const second = selectShippingRate( { package_id: 0, rate_id: 'free_shipping:2' } );

		expect( await first ).toMatchObject( { code: 'abort_error' } );
		expect( ( await second ).status ).toBe( 200 );
	} );

	it( 'lets the caller abort it with its own signal', async () => {
		const controller = new AbortController();
		const call = selectShippingRate(
			{ rate_id: 'flat_rate:1' },
			{ signal: controller.signal }
		).catch( ( e: unknown ) => e );
		controller.abort();

		expect( await call ).toMatchObject( { code: 'abort_error' } );
	} );
} );

describe( 'given the draft-order sync', () => {
	it( 'sends PUT /checkout?__experimental_calc_totals=true with the nonce and caches the cart it returns', async () => {
		const { response } = await updateDraftOrder( {
			payment_method: 'bacs',
			order_notes: 'Llamar antes',
		} );

		const [ request ] = shop.current.requestsTo( '/wc/store/v1/checkout', 'PUT' );
		expect( request!.url.searchParams.get( '__experimental_calc_totals' ) ).toBe( 'true' );
		expect( request!.headers.get( 'Nonce' ) ).toBe( 'nonce-1' );
		expect( request!.body ).toEqual( { payment_method: 'bacs', order_notes: 'Llamar antes' } );
		expect( response.__experimentalCart ).not.toBeNull();
		expect( window.localStorage.getItem( 'storeApiCartData' ) ).not.toBeNull();
	} );

	it( 'can be cancelled', async () => {
		const controller = new AbortController();
		controller.abort();

		await expect(
			updateDraftOrder( { payment_method: 'bacs' }, { signal: controller.signal } )
		).rejects.toMatchObject( {
			code: 'abort_error',
		} );
	} );
} );

describe( 'fetchCheckout', () => {
	it( 'loads the draft order with the nonce the route requires', async () => {
		const { response, status } = await fetchCheckout();

		expect( status ).toBe( 200 );
		expect( response.status ).toBe( 'checkout-draft' );
		expect(
			shop.current.requestsTo( '/wc/store/v1/checkout', 'GET' )[ 0 ]!.headers.get( 'Nonce' )
		).toBe( 'nonce-1' );
	} );
} );

describe( 'placeOrder', () => {
	const order = () => ( {
		billing_address: sampleCheckout().billing_address,
		payment_method: 'bacs',
	} );

	it( 'given an idempotency key › sends it as the Idempotency-Key header', async () => {
		await placeOrder( order(), { idempotencyKey: 'intento-7' } );

		const [ sent ] = shop.current.requestsTo( '/wc/store/v1/checkout', 'POST' );
		expect( sent!.headers.get( IDEMPOTENCY_KEY_HEADER ) ).toBe( 'intento-7' );
	} );

	it( 'given no key › sends no Idempotency-Key header', async () => {
		await placeOrder( order() );

		const [ sent ] = shop.current.requestsTo( '/wc/store/v1/checkout', 'POST' );
		expect( sent!.headers.has( IDEMPOTENCY_KEY_HEADER ) ).toBe( false );
	} );
} );
