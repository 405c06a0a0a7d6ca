/**
 * One MSW server per test file: unhandled requests fail the test, handlers
 * added with `server.use()` are dropped after each test, and the client's
 * in-memory state is reset.
 */
import { setupServer } from 'msw/node';

import { resetStoreApiClient } from '@cesta/api';

import { createFakeStore } from './fake-store/fake-store';
import type { FakeStore } from './fake-store/fake-store';

export const server = setupServer();

/**
 * Starts the MSW server for this file and gives each test a fresh fake shop.
 *
 * @example
 * const shop = setupFakeStore();
 * it( '…', async () => { await fetchCart(); expect( shop.current.received ).toHaveLength( 1 ); } );
 */
export function setupFakeStore(): { current: FakeStore } {
	const holder = { current: createFakeStore() };
	beforeAll( () => server.listen( { onUnhandledRequest: 'error' } ) );
	beforeEach( () => {
		holder.current = createFakeStore();
		server.use( holder.current.handler );
	} );
	afterEach( () => {
		server.resetHandlers();
		resetStoreApiClient();
		delete window.wcBlocksMiddlewareConfig;
		delete window.wcSettings;
		delete window.wpApiSettings;
		jest.useRealTimers();
	} );
	afterAll( () => server.close() );
	return holder;
}

/**
 * Fake timers that leave MSW's I/O alone; advance with
 * `await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS )`.
 *
 * @example
 * enableBatchTimers();
 */
export function enableBatchTimers(): void {
	jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );
}

/**
 * Seeds the nonce the way a host page does.
 *
 * @example
 * seedNonce( 'nonce-1', 1795644289 );
 */
export function seedNonce( nonce: string, timestamp?: number ): void {
	window.wcBlocksMiddlewareConfig = {
		storeApiNonce: nonce,
		...( timestamp !== undefined ? { wcStoreApiNonceTimestamp: String( timestamp ) } : {} ),
	};
}
