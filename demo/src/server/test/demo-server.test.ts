/**
 * @jest-environment node
 *
 * Tests of the demo server: bundles under /cesta/, the same-origin Store API
 * and the debug panel.
 */
import { request as httpRequest } from 'node:http';

import { serveDemoForThisFile } from '../../test/demo-harness';

const shop = serveDemoForThisFile();
const { get } = shop;
const shopperWith = ( ...ids: number[] ) => shop.shopperWith( ...ids );

describe( 'the bundles under /cesta/', () => {
	it( 'given a built bundle › when requested › is served as JavaScript, uncached', async () => {
		const response = await get( '/cesta/cart.js' );

		expect( response.status ).toBe( 200 );
		expect( response.headers.get( 'content-type' ) ).toBe( 'text/javascript; charset=UTF-8' );
		expect( response.headers.get( 'cache-control' ) ).toBe( 'no-cache' );
		expect( await response.text() ).toBe( 'import "./chunks/a.js";' );
	} );

	it( 'given a path that climbs out of the bundles folder › is refused with the 404 page', async () => {
		const status = await new Promise< number >( ( resolve, reject ) => {
			httpRequest( `${ shop.demo.url }/cesta/..%2f..%2fpackage.json`, ( response ) => {
				response.resume();
				resolve( response.statusCode ?? 0 );
			} )
				.on( 'error', reject )
				.end();
		} );

		expect( status ).toBe( 404 );
	} );

	it( 'given a missing bundle › answers the 404 page in Spanish', async () => {
		const response = await get( '/cesta/nope.js' );

		expect( response.status ).toBe( 404 );
		expect( await response.text() ).toContain( '<h1>Página no encontrada</h1>' );
	} );
} );

describe( 'the Store API on the same origin', () => {
	it( 'given the namespace path › when the cart is asked for › the simulation answers it', async () => {
		const response = await get( '/wp-json/wc/store/v1/cart' );

		expect( response.status ).toBe( 200 );
		expect( ( await response.json() ).items ).toEqual( [] );
	} );
} );

describe( 'the debug panel', () => {
	const post = ( form: Record< string, string > ) =>
		fetch( `${ shop.demo.url }/__debug/`, {
			method: 'POST',
			redirect: 'manual',
			body: new URLSearchParams( form ),
		} );

	it( 'given a preset › when queued › the fault is pending in the mock and the panel says so', async () => {
		const response = await post( { action: 'add', preset: 'update-item-error' } );
		const pending = await ( await get( '/__mock/faults' ) ).json();
		const panel = await ( await get( '/__debug/?done=added' ) ).text();

		expect( response.status ).toBe( 303 );
		expect( response.headers.get( 'location' ) ).toBe( '/__debug/?done=added' );
		expect( pending ).toEqual( [
			expect.objectContaining( { status: 500, only: '/cart/update-item' } ),
		] );
		expect( panel ).toContain( 'Fallo en cola.' );
		expect( panel ).toContain( '&quot;only&quot;:&quot;/cart/update-item&quot;' );
	} );

	it( 'given pending faults › when cleared › none is left', async () => {
		await post( { action: 'add', preset: 'slow' } );
		await post( { action: 'clear' } );

		expect( shop.demo.faults.pending() ).toEqual( [] );
	} );

	it( 'given a shopper with a cart › when the shop is reset › their cart is empty again', async () => {
		const cookie = await shopperWith( 17 );
		await post( { action: 'reset' } );
		const cart = await ( await get( '/wp-json/wc/store/v1/cart', cookie ) ).json();

		expect( cart.items ).toEqual( [] );
	} );

	it( 'given an unknown action › answers 400 with a message and queues nothing', async () => {
		const response = await post( { action: 'add', preset: 'nope' } );

		expect( response.status ).toBe( 400 );
		expect( await response.text() ).toContain(
			'El panel de depuración no conoce esta acción.'
		);
		expect( shop.demo.faults.pending() ).toEqual( [] );
	} );
} );
