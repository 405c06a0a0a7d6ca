/** Tests of `@cesta/mocks/node` in jsdom: nonces, Cart-Token, faults, fake-timer latency, server.use. */

import { setupMockServer } from '../node';

const mock = setupMockServer();
const API = 'http://localhost/wp-json/wc/store/v1';

beforeAll( () => mock.listen() );
afterEach( () => mock.reset() );
afterAll( () => mock.close() );

const call = async ( path: string, init: RequestInit = {} ) => {
	const response = await fetch( `${ API }${ path }`, init );
	return { response, body: response.status === 204 ? null : await response.json() };
};

describe( 'setupMockServer in a jsdom test', () => {
	it( 'given a client that keeps the nonce › when it reads then writes › the cart keeps its items across requests', async () => {
		const first = await call( '/cart' );
		const nonce = first.response.headers.get( 'Nonce' )!;
		const added = await call( '/cart/add-item', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Nonce: nonce },
			body: JSON.stringify( { id: 17, quantity: 1 } ),
		} );
		expect( added.response.status ).toBe( 201 );
		expect( ( await call( '/cart' ) ).body.items_count ).toBe( 1 );
	} );

	it( 'given the Cart-Token of a first answer › when sent back › replaces cookies and nonce', async () => {
		const token = ( await call( '/cart' ) ).response.headers.get( 'Cart-Token' )!;
		const headers = { 'Content-Type': 'application/json', 'Cart-Token': token };
		await call( '/cart/add-item', {
			method: 'POST',
			headers,
			body: JSON.stringify( { id: 21, quantity: 2 } ),
		} );
		expect( ( await call( '/cart', { headers } ) ).body.totals.total_items ).toBe( '8980' );
	} );

	it( 'given a queued fault › when the route is called › answers the fault once', async () => {
		mock.faults( { status: 503, only: '/cart' } );
		expect( ( await call( '/cart' ) ).response.status ).toBe( 503 );
		expect( ( await call( '/cart' ) ).response.status ).toBe( 200 );
	} );

	it( 'given latency › when jest fake timers advance › the answer arrives only after the delay', async () => {
		jest.useFakeTimers();
		mock.faults( { latencyMs: 2000, only: '/products' } );
		let settled = false;
		const pending = call( '/products' ).then( ( result ) => {
			settled = true;
			return result;
		} );
		await jest.advanceTimersByTimeAsync( 1500 );
		expect( settled ).toBe( false );
		await jest.advanceTimersByTimeAsync( 600 );
		expect( ( await pending ).response.status ).toBe( 200 );
		jest.useRealTimers();
	} );

	it( 'given a request waiting out its latency › when the mock is reset meanwhile › it fails as a dropped connection and never reaches the new shop', async () => {
		jest.useFakeTimers();
		mock.faults( { latencyMs: 2000, only: '/cart/add-item' } );
		const late = call( '/cart/add-item', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( { id: 17, quantity: 1 } ),
		} );
		const outcome = late.then(
			() => 'answered',
			() => 'dropped'
		);
		await jest.advanceTimersByTimeAsync( 500 );
		mock.reset();
		await jest.advanceTimersByTimeAsync( 2000 );
		jest.useRealTimers();

		expect( await outcome ).toBe( 'dropped' );
		expect( ( await call( '/cart' ) ).body.items_count ).toBe( 0 );
	} );

	it( 'given a dropped connection › when fetched › the fetch rejects as on a network failure', async () => {
		mock.faults( { dropConnection: true } );
		await expect( call( '/cart' ) ).rejects.toThrow();
	} );

	it( 'given a per-test handler › when added with server.use › it wins until the reset', async () => {
		const { http, HttpResponse } = await import( 'msw' );
		mock.server.use(
			http.get( '*/wc/store/v1/cart', () =>
				HttpResponse.json( { code: 'custom' }, { status: 418 } )
			)
		);
		expect( ( await call( '/cart' ) ).response.status ).toBe( 418 );
	} );
} );
