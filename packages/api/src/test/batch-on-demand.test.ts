/**
 * The code that sends batches downloads with a page's first write, not with
 * the page (DESIGN §8); if it cannot download (offline), the waiting writes
 * fail as their request would have and nothing is sent, and the next write
 * downloads it again. Jest gives each test file a fresh module registry, so
 * here nothing has loaded it before the first test.
 */
import { apiFetchWithHeaders, BATCH_DELAY_MS } from '@cesta/api';

import { batchSenderCode } from '../batch/batch-queue';
import { seedNonce, enableBatchTimers, setupFakeStore } from './msw-server';

const shop = setupFakeStore();

const addItem = ( id: number ) =>
	apiFetchWithHeaders( {
		path: '/wc/store/v1/cart/add-item',
		method: 'POST',
		data: { id, quantity: 1 },
	} ).catch( ( error: unknown ) => ( { rejected: error } ) );

beforeEach( () => {
	seedNonce( 'nonce-1', 1795644289 );
	enableBatchTimers();
} );

afterEach( () => jest.restoreAllMocks() );

describe( 'given a page that has only read', () => {
	it( 'when it reads the cart › the batch sender has not downloaded', async () => {
		const { status } = await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );

		expect( status ).toBe( 200 );
		expect( batchSenderCode.loaded() ).toBeUndefined();
	} );
} );

describe( 'given writes queued while the batch sender cannot download', () => {
	it( 'when the batch is due › each write fails with the connection error and nothing is sent; the next write downloads it and is sent', async () => {
		// The network drops while the code downloads.
		jest.spyOn( batchSenderCode, 'load' ).mockRejectedValue(
			new TypeError( 'Failed to fetch' )
		);
		const calls = [ addItem( 17 ), addItem( 21 ) ];
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );

		for ( const outcome of await Promise.all( calls ) ) {
			expect( outcome ).toEqual( {
				rejected: {
					code: 'fetch_error',
					message: 'Could not connect to the store. Please try again.',
					data: { status: 0 },
				},
			} );
		}
		expect( shop.current.requestsTo( '/wc/store/v1/batch', 'POST' ) ).toHaveLength( 0 );

		jest.restoreAllMocks();
		const next = addItem( 23 );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );

		expect( await next ).toMatchObject( { status: 201 } );
		expect( shop.current.requestsTo( '/wc/store/v1/batch', 'POST' ) ).toHaveLength( 1 );
		expect( batchSenderCode.loaded() ).toBeDefined();
	} );

	it( 'when the browser is offline › each write fails with the offline error', async () => {
		jest.spyOn( batchSenderCode, 'loaded' ).mockReturnValue( undefined );
		jest.spyOn( batchSenderCode, 'load' ).mockRejectedValue(
			new TypeError( 'Failed to fetch' )
		);
		jest.spyOn( window.navigator, 'onLine', 'get' ).mockReturnValue( false );
		const call = addItem( 17 );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );

		expect( await call ).toEqual( {
			rejected: {
				code: 'offline_error',
				message: 'Unable to connect. Please check your Internet connection.',
				data: { status: 0 },
			},
		} );
	} );
} );
