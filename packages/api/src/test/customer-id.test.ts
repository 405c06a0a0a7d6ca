/** Tests of the customer id: read from plain and batched User-ID headers, subscribers told on change. */

import {
	apiFetchWithHeaders,
	BATCH_DELAY_MS,
	getCustomerId,
	subscribeToCustomerId,
} from '@cesta/api';

import { seedNonce, enableBatchTimers, setupFakeStore } from './msw-server';

const shop = setupFakeStore();

describe( 'given responses with a User-ID header', () => {
	it( 'knows no customer id before any response', () => {
		expect( getCustomerId() ).toBeNull();
	} );

	it( 'reads the id of a plain response (a string header)', async () => {
		shop.current.state.userId = 12;
		await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );

		expect( getCustomerId() ).toBe( 12 );
	} );

	it( 'reads the id of a batched response (a number in the envelope)', async () => {
		seedNonce( 'nonce-1', 1795644289 );
		enableBatchTimers();
		const listener = jest.fn();
		subscribeToCustomerId( listener );
		shop.current.state.userId = 5;
		const call = apiFetchWithHeaders( {
			path: '/wc/store/v1/cart/add-item',
			method: 'POST',
			data: { id: 17 },
		} );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await call;

		expect( getCustomerId() ).toBe( 5 );
		expect( listener ).toHaveBeenCalledWith( 5 );
	} );

	it( 'tells subscribers each time the id changes, and only then', async () => {
		const listener = jest.fn();
		const unsubscribe = subscribeToCustomerId( listener );

		await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );
		await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );
		shop.current.state.userId = 3;
		await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );
		unsubscribe();
		shop.current.state.userId = 4;
		await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );

		expect( listener.mock.calls ).toEqual( [ [ 0 ], [ 3 ] ] );
	} );
} );
