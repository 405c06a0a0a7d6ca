/** Tests of error values: non-JSON bodies, network and offline failures, Store API errors, wrong options. */

import { http, HttpResponse } from 'msw';

import {
	apiFetchWithHeaders,
	BATCH_DELAY_MS,
	getErrorMessageForDisplay,
	getGenericErrorMessage,
	isApiErrorResponse,
	placeOrder,
	storeApiFetch,
	updateCustomer,
} from '@cesta/api';

import { sampleCheckout } from './fake-store/samples';
import { seedNonce, server, enableBatchTimers, setupFakeStore } from './msw-server';

const shop = setupFakeStore();

beforeEach( () => seedNonce( 'nonce-1', 1795644289 ) );

describe( 'given a response that is not JSON', () => {
	it( 'rejects with invalid_json, the spec’s message and the HTTP status kept', async () => {
		server.use(
			http.get(
				'*/wp-json/wc/store/v1/cart',
				() => new HttpResponse( '<p>Error</p>', { status: 200 } )
			)
		);

		await expect( apiFetchWithHeaders( { path: '/wc/store/v1/cart' } ) ).rejects.toEqual( {
			code: 'invalid_json',
			message: 'The response is not a valid JSON response.',
			data: { status: 200 },
		} );
	} );

	it( 'keeps the status of a failed answer whose body is not JSON either', async () => {
		server.use(
			http.get(
				'*/wp-json/wc/store/v1/cart',
				() => new HttpResponse( 'Bad gateway', { status: 502 } )
			)
		);

		await expect( storeApiFetch( { path: '/wc/store/v1/cart' } ) ).rejects.toMatchObject( {
			code: 'invalid_json',
			data: { status: 502 },
		} );
	} );

	it( 'is shown to the shopper as the generic message', () => {
		const error = {
			code: 'invalid_json',
			message: 'The response is not a valid JSON response.',
			data: { status: 200 },
		};

		expect( getErrorMessageForDisplay( error ) ).toBe(
			'Something went wrong. Please contact us to get assistance.'
		);
	} );
} );

describe( 'given a network failure', () => {
	it( 'rejects with fetch_error, a message of its own and status 0', async () => {
		server.use( http.get( '*/wp-json/wc/store/v1/cart', () => HttpResponse.error() ) );

		await expect( apiFetchWithHeaders( { path: '/wc/store/v1/cart' } ) ).rejects.toEqual( {
			code: 'fetch_error',
			message: 'Could not connect to the store. Please try again.',
			data: { status: 0 },
		} );
	} );
} );

describe( 'given a browser that reports being offline', () => {
	it( 'rejects with offline_error and a message saying so', async () => {
		jest.spyOn( window.navigator, 'onLine', 'get' ).mockReturnValue( false );
		server.use( http.get( '*/wp-json/wc/store/v1/cart', () => HttpResponse.error() ) );

		await expect( apiFetchWithHeaders( { path: '/wc/store/v1/cart' } ) ).rejects.toEqual( {
			code: 'offline_error',
			message: 'Unable to connect. Please check your Internet connection.',
			data: { status: 0 },
		} );
	} );
} );

