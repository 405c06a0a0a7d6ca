/** `@cesta/mocks/node`: the Store API simulation for Jest through MSW's Node server. */

import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';

import type { EngineOptions } from './engine/core/context';
import { createEngine } from './engine/engine';
import type { Engine } from './engine/engine';
import type { FaultSpec } from './handlers/faults';
import { createHandlers } from './handlers/msw';

/**
 * Options of `setupMockServer`.
 *
 * @example
 * setupMockServer( { engineOptions: { siteLocale: 'en_US' } } );
 */
export interface MockServerOptions {
	engine?: Engine;
	engineOptions?: EngineOptions;
	/** Store API namespace path; matched anywhere in request URLs. */
	root?: string;
}

/**
 * The mock for Jest (and any Node test): MSW's `setupServer` over the sample
 * shop, with fault injection and a full reset between tests.
 *
 * @example
 * const mock = setupMockServer();
 * beforeAll( () => mock.listen() );
 * afterEach( () => mock.reset() );
 * afterAll( () => mock.close() );
 * mock.faults( { status: 500, only: '/cart/add-item' } );
 */
export function setupMockServer( options: MockServerOptions = {} ) {
	const engine = options.engine ?? createEngine( options.engineOptions );
	const { handlers, faults } = createHandlers( { engine, root: options.root } );
	const server: SetupServer = setupServer( ...handlers );
	return {
		server,
		engine,
		handlers,
		/** Starts intercepting; unhandled requests fail the test by default. */
		listen(
			listenOptions: Parameters< SetupServer[ 'listen' ] >[ 0 ] = {
				onUnhandledRequest: 'error',
			}
		) {
			server.listen( listenOptions );
		},
		close() {
			server.close();
		},
		/** Queues a failure for the next matching request(s). */
		faults( spec: FaultSpec ) {
			faults.add( spec );
		},
		/** Clears faults and per-test handlers and puts the shop back to its fixtures. */
		reset() {
			faults.reset();
			server.resetHandlers();
			engine.reset();
		},
	};
}

/**
 * The handle `setupMockServer` returns: `{ server, engine, listen, close, faults, reset }`.
 *
 * @example
 * let mock: MockServer;
 * beforeAll( () => { mock = setupMockServer(); mock.listen(); } );
 */
export type MockServer = ReturnType< typeof setupMockServer >;
export { createHandlers };
export type { FaultSpec };
