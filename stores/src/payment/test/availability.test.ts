/** Tests of payment method availability: checks, the cart they see, express methods, timing, slow methods. */

import { createElement } from '@wordpress/element';
import {
	__experimentalDeRegisterExpressPaymentMethod,
	__experimentalDeRegisterPaymentMethod,
	registerExpressPaymentMethod,
	registerPaymentMethod,
} from '@cesta/registry';
import {
	createTestRegistry,
	fillCart,
	PRODUCTS,
	setupMockShop,
	waitUntil,
} from '@cesta/test-utils';

import { cartStore } from '../../cart';
import { startPaymentMethodsAvailability } from '../availability';
import { paymentStore } from '../index';

setupMockShop();

// Spec 2 §4, written out: a test that read the constant would pass whatever it said.
const AVAILABILITY_REFRESH_PAUSE_MS = 1000;

const registered: string[] = [];
const registeredExpress: string[] = [];
const register = ( name: string, canMakePayment: () => unknown = () => true ) => {
	registerPaymentMethod( {
		name,
		label: name,
		ariaLabel: name,
		content: createElement( 'div' ),
		edit: createElement( 'div' ),
		canMakePayment: canMakePayment as never,
	} );
	registered.push( name );
};
const releases: Array< () => void > = [];

afterEach( () => {
	releases.splice( 0 ).forEach( ( release ) => release() );
	registered.splice( 0 ).forEach( ( name ) => __experimentalDeRegisterPaymentMethod( name ) );
	registeredExpress
		.splice( 0 )
		.forEach( ( name ) => __experimentalDeRegisterExpressPaymentMethod( name ) );
	jest.useRealTimers();
} );

