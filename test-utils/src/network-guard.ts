/**
 * Proves code makes no network request: an MSW server with no handlers that
 * fails every request and records it.
 */
import { setupServer } from 'msw/node';

/**
 * Starts the guard for the test file; `requests()` lists `METHOD url` of
 * every request since the current test began. Use it instead of
 * `setupMockShop` where nothing may be fetched at all.
 *
 * @example
 * const network = guardAgainstNetwork();
 * it( 'fetches nothing', async () => {
 * 	await mountInAct();
 * 	expect( network.requests() ).toEqual( [] );
 * } );
 */
export function guardAgainstNetwork(): { requests: () => string[] } {
	const server = setupServer();
	const seen: string[] = [];
	server.events.on( 'request:start', ( { request } ) => {
		seen.push( `${ request.method } ${ request.url }` );
	} );
	beforeAll( () => server.listen( { onUnhandledRequest: 'error' } ) );
	beforeEach( () => {
		seen.length = 0;
	} );
	afterAll( () => server.close() );
	return { requests: () => [ ...seen ] };
}
