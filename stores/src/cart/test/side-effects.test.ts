/** Tests of the cart's side effects: reloads on page events, the debounced customer-data push, unpushed data. */

import {
	createTestRegistry,
	fillCart,
	MADRID_SHIPPING,
	noticesIn,
	recordRequests,
	setupMockShop,
} from '@cesta/test-utils';

import { checkoutStore } from '../../checkout';
import { DIRTY_CUSTOMER_DATA_STORAGE_KEY } from '../../constants';
import { validationStore } from '../../validation';
import { cartStore } from '../index';
import { startCartSideEffects } from '../side-effects';

const shop = setupMockShop();

// Spec 2 §4 and §7, written out: a test that read the constants would pass whatever they said.
const CUSTOMER_DATA_PUSH_PAUSE_MS = 1500;
const DIRTY_FLAG_WRITE_PAUSE_MS = 300;
const BATCH_DELAY_MS = 300;

const useFakeTimers = () =>
	jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );

const stored = () => {
	const raw = window.localStorage.getItem( DIRTY_CUSTOMER_DATA_STORAGE_KEY );
	return raw ? JSON.parse( raw ) : null;
};

const releases: Array< () => void > = [];
const start = ( registry: ReturnType< typeof createTestRegistry > ) => {
	const release = startCartSideEffects( registry );
	releases.push( release );
	return release;
};

afterEach( () => {
	releases.splice( 0 ).forEach( ( release ) => release() );
	jest.useRealTimers();
} );

describe( 'cart reload on page events (spec 2 §4)', () => {
	it.each( [
		[ 'wc-blocks_added_to_cart', {} ],
		[ 'wc-blocks_removed_from_cart', {} ],
	] )( 'given %s › the cart is loaded again', async ( name, detail ) => {
		const registry = createTestRegistry();
		await registry.resolveSelect( cartStore ).getCartData();
		start( registry );
		const calls = recordRequests( shop );
		document.body.dispatchEvent( new CustomEvent( name, { detail } ) );
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'GET /cart' ] );
	} );

	it.each( [ 'wc-blocks_added_to_cart', 'wc-blocks_removed_from_cart' ] )(
		'given %s that preserves cart data (its sender shares the cart) › nothing is loaded',
		async ( name ) => {
			const registry = createTestRegistry();
			start( registry );
			const calls = recordRequests( shop );
			document.body.dispatchEvent(
				new CustomEvent( name, { detail: { preserveCartData: true } } )
			);
			await calls.settled();
			expect( calls.routes() ).toEqual( [] );
		}
	);

	it( 'given the page is restored from history › the cart is loaded again; a normal pageshow does nothing', async () => {
		const registry = createTestRegistry();
		start( registry );
		const calls = recordRequests( shop );
		const pageshow = ( persisted: boolean ) => {
			const event = new Event( 'pageshow' );
			Object.defineProperty( event, 'persisted', { value: persisted } );
			window.dispatchEvent( event );
		};
		pageshow( false );
		pageshow( true );
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'GET /cart' ] );
	} );

	it( 'given the last user released the side effects › events no longer reload', async () => {
		const registry = createTestRegistry();
		const first = start( registry );
		const second = start( registry );
		first();
		const calls = recordRequests( shop );
		second();
		document.body.dispatchEvent( new CustomEvent( 'wc-blocks_removed_from_cart' ) );
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
	} );
} );

