/** Tests of resetStoreApiClient: nothing a test left waiting (a batch on a fake timer) holds up the next one. */

import type { ApiErrorResponse, CartResponse } from '@cesta/types';

import { apiFetchWithHeaders, getQueuedRequestCount, resetStoreApiClient } from '@cesta/api';

import { enableBatchTimers, seedNonce, setupFakeStore } from './msw-server';

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
