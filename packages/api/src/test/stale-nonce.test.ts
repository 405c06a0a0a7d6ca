/** Tests of stale and missing nonces: one retry with the fresh nonce, alone or inside a batch. */

import { http, HttpResponse } from 'msw';

import {
	apiFetchWithHeaders,
	BATCH_DELAY_MS,
	fetchCheckout,
	getNonce,
	placeOrder,
} from '@cesta/api';

import { sampleCheckout } from './fake-store/samples';
import { rotateNonce } from './fake-store/state';
import { enableBatchTimers, seedNonce, server, setupFakeStore } from './msw-server';

const shop = setupFakeStore();

const order = () =>
	placeOrder( { billing_address: sampleCheckout().billing_address, payment_method: 'bacs' } );

describe( 'given a stale nonce (the server answers 403 woocommerce_rest_invalid_nonce with a fresh Nonce)', () => {
	beforeEach( () => {
		seedNonce( 'nonce-1', 1795644289 );
		rotateNonce( shop.current.state, { expireOld: true } );
	} );

	it( 'retries the write once with the fresh nonce and succeeds', async () => {
		const { status } = await order();

		expect( status ).toBe( 200 );
		const attempts = shop.current.requestsTo( '/wc/store/v1/checkout', 'POST' );
		expect( attempts.map( ( r ) => r.headers.get( 'Nonce' ) ) ).toEqual( [
			'nonce-1',
			'nonce-2',
		] );
		expect( getNonce() ).toBe( 'nonce-2' );
	} );

	it( 'takes the fresh nonce even when its timestamp looks older than the stored one', async () => {
		// No printed timestamp: "now" is used, here later than the server's clock.
		jest.spyOn( Date, 'now' ).mockReturnValue( 1895644289000 );
		seedNonce( 'nonce-1' );
		const { status } = await order();

		expect( status ).toBe( 200 );
		expect( getNonce() ).toBe( 'nonce-2' );
	} );

	it( 'surfaces the error when the retry fails too, after exactly two attempts', async () => {
		shop.current.state.refuseAllNonces = true;

		await expect( order() ).rejects.toEqual( {
			code: 'woocommerce_rest_invalid_nonce',
			message: 'Nonce is invalid.',
			data: { status: 403 },
		} );
		expect( shop.current.requestsTo( '/wc/store/v1/checkout', 'POST' ) ).toHaveLength( 2 );
	} );

	it( 'never retries a GET', async () => {
		await expect( fetchCheckout() ).rejects.toMatchObject( {
			code: 'woocommerce_rest_invalid_nonce',
			data: { status: 403 },
		} );
		expect( shop.current.requestsTo( '/wc/store/v1/checkout', 'GET' ) ).toHaveLength( 1 );
	} );

	it( 'does not retry when the refusal carries no fresh nonce', async () => {
		server.use(
			http.post( '*/wp-json/wc/store/v1/checkout', () =>
				HttpResponse.json(
					{
						code: 'woocommerce_rest_invalid_nonce',
						message: 'Nonce is invalid.',
						data: { status: 403 },
					},
					{ status: 403 }
				)
			)
		);

		await expect( order() ).rejects.toMatchObject( { code: 'woocommerce_rest_invalid_nonce' } );
		expect( getNonce() ).toBe( 'nonce-1' );
	} );
} );

describe( 'given a stale nonce inside a batch', () => {
	beforeEach( () => {
		seedNonce( 'nonce-1', 1795644289 );
		rotateNonce( shop.current.state, { expireOld: true } );
		enableBatchTimers();
	} );

	const addItem = ( id: number ) =>
		apiFetchWithHeaders( { path: '/wc/store/v1/cart/add-item', method: 'POST', data: { id } } );

	it( 'retries just the refused sub-requests once, in the next batch, with the fresh nonce', async () => {
		const calls = [ addItem( 17 ), addItem( 21 ) ];
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		const results = await Promise.all( calls );

		expect( results.map( ( r ) => r.status ) ).toEqual( [ 201, 201 ] );
		expect(
			shop.current.batches.map( ( batch ) => batch.map( ( r ) => r.headers.Nonce ) )
		).toEqual( [
			[ 'nonce-1', 'nonce-1' ],
			[ 'nonce-2', 'nonce-2' ],
		] );
	} );

	it( 'surfaces the error to the caller when the retried sub-request is refused again', async () => {
		shop.current.state.refuseAllNonces = true;
		const call = addItem( 17 ).catch( ( error: unknown ) => error );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );

		expect( await call ).toMatchObject( {
			code: 'woocommerce_rest_invalid_nonce',
			data: { status: 403 },
		} );
		expect( shop.current.batches ).toHaveLength( 2 );
	} );

	it( 'uses the outer batch headers’ nonce when the sub-response carries none', async () => {
		server.use(
			http.post( '*/wp-json/wc/store/v1/batch', async ( { request } ) => {
				const { requests } = ( await request.json() ) as {
					requests: Array< { headers: { Nonce: string } } >;
				};
				const fresh = requests[ 0 ]!.headers.Nonce === 'nonce-outer';
				return HttpResponse.json(
					{
						responses: [
							fresh
								? { status: 201, body: { ok: true }, headers: {} }
								: {
										status: 403,
										body: {
											code: 'woocommerce_rest_invalid_nonce',
											message: 'Nonce is invalid.',
											data: { status: 403 },
										},
										headers: {},
									},
						],
					},
					{
						status: 207,
						headers: { Nonce: 'nonce-outer', 'Nonce-Timestamp': '1795644000' },
					}
				);
			} )
		);
		const call = addItem( 17 );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );

		expect( await call ).toMatchObject( { response: { ok: true }, status: 201 } );
	} );
} );

describe( 'given no nonce at all', () => {
	it( 'surfaces 401 woocommerce_rest_missing_nonce when the server gives none to retry with', async () => {
		server.use(
			http.post( '*/wp-json/wc/store/v1/checkout', () =>
				HttpResponse.json(
					{
						code: 'woocommerce_rest_missing_nonce',
						message: 'Missing the Nonce header. This endpoint requires a valid nonce.',
						data: { status: 401 },
					},
					{ status: 401 }
				)
			)
		);

		await expect( order() ).rejects.toEqual( {
			code: 'woocommerce_rest_missing_nonce',
			message: 'Missing the Nonce header. This endpoint requires a valid nonce.',
			data: { status: 401 },
		} );
	} );

	it( 'retries once with the nonce the 401 answer carried, and succeeds', async () => {
		const { status } = await order();

		expect( status ).toBe( 200 );
		const attempts = shop.current.requestsTo( '/wc/store/v1/checkout', 'POST' );
		expect( attempts.map( ( r ) => r.headers.get( 'Nonce' ) ) ).toEqual( [ null, 'nonce-1' ] );
	} );
} );
