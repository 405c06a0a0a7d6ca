/**
 * @jest-environment node
 *
 * Tests of the request listener inside a host server: pages left to the host,
 * Store API, faults.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createEngine } from '../../engine/engine';
import { createMockRequestListener } from '../request-listener';
import type { MockRequestListener } from '../request-listener';

/** A host that serves its own page at `/pagina/` and lets the mock answer the rest. */
let host: Server;
let origin: string;
let mock: MockRequestListener;

beforeAll( async () => {
	host = createServer( ( request, response ) => {
		mock.handle( request, response ).then( ( handled ) => {
			if ( handled ) {
				return;
			}
			response.writeHead( request.url?.startsWith( '/pagina/' ) ? 200 : 404, {
				'Content-Type': 'text/plain; charset=UTF-8',
			} );
			response.end( request.url?.startsWith( '/pagina/' ) ? 'página del anfitrión' : '' );
		} );
	} );
	await new Promise< void >( ( resolve ) => host.listen( 0, '127.0.0.1', resolve ) );
	origin = `http://127.0.0.1:${ ( host.address() as AddressInfo ).port }`;
	mock = createMockRequestListener( { engine: createEngine( { siteUrl: origin } ) } );
} );

afterAll( async () => {
	host.closeAllConnections();
	await new Promise( ( resolve ) => host.close( resolve ) );
} );

afterEach( () => {
	mock.faults.reset();
	mock.engine.reset();
} );

const sessionCookie = ( response: Response ) =>
	response.headers
		.getSetCookie()
		.map( ( cookie ) => cookie.split( ';' )[ 0 ] )
		.filter( ( pair ) => pair.startsWith( 'wp_woocommerce_session_' ) )
		.join( '; ' );

describe( 'createMockRequestListener', () => {
	it( 'given a host server › when a page of the host is asked for › leaves it to the host', async () => {
		const response = await fetch( `${ origin }/pagina/` );

		expect( response.status ).toBe( 200 );
		expect( await response.text() ).toBe( 'página del anfitrión' );
	} );

	it( 'given a host server › when the Store API is asked on the same origin › answers it with the session headers', async () => {
		const response = await fetch( `${ origin }/wp-json/wc/store/v1/cart` );
		const cart = await response.json();

		expect( response.status ).toBe( 200 );
		expect( cart.items ).toEqual( [] );
		expect( response.headers.get( 'Nonce' ) ).toMatch( /^[0-9a-f]{10}$/ );
	} );

	it( 'given a classic ?add-to-cart= link › when followed › adds the product and redirects back to the host page', async () => {
		const response = await fetch( `${ origin }/pagina/?add-to-cart=17`, {
			redirect: 'manual',
		} );

		expect( response.status ).toBe( 302 );
		expect( response.headers.get( 'Location' ) ).toBe( `${ origin }/pagina/` );
		expect( sessionCookie( response ) ).not.toBe( '' );
	} );

	it( 'given a shopper with a cart › when the host fetches the cart in process with their cookie › gets the same cart as over HTTP', async () => {
		const added = await fetch( `${ origin }/?add-to-cart=17&quantity=2`, {
			redirect: 'manual',
		} );
		const cookie = sessionCookie( added );

		const inProcess = await mock.fetch(
			new Request( `${ origin }/wp-json/wc/store/v1/cart`, { headers: { cookie } } )
		);
		const overHttp = await fetch( `${ origin }/wp-json/wc/store/v1/cart`, {
			headers: { cookie },
		} );

		const body = await inProcess!.json();
		expect( body.items.map( ( item: { id: number } ) => item.id ) ).toEqual( [ 17 ] );
		expect( body.items_count ).toBe( 2 );
		expect( body ).toEqual( await overHttp.json() );
		expect( inProcess!.headers.get( 'Cart-Hash' ) ).toBe( overHttp.headers.get( 'Cart-Hash' ) );
	} );

	it( 'given a path no mock route takes › when fetched in process › resolves null', async () => {
		expect( await mock.fetch( new Request( `${ origin }/pagina/` ) ) ).toBeNull();
	} );

	it( 'given a fault queued through the debug route › when the Store API is called › the fault applies', async () => {
		const queued = await fetch( `${ origin }/__mock/faults`, {
			method: 'POST',
			body: JSON.stringify( { status: 503, only: '/cart' } ),
		} );
		const response = await fetch( `${ origin }/wp-json/wc/store/v1/cart` );

		expect( queued.status ).toBe( 201 );
		expect( response.status ).toBe( 503 );
		expect( ( await response.json() ).code ).toBe( 'internal_server_error' );
	} );

	it( 'given a queued fault › when the host fetches in process with ignoreFaults › answers normally and leaves the fault for the browser', async () => {
		mock.faults.add( { status: 500, only: '/cart' } );

		const preload = await mock.fetch( new Request( `${ origin }/wp-json/wc/store/v1/cart` ), {
			ignoreFaults: true,
		} );
		const browser = await fetch( `${ origin }/wp-json/wc/store/v1/cart` );

		expect( preload!.status ).toBe( 200 );
		expect( browser.status ).toBe( 500 );
	} );

	it( 'given a dropped-connection fault › when the Store API is called over HTTP › the socket is closed without an answer', async () => {
		mock.faults.add( { dropConnection: true, only: '/cart' } );

		await expect( fetch( `${ origin }/wp-json/wc/store/v1/cart` ) ).rejects.toThrow();
	} );
} );