describe( 'payment method availability (spec 2 §4)', () => {
	it( 'given registered methods › available are those whose check passes and the server offers; the first becomes active', async () => {
		register( 'bacs' );
		register( 'cod', () => false );
		register( 'not_on_server' );
		const registry = createTestRegistry();
		await fillCart( registry );
		await registry.dispatch( paymentStore ).__internalUpdateAvailablePaymentMethods();
		expect(
			Object.keys( registry.select( paymentStore ).getAvailablePaymentMethods() )
		).toEqual( [ 'bacs' ] );
		expect( registry.select( paymentStore ).paymentMethodsInitialized() ).toBe( true );
		expect( registry.select( paymentStore ).getActivePaymentMethod() ).toBe( 'bacs' );
	} );

	it( 'given a check › canMakePayment receives the cart, addresses and totals', async () => {
		const check = jest.fn( () => true );
		register( 'bacs', check );
		const registry = createTestRegistry();
		await fillCart( registry );
		await registry.dispatch( paymentStore ).__internalUpdateAvailablePaymentMethods();
		expect( check ).toHaveBeenCalledWith(
			expect.objectContaining( {
				cartTotals: registry.select( cartStore ).getCartTotals(),
				shippingAddress: expect.objectContaining( { city: 'Madrid' } ),
				billingAddress: expect.objectContaining( { email: 'lucia.garcia@example.com' } ),
				cart: expect.objectContaining( { cartItemsCount: 2 } ),
			} )
		);
	} );

	it( 'given an express method › it is listed as registered and available, and active methods stay regular', async () => {
		register( 'bacs' );
		registerExpressPaymentMethod( {
			name: 'wallet_pay',
			content: createElement( 'div' ),
			edit: createElement( 'div' ),
			canMakePayment: () => true,
		} );
		registeredExpress.push( 'wallet_pay' );
		const registry = createTestRegistry();
		await fillCart( registry );
		await registry.dispatch( paymentStore ).__internalUpdateAvailablePaymentMethods();
		expect( registry.select( paymentStore ).getAvailableExpressPaymentMethods() ).toEqual( {
			wallet_pay: expect.objectContaining( { name: 'wallet_pay', title: 'wallet pay' } ),
		} );
		expect(
			Object.keys( registry.select( paymentStore ).getRegisteredExpressPaymentMethods() )
		).toEqual( [ 'wallet_pay' ] );
		expect( registry.select( paymentStore ).expressPaymentMethodsInitialized() ).toBe( true );
		expect( registry.select( paymentStore ).getActivePaymentMethod() ).toBe( 'bacs' );
	} );

	it( 'given the side effect › checks once when the cart loads, then again 1000 ms after the cart last changed', async () => {
		const check = jest.fn( () => true );
		register( 'bacs', check );
		const registry = createTestRegistry();
		releases.push( startPaymentMethodsAvailability( registry ) );
		await fillCart( registry );
		await waitUntil( () => registry.select( paymentStore ).paymentMethodsInitialized() );
		const callsAfterLoad = check.mock.calls.length;
		jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );
		registry.dispatch( cartStore ).setShippingAddress( { city: 'Getafe' } );
		registry.dispatch( cartStore ).setShippingAddress( { city: 'Leganés' } );
		await jest.advanceTimersByTimeAsync( AVAILABILITY_REFRESH_PAUSE_MS - 1 );
		expect( check ).toHaveBeenCalledTimes( callsAfterLoad );
		await jest.advanceTimersByTimeAsync( 1 );
		expect( check ).toHaveBeenCalledTimes( callsAfterLoad + 1 );
		expect( check ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				shippingAddress: expect.objectContaining( { city: 'Leganés' } ),
			} )
		);
	} );

	it( 'given a visitor without a cart session › the empty cart has no method, and the first add chooses the default at once, not after the pause', async () => {
		register( 'bacs' );
		register( 'cheque' );
		const registry = createTestRegistry();
		releases.push( startPaymentMethodsAvailability( registry ) );
		await registry.resolveSelect( cartStore ).getCartData();
		await waitUntil( () => registry.select( paymentStore ).paymentMethodsInitialized() );
		expect( registry.select( paymentStore ).getAvailablePaymentMethods() ).toEqual( {} );
		expect( registry.select( paymentStore ).getActivePaymentMethod() ).toBe( '' );

		await registry.dispatch( cartStore ).addItemToCart( PRODUCTS.FAN, 1 );
		const added = Date.now();
		await waitUntil( () => registry.select( paymentStore ).getActivePaymentMethod() !== '' );

		expect( Date.now() - added ).toBeLessThan( AVAILABILITY_REFRESH_PAUSE_MS );
		expect( registry.select( paymentStore ).getActivePaymentMethod() ).toBe( 'bacs' );
		expect(
			Object.keys( registry.select( paymentStore ).getAvailablePaymentMethods() )
		).toEqual( [ 'bacs', 'cheque' ] );
	} );

	it( 'given a method registering late › availability is checked again and it appears', async () => {
		register( 'bacs' );
		const registry = createTestRegistry();
		releases.push( startPaymentMethodsAvailability( registry ) );
		await fillCart( registry );
		await waitUntil( () => registry.select( paymentStore ).paymentMethodsInitialized() );
		register( 'cheque' );
		await waitUntil(
			() => 'cheque' in registry.select( paymentStore ).getAvailablePaymentMethods()
		);
		expect(
			Object.keys( registry.select( paymentStore ).getAvailablePaymentMethods() )
		).toEqual( [ 'bacs', 'cheque' ] );
	} );

	describe( 'given a method whose canMakePayment never answers', () => {
		const never = () => new Promise< boolean >( () => undefined );

		afterEach( () => {
			delete window.wcSettings;
		} );

		it( 'shows the methods that answered before the slow one times out', async () => {
			window.wcSettings = { paymentMethodSortOrder: [ 'bacs', 'cheque' ] };
			register( 'bacs' );
			register( 'cheque', never );
			const registry = createTestRegistry();
			await fillCart( registry );
			jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );
			const done = registry
				.dispatch( paymentStore )
				.__internalUpdateAvailablePaymentMethods();
			await jest.advanceTimersByTimeAsync( 10 );
			const payment = registry.select( paymentStore );
			expect( Object.keys( payment.getAvailablePaymentMethods() ) ).toEqual( [ 'bacs' ] );
			expect( payment.paymentMethodsInitialized() ).toBe( true );
			expect( payment.getActivePaymentMethod() ).toBe( 'bacs' );
			await jest.advanceTimersByTimeAsync( 3000 );
			await done;
			expect( Object.keys( payment.getAvailablePaymentMethods() ) ).toEqual( [ 'bacs' ] );
		} );

		it( 'keeps the active method while its own check is still running, and shows it again when it answers', async () => {
			let answer: ( value: boolean ) => void = () => undefined;
			register( 'bacs' );
			register(
				'cheque',
				() => new Promise< boolean >( ( resolve ) => ( answer = resolve ) )
			);
			const registry = createTestRegistry();
			await fillCart( registry );
			registry.dispatch( paymentStore ).__internalSetActivePaymentMethod( 'cheque' );
			jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );
			const done = registry
				.dispatch( paymentStore )
				.__internalUpdateAvailablePaymentMethods();
			await jest.advanceTimersByTimeAsync( 10 );
			const payment = registry.select( paymentStore );
			expect( payment.getActivePaymentMethod() ).toBe( 'cheque' );
			answer( true );
			await done;
			expect( Object.keys( payment.getAvailablePaymentMethods() ) ).toEqual( [
				'bacs',
				'cheque',
			] );
			expect( payment.getActivePaymentMethod() ).toBe( 'cheque' );
		} );

		it( 'given a re-check after a cart change › a slow method that was available stays listed until it answers', async () => {
			let slow = false;
			register( 'bacs' );
			register( 'cheque', () => ( slow ? new Promise< boolean >( () => undefined ) : true ) );
			const registry = createTestRegistry();
			await fillCart( registry );
			await registry.dispatch( paymentStore ).__internalUpdateAvailablePaymentMethods();
			slow = true;
			jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );
			const done = registry
				.dispatch( paymentStore )
				.__internalUpdateAvailablePaymentMethods();
			await jest.advanceTimersByTimeAsync( 10 );
			const payment = registry.select( paymentStore );
			expect( Object.keys( payment.getAvailablePaymentMethods() ) ).toEqual( [
				'bacs',
				'cheque',
			] );
			await jest.advanceTimersByTimeAsync( 3000 );
			await done;
			expect( Object.keys( payment.getAvailablePaymentMethods() ) ).toEqual( [ 'bacs' ] );
		} );

		it( 'waits for the higher-ranked slow method before choosing the default, then takes the next', async () => {
			window.wcSettings = { paymentMethodSortOrder: [ 'cheque', 'bacs' ] };
			register( 'bacs' );
			register( 'cheque', never );
			const registry = createTestRegistry();
			await fillCart( registry );
			jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );
			const done = registry
				.dispatch( paymentStore )
				.__internalUpdateAvailablePaymentMethods();
			await jest.advanceTimersByTimeAsync( 10 );
			const payment = registry.select( paymentStore );
			expect( Object.keys( payment.getAvailablePaymentMethods() ) ).toEqual( [ 'bacs' ] );
			expect( payment.getActivePaymentMethod() ).toBe( '' );
			await jest.advanceTimersByTimeAsync( 3000 );
			await done;
			expect( payment.getActivePaymentMethod() ).toBe( 'bacs' );
		} );
	} );
} );