describe( 'customer data push (spec 2 §4, §7)', () => {
	it( 'given an address edit › it is pushed after 1500 ms of quiet, with only the changed address, and rates reload', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		start( registry );
		const calls = recordRequests( shop );
		useFakeTimers();
		registry.dispatch( cartStore ).setShippingAddress( { postcode: '28001' } );
		await jest.advanceTimersByTimeAsync( CUSTOMER_DATA_PUSH_PAUSE_MS - 1 );
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
		await jest.advanceTimersByTimeAsync( 1 );
		expect( registry.select( cartStore ).isAddressFieldsForShippingRatesUpdating() ).toBe(
			true
		);
		expect( registry.select( checkoutStore ).isCalculating() ).toBe( true );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await calls.settled();
		expect( calls.calls().map( ( call ) => [ call.route, call.body ] ) ).toEqual( [
			[
				'/cart/update-customer',
				{ shipping_address: { ...MADRID_SHIPPING, postcode: '28001' } },
			],
		] );
		jest.useRealTimers();
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
		expect( registry.select( cartStore ).isCustomerDataUpdating() ).toBe( false );
		expect( registry.select( checkoutStore ).isCalculating() ).toBe( false );
	} );

	it( 'given an input loses focus › the pending push is sent at once', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		start( registry );
		const calls = recordRequests( shop );
		useFakeTimers();
		const input = document.createElement( 'input' );
		document.body.appendChild( input );
		registry.dispatch( cartStore ).setBillingAddress( { phone: '+34 611 222 333' } );
		input.dispatchEvent( new FocusEvent( 'focusout', { bubbles: true } ) );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await calls.settled();
		input.remove();
		expect( calls.routes() ).toEqual( [ 'POST /cart/update-customer' ] );
		expect( Object.keys( calls.calls()[ 0 ]!.body as object ) ).toEqual( [
			'billing_address',
		] );
	} );

	it( 'given a changed field with a validation error › nothing is pushed until it is fixed', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		start( registry );
		const calls = recordRequests( shop );
		useFakeTimers();
		registry.dispatch( validationStore ).setValidationErrors( {
			shipping_postcode: { message: 'Please enter a valid postcode' },
		} );
		registry.dispatch( cartStore ).setShippingAddress( { postcode: 'ABC' } );
		await jest.advanceTimersByTimeAsync( CUSTOMER_DATA_PUSH_PAUSE_MS + BATCH_DELAY_MS );
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
		registry.dispatch( validationStore ).clearValidationError( 'shipping_postcode' );
		registry.dispatch( cartStore ).setShippingAddress( { postcode: '28002' } );
		await jest.advanceTimersByTimeAsync( CUSTOMER_DATA_PUSH_PAUSE_MS + BATCH_DELAY_MS );
		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'POST /cart/update-customer' ] );
	} );

	it( 'given an unpushed edit › it is written to local storage after 300 ms, and removed once pushed', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		start( registry );
		useFakeTimers();
		registry.dispatch( cartStore ).setShippingAddress( { address_2: '2º izquierda' } );
		await jest.advanceTimersByTimeAsync( DIRTY_FLAG_WRITE_PAUSE_MS - 1 );
		expect( stored() ).toBeNull();
		await jest.advanceTimersByTimeAsync( 1 );
		expect( stored()?.shippingAddress.address_2 ).toBe( '2º izquierda' );
		await jest.advanceTimersByTimeAsync( CUSTOMER_DATA_PUSH_PAUSE_MS + BATCH_DELAY_MS );
		jest.useRealTimers();
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
		expect( stored() ).toBeNull();
	} );

	it( 'given unpushed data from before a reload › it is restored once the cart loads, and pushed', async () => {
		const before = createTestRegistry();
		await fillCart( before );
		window.localStorage.setItem(
			DIRTY_CUSTOMER_DATA_STORAGE_KEY,
			JSON.stringify( { shippingAddress: { ...MADRID_SHIPPING, address_2: 'Ático' } } )
		);
		const registry = createTestRegistry();
		start( registry );
		const calls = recordRequests( shop );
		await registry.resolveSelect( cartStore ).getCartData();
		expect( registry.select( cartStore ).getCartData().shippingAddress.address_2 ).toBe(
			'Ático'
		);
		await registry.dispatch( cartStore ).refreshCartData();
		document.body
			.appendChild( document.createElement( 'input' ) )
			.dispatchEvent( new FocusEvent( 'focusout', { bubbles: true } ) );
		await new Promise( ( resolve ) => setTimeout( resolve, BATCH_DELAY_MS + 100 ) );
		await calls.settled();
		expect( calls.routes() ).toContain( 'POST /cart/update-customer' );
		expect( registry.select( cartStore ).getCartData().shippingAddress.address_2 ).toBe(
			'Ático'
		);
	} );

	it( 'given the server refuses the push › the error is shown by address and the data stays unpushed', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		start( registry );
		useFakeTimers();
		registry.dispatch( cartStore ).setShippingAddress( { postcode: 'ABC' } );
		await jest.advanceTimersByTimeAsync( CUSTOMER_DATA_PUSH_PAUSE_MS + BATCH_DELAY_MS );
		jest.useRealTimers();
		await new Promise( ( resolve ) => setTimeout( resolve, 30 ) );
		expect(
			noticesIn( registry, 'wc/checkout/shipping-address' ).map( ( n ) => n.status )
		).toEqual( [ 'error' ] );
		expect( stored()?.shippingAddress.postcode ).toBe( 'ABC' );
		expect( registry.select( cartStore ).getCartData().shippingAddress.postcode ).toBe( 'ABC' );
	} );
} );
