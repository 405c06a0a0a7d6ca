/**
 * Tests of resetStoreApiClient: nothing a test left waiting (a batch on a fake
 * timer) holds up the next one, and nothing it left in flight (a late answer)
 * reaches the next one's session.
 */

import { http, HttpResponse } from 'msw';

import type { ApiErrorResponse, CartResponse } from '@cesta/types';

import {
	apiFetchWithHeaders,
	BATCH_DELAY_MS,
	getNonce,
	getQueuedRequestCount,
	resetStoreApiClient,
} from '@cesta/api';

import { enableBatchTimers, seedNonce, server, setupFakeStore } from './msw-server';

const shop = setupFakeStore();

const addItem = ( id: number ) =>
	apiFetchWithHeaders< CartResponse >( {
		path: '/wc/store/v1/cart/add-item',
		method: 'POST',
		data: { id, quantity: 1 },
	} );

/** Rejects when `promise` has not settled after `ms` real milliseconds. */
const within = < T >( promise: Promise< T >, ms: number ): Promise< T > =>
	Promise.race( [
		promise,
		new Promise< never >( ( _, reject ) =>
			setTimeout( () => reject( new Error( `still waiting after ${ ms } ms` ) ), ms )
		),
	] );

beforeEach( () => seedNonce( 'nonce-1', 1795644289 ) );

describe( 'given a write waiting for its batch on a fake timer that will never fire', () => {
	const leaveWriteWaiting = () => {
		enableBatchTimers();
		const waiting = addItem( 100 ).catch( ( error: ApiErrorResponse ) => error );
		// The test ends without advancing the fake clock.
		jest.useRealTimers();
		return waiting;
	};

	it( 'when the client is reset › the waiting write is rejected as cancelled and nothing is sent', async () => {
		const waiting = leaveWriteWaiting();

		resetStoreApiClient();

		expect( await within( waiting, 1000 ) ).toMatchObject( { code: 'abort_error' } );
		expect( getQueuedRequestCount() ).toBe( 0 );
		expect( shop.current.requestsTo( '/wc/store/v1/batch', 'POST' ) ).toHaveLength( 0 );
	} );

	it( 'when the client is reset › the next write goes out in a batch of its own after the real 300 ms', async () => {
		void leaveWriteWaiting();
		resetStoreApiClient();
		seedNonce( 'nonce-1', 1795644289 );

		const result = await within( addItem( 200 ), 2000 );

		expect( result.status ).toBe( 201 );
		expect( shop.current.batches.map( ( batch ) => batch.length ) ).toEqual( [ 1 ] );
	} );
} );

describe( 'given a write of the previous session still in flight when the client is reset', () => {
	// The previous session's answer: its nonce is bound to a session the new
	// shopper does not have, and it was issued later than anything the new
	// session holds (the server answered it late).
	const OLD_SESSION_NONCE = 'nonce-of-the-previous-session';
	let releaseLateAnswer: () => void;
	let lateRequestArrived: Promise< void >;

	const sendWriteThatAnswersLate = () => {
		const gate = new Promise< void >( ( resolve ) => ( releaseLateAnswer = resolve ) );
		let arrived: () => void;
		lateRequestArrived = new Promise( ( resolve ) => ( arrived = resolve ) );
		server.use(
			http.post(
				'*/wp-json/wc/store/v1/checkout',
				async () => {
					arrived();
					await gate;
					return HttpResponse.json(
						{ order_id: 41, status: 'processing' },
						{
							headers: {
								Nonce: OLD_SESSION_NONCE,
								'Nonce-Timestamp': String( 1795644289 + 3600 ),
							},
						}
					);
				},
				{ once: true }
			)
		);
		return apiFetchWithHeaders( {
			path: '/wc/store/v1/checkout',
			method: 'POST',
			data: { payment_method: 'bacs' },
		} ).catch( ( error: ApiErrorResponse ) => error );
	};

	/** Lets MSW's I/O (real `setImmediate`) run until `condition` holds. */
	const until = async ( condition: () => boolean ) => {
		for ( let turn = 0; turn < 200 && ! condition(); turn++ ) {
			await new Promise( ( resolve ) => setImmediate( resolve ) );
		}
		expect( condition() ).toBe( true );
	};

	/** What `setupMockShop` does between tests: a new guest, nothing cached, no nonce known. */
	const startNewGuest = () => {
		resetStoreApiClient();
		window.localStorage.clear();
		delete window.wcBlocksMiddlewareConfig;
	};

	it( 'when its answer lands › the call is cancelled and the answer is not read', async () => {
		const late = sendWriteThatAnswersLate();
		await lateRequestArrived;

		startNewGuest();
		seedNonce( 'nonce-1', 1795644289 );
		releaseLateAnswer();

		expect( await within( late, 1000 ) ).toMatchObject( { code: 'abort_error' } );
		expect( getNonce() ).toBe( 'nonce-1' );
	} );

	it( "when its answer lands between the new guest's refusal and retry › the retry carries the guest's nonce and the write succeeds", async () => {
		const late = sendWriteThatAnswersLate();
		await lateRequestArrived;
		startNewGuest();
		enableBatchTimers();

		// The new guest's first write goes without a nonce and is refused (401) with `nonce-1`.
		const write = addItem( 300 ).catch( ( error: ApiErrorResponse ) => error );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await until( () => getQueuedRequestCount() === 1 );
		// The previous session's answer lands before the retry's batch goes.
		releaseLateAnswer();
		await within( late, 1000 );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );

		expect( await within( write, 1000 ) ).toMatchObject( { status: 201 } );
		expect(
			shop.current.batches.map( ( batch ) => batch.map( ( item ) => item.headers.Nonce ) )
		).toEqual( [ [ undefined ], [ 'nonce-1' ] ] );
	} );
} );
