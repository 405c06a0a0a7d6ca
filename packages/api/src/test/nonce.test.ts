/** Tests of the nonce: read from the host, kept in localStorage, ordered by timestamp, sent on writes. */

import { http, HttpResponse } from 'msw';

import {
	apiFetchWithHeaders,
	fetchCheckout,
	getNonce,
	getNonceState,
	placeOrder,
	updateNonce,
} from '@cesta/api';

import { sampleCheckout } from './fake-store/samples';
import { rotateNonce } from './fake-store/state';
import { seedNonce, server, setupFakeStore } from './msw-server';

const shop = setupFakeStore();

const order = () =>
	placeOrder( { billing_address: sampleCheckout().billing_address, payment_method: 'bacs' } );

const storedNonce = () => JSON.parse( window.localStorage.getItem( 'storeApiNonce' ) ?? 'null' );

describe( 'given the host printed wcBlocksMiddlewareConfig', () => {
	it( 'reads the timestamp under the key the PHP prints (wcStoreApiNonceTimestamp)', () => {
		window.wcBlocksMiddlewareConfig = {
			storeApiNonce: 'n-php',
			wcStoreApiNonceTimestamp: '1795644289',
		};

		expect( getNonceState() ).toEqual( { nonce: 'n-php', timestamp: 1795644289 } );
	} );

	it( 'reads the timestamp under the key WooCommerce’s JS expects (storeApiNonceTimestamp)', () => {
		window.wcBlocksMiddlewareConfig = {
			storeApiNonce: 'n-js',
			storeApiNonceTimestamp: 1795644290,
		};

		expect( getNonceState() ).toEqual( { nonce: 'n-js', timestamp: 1795644290 } );
	} );

	it( 'falls back to the current time when no timestamp is printed', () => {
		jest.spyOn( Date, 'now' ).mockReturnValue( 1795644300500 );
		window.wcBlocksMiddlewareConfig = { storeApiNonce: 'n-now' };

		expect( getNonceState() ).toEqual( { nonce: 'n-now', timestamp: 1795644300.5 } );
	} );

	it( 'keeps it in localStorage as { nonce, timestamp } under storeApiNonce', () => {
		seedNonce( 'nonce-1', 1795644289 );
		getNonce();

		expect( storedNonce() ).toEqual( { nonce: 'nonce-1', timestamp: 1795644289 } );
	} );

	it( 'prefers a newer nonce another tab stored over an older printed one', () => {
		window.localStorage.setItem(
			'storeApiNonce',
			JSON.stringify( { nonce: 'from-tab', timestamp: 1795644999 } )
		);
		seedNonce( 'printed', 1795644289 );

		expect( getNonce() ).toBe( 'from-tab' );
	} );
} );

describe( 'given a stored nonce', () => {
	beforeEach( () => seedNonce( 'nonce-1', 1795644289 ) );

	it( 'never lets an older timestamp replace it (a response from a cache)', () => {
		expect( updateNonce( 'cached', 1795644000 ) ).toBe( false );
		expect( getNonce() ).toBe( 'nonce-1' );
	} );

	it( 'replaces it with a newer one', () => {
		expect( updateNonce( 'fresh', 1795644300 ) ).toBe( true );
		expect( storedNonce() ).toEqual( { nonce: 'fresh', timestamp: 1795644300 } );
	} );

	it( 'ignores a nonce without a timestamp, which cannot be ordered', () => {
		expect( updateNonce( 'undated' ) ).toBe( false );
		expect( getNonce() ).toBe( 'nonce-1' );
	} );

	it( 'refreshes it from the Nonce and Nonce-Timestamp headers of any response', async () => {
		rotateNonce( shop.current.state );
		await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );

		expect( getNonceState() ).toEqual( { nonce: 'nonce-2', timestamp: 1795644290 } );
	} );

	it( 'sends it as the Nonce header on writes and on /checkout, not on other GETs', async () => {
		await order();
		await fetchCheckout();
		await apiFetchWithHeaders( { path: '/wc/store/v1/cart' } );

		expect(
			shop.current.requestsTo( '/wc/store/v1/checkout', 'POST' )[ 0 ]!.headers.get( 'Nonce' )
		).toBe( 'nonce-1' );
		expect(
			shop.current.requestsTo( '/wc/store/v1/checkout', 'GET' )[ 0 ]!.headers.get( 'Nonce' )
		).toBe( 'nonce-1' );
		expect(
			shop.current.requestsTo( '/wc/store/v1/cart', 'GET' )[ 0 ]!.headers.has( 'Nonce' )
		).toBe( false );
	} );
} );

describe( 'given an aborted request', () => {
	it( 'rejects with abort_error and leaves the nonce as it was', async () => {
		seedNonce( 'nonce-1', 1795644289 );
		const controller = new AbortController();
		server.use(
			http.get( '*/wp-json/wc/store/v1/cart', () => {
				controller.abort();
				return HttpResponse.json(
					{},
					{ headers: { Nonce: 'nonce-9', 'Nonce-Timestamp': '1795649999' } }
				);
			} )
		);
		const call = apiFetchWithHeaders( {
			path: '/wc/store/v1/cart',
			signal: controller.signal,
		} );

		await expect( call ).rejects.toMatchObject( { code: 'abort_error', data: { status: 0 } } );
		expect( getNonce() ).toBe( 'nonce-1' );
	} );
} );
