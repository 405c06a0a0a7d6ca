/** Tests of batch failures: malformed or non-JSON answers, dropped connections, aborted writes. */

import { http, HttpResponse } from 'msw';

import { apiFetchWithHeaders, BATCH_DELAY_MS, getNonce } from '@cesta/api';

import { seedNonce, server, enableBatchTimers, setupFakeStore } from './msw-server';

const shop = setupFakeStore();

const write = ( id: number, signal?: AbortSignal ) =>
	apiFetchWithHeaders( {
		path: '/wc/store/v1/cart/add-item',
		method: 'POST',
		data: { id },
		...( signal ? { signal } : {} ),
	} ).catch( ( error: unknown ) => ( { rejected: error } ) );

const answerBatchWith = (
	body: unknown,
	init: ConstructorParameters< typeof Response >[ 1 ] = {}
) =>
	server.use(
		http.post( '*/wp-json/wc/store/v1/batch', () =>
			typeof body === 'string'
				? new HttpResponse( body, init )
				: HttpResponse.json( body as never, init )
		)
	);

beforeEach( () => {
	seedNonce( 'nonce-1', 1795644289 );
	enableBatchTimers();
} );

describe( 'given a malformed batch response', () => {
	it( 'rejects every caller with response_not_valid when there is no responses list', async () => {
		answerBatchWith( { unexpected: true }, { status: 207 } );
		const calls = [ write( 1 ), write( 2 ), write( 3 ) ];
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );

		for ( const outcome of await Promise.all( calls ) ) {
			expect( outcome ).toEqual( {
				rejected: {
					code: 'response_not_valid',
					message: 'Batch response must have a responses list',
					data: { status: 207 },
				},
			} );
		}
	} );

	it( 'rejects every caller when the list has fewer answers than requests', async () => {
		answerBatchWith(
			{ responses: [ { status: 200, body: {}, headers: {} } ] },
			{ status: 207 }
		);
		const calls = [ write( 1 ), write( 2 ) ];
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );

		const outcomes = await Promise.all( calls );
		expect(
			outcomes.map( ( o ) => ( o as { rejected: { code: string } } ).rejected.code )
		).toEqual( [ 'response_not_valid', 'response_not_valid' ] );
	} );

	it( 'rejects only the caller whose single response lacks body or headers', async () => {
		answerBatchWith(
			{
				responses: [
					{ status: 201, body: { ok: 1 }, headers: { Nonce: 'nonce-1' } },
					{ status: 201, body: { ok: 2 } },
					{ status: 201, headers: {} },
				],
			},
			{ status: 207 }
		);
		const calls = [ write( 1 ), write( 2 ), write( 3 ) ];
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		const [ first, second, third ] = await Promise.all( calls );

		expect( first ).toMatchObject( { response: { ok: 1 }, status: 201 } );
		const notValid = {
			rejected: {
				code: 'response_not_valid',
				message: 'A single response must have body and headers',
				data: { status: 207 },
			},
		};
		expect( second ).toEqual( notValid );
		expect( third ).toEqual( notValid );
	} );

	it( 'accepts PHP’s empty headers list ([]) and a null body (204)', async () => {
		answerBatchWith(
			{ responses: [ { status: 204, body: null, headers: [] } ] },
			{ status: 207 }
		);
		const call = write( 1 );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );

		expect( await call ).toMatchObject( { response: null, status: 204 } );
	} );

	it( 'rejects every caller with invalid_json when the batch body is not JSON', async () => {
		answerBatchWith( '<html>Fatal error</html>', { status: 500 } );
		const calls = [ write( 1 ), write( 2 ) ];
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );

		for ( const outcome of await Promise.all( calls ) ) {
			expect( outcome ).toEqual( {
				rejected: {
					code: 'invalid_json',
					message: 'The response is not a valid JSON response.',
					data: { status: 500 },
				},
			} );
		}
	} );

	it( 'rejects every caller with fetch_error when the connection drops', async () => {
		server.use( http.post( '*/wp-json/wc/store/v1/batch', () => HttpResponse.error() ) );
		const calls = [ write( 1 ), write( 2 ) ];
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );

		for ( const outcome of await Promise.all( calls ) ) {
			expect( outcome ).toMatchObject( {
				rejected: { code: 'fetch_error', data: { status: 0 } },
			} );
		}
	} );

	it( 'passes the server’s error for the whole batch to every caller', async () => {
		answerBatchWith(
			{
				code: 'woocommerce_rest_invalid_path',
				message: 'Invalid path provided.',
				data: { status: 400 },
			},
			{ status: 400 }
		);
		const calls = [ write( 1 ), write( 2 ) ];
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );

		for ( const outcome of await Promise.all( calls ) ) {
			expect( outcome ).toEqual( {
				rejected: {
					code: 'woocommerce_rest_invalid_path',
					message: 'Invalid path provided.',
					data: { status: 400 },
				},
			} );
		}
	} );
} );

describe( 'given a write aborted while it waits for the batch', () => {
	it( 'rejects it with abort_error at once and leaves it out of the batch', async () => {
		const controller = new AbortController();
		const aborted = write( 1, controller.signal );
		const kept = write( 2 );
		controller.abort();

		expect( await aborted ).toMatchObject( {
			rejected: { code: 'abort_error', data: { status: 0 } },
		} );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await kept;
		expect( shop.current.batches[ 0 ]!.map( ( r ) => r.path ) ).toEqual( [
			'/wc/store/v1/cart/add-item',
		] );
		expect( shop.current.received[ 0 ]!.body.requests ).toEqual( [
			expect.objectContaining( { body: { id: 2 } } ),
		] );
	} );

	it( 'sends no batch at all when every waiting write was aborted', async () => {
		const controller = new AbortController();
		const calls = [ write( 1, controller.signal ), write( 2, controller.signal ) ];
		controller.abort();
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await Promise.all( calls );

		expect( shop.current.received ).toHaveLength( 0 );
	} );

	it( 'rejects a write whose signal was already aborted without queuing it', async () => {
		const controller = new AbortController();
		controller.abort();

		expect( await write( 1, controller.signal ) ).toMatchObject( {
			rejected: { code: 'abort_error' },
		} );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		expect( shop.current.received ).toHaveLength( 0 );
	} );
} );

describe( 'given a write aborted after its batch left', () => {
	it( 'rejects it with abort_error and does not refresh the nonce from its sub-response', async () => {
		server.use(
			http.post( '*/wp-json/wc/store/v1/batch', async () => {
				controller.abort();
				return HttpResponse.json(
					{
						responses: [
							{
								status: 201,
								body: {},
								headers: {
									Nonce: 'nonce-from-aborted',
									'Nonce-Timestamp': 1795649999,
								},
							},
						],
					},
					{ status: 207 }
				);
			} )
		);
		const controller = new AbortController();
		const call = write( 1, controller.signal );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );

		expect( await call ).toMatchObject( { rejected: { code: 'abort_error' } } );
		expect( getNonce() ).toBe( 'nonce-1' );
	} );
} );