describe( 'given a Store API error', () => {
	it( 'keeps a 409’s data.cart so the cart can be refreshed from it', async () => {
		enableBatchTimers();
		const call = apiFetchWithHeaders( {
			path: '/wc/store/v1/cart/update-item',
			method: 'POST',
			data: { key: 'gone', quantity: 2 },
		} ).catch( ( error: unknown ) => error );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		const error = await call;

		expect( error ).toMatchObject( {
			code: 'woocommerce_rest_cart_invalid_key',
			data: { status: 409, cart: { items_count: 0 } },
		} );
	} );

	it( 'keeps rest_invalid_param’s params and details', async () => {
		enableBatchTimers();
		const call = updateCustomer( { billing_address: { email: 'lucia' } } ).catch(
			( error: unknown ) => error
		);
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );

		expect( await call ).toEqual( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): billing_address',
			data: {
				status: 400,
				params: { billing_address: 'The provided email address is not valid' },
				details: {
					billing_address: {
						code: 'invalid_email',
						message: 'The provided email address is not valid',
						data: null,
					},
				},
			},
		} );
	} );

	it( 'fills in data.status from the HTTP status when the server left it out', async () => {
		server.use(
			http.get( '*/wp-json/wc/store/v1/cart', () =>
				HttpResponse.json(
					{ code: 'some_plugin_error', message: 'Plugin says no.' },
					{ status: 418 }
				)
			)
		);

		await expect( storeApiFetch( { path: '/wc/store/v1/cart' } ) ).rejects.toEqual( {
			code: 'some_plugin_error',
			message: 'Plugin says no.',
			data: { status: 418 },
		} );
	} );

	it( 'shows its own message to the shopper', () => {
		expect(
			getErrorMessageForDisplay( {
				code: 'woocommerce_rest_cart_coupon_error',
				message: 'El cupón "x" no existe.',
				data: { status: 400 },
			} )
		).toBe( 'El cupón "x" no existe.' );
	} );
} );

describe( 'given a failed payment (400 with a checkout object, not an error object)', () => {
	it( 'rejects with http_error, the status, and the checkout object in data.body', async () => {
		const error = await placeOrder( {
			billing_address: sampleCheckout().billing_address,
			payment_method: 'declined',
		} ).catch( ( e: unknown ) => e );

		expect( error ).toMatchObject( {
			code: 'http_error',
			message: getGenericErrorMessage(),
			data: {
				status: 400,
				body: { payment_result: { payment_status: 'failure' } },
			},
		} );
	} );
} );

describe( 'given wrong request options', () => {
	it( 'rejects a missing path with invalid_request and sends nothing', async () => {
		const error = await apiFetchWithHeaders( {} as never ).catch( ( e: unknown ) => e );

		expect( error ).toMatchObject( { code: 'invalid_request', data: { status: 0 } } );
		expect( ( error as { message: string } ).message ).toContain( '"path"' );
		expect( shop.current.received ).toHaveLength( 0 );
	} );

	it( 'rejects an unknown method with invalid_request and sends nothing', async () => {
		const error = await apiFetchWithHeaders( {
			path: '/wc/store/v1/cart',
			method: 'FETCH' as never,
		} ).catch( ( e: unknown ) => e );

		expect( error ).toMatchObject( { code: 'invalid_request' } );
		expect( ( error as { message: string } ).message ).toContain( '"FETCH"' );
		expect( shop.current.received ).toHaveLength( 0 );
	} );

	it( 'accepts a lower-case method', async () => {
		const { status } = await apiFetchWithHeaders( {
			path: '/wc/store/v1/cart',
			method: 'get' as never,
		} );

		expect( status ).toBe( 200 );
	} );
} );

describe( 'getErrorMessageForDisplay', () => {
	it.each( [
		[ 'a thrown Error', new Error( 'TypeError: x is undefined' ) ],
		[ 'a string', 'boom' ],
		[ 'an error without message', { code: 'x', message: '  ', data: { status: 500 } } ],
		[
			'a malformed batch',
			{
				code: 'response_not_valid',
				message: 'Batch response must have a responses list',
				data: { status: 207 },
			},
		],
		[ 'undefined', undefined ],
	] )( 'given %s › shows the generic message', ( _label, error ) => {
		expect( getErrorMessageForDisplay( error ) ).toBe(
			'Something went wrong. Please contact us to get assistance.'
		);
	} );

	it( 'given a network failure › shows its message', () => {
		expect(
			getErrorMessageForDisplay( {
				code: 'fetch_error',
				message: 'Could not connect to the store. Please try again.',
				data: { status: 0 },
			} )
		).toBe( 'Could not connect to the store. Please try again.' );
	} );
} );

describe( 'isApiErrorResponse', () => {
	it( 'tells error values from other things', () => {
		expect( isApiErrorResponse( { code: 'a', message: 'b', data: { status: 1 } } ) ).toBe(
			true
		);
		expect( isApiErrorResponse( new Error( 'x' ) ) ).toBe( false );
		expect( isApiErrorResponse( null ) ).toBe( false );
	} );
} );
