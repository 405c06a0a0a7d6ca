/**
 * The older and newer WooCommerce forms a plugin may still use.
 */
import type * as Registry from '@cesta/registry';
import type { PaymentMethodConfiguration, RegisteredPaymentMethod } from '@cesta/registry';
import { expectTypeError, loadFreshRegistry, validPaymentMethod } from './helpers';

let registry: typeof Registry;
beforeEach( () => {
	registry = loadFreshRegistry();
} );

describe( 'given the deprecated creator form registerPaymentMethod( Config => new Config( options ) )', () => {
	it( 'when the creator builds the config › registers it and warns once about the deprecation', () => {
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );

		registry.registerPaymentMethod( ( Config ) => new Config( validPaymentMethod() ) );

		expect( registry.getPaymentMethods().cod!.ariaLabel ).toBe( 'Contra reembolso' );
		expect( warn ).toHaveBeenCalledTimes( 1 );
		expect( warn ).toHaveBeenCalledWith(
			'Passing a callback to registerPaymentMethod() is deprecated. Please use a config options object instead.'
		);
	} );

	it( 'when the creator returns something else › throws a TypeError and registers nothing', () => {
		jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
		const creator = ( () => validPaymentMethod() ) as unknown as (
			Config: new ( options: PaymentMethodConfiguration ) => RegisteredPaymentMethod
		) => RegisteredPaymentMethod;

		expectTypeError(
			() => registry.registerPaymentMethod( creator ),
			'The function passed to registerPaymentMethod must return new Config( options ) for the Config it receives, received an object.'
		);
		expect( registry.getPaymentMethods() ).toEqual( {} );
	} );

	it( 'when the creator passes an invalid config to Config › the validation error reaches the plugin', () => {
		jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
		expectTypeError(
			() =>
				registry.registerPaymentMethod(
					( Config ) =>
						new Config( { ...validPaymentMethod(), ariaLabel: undefined } as never )
				),
			'The ariaLabel property for the payment method must be a string, received undefined.'
		);
	} );
} );

describe( 'given the deprecated supports.savePaymentInfo', () => {
	it( 'when true › maps to showSavedCards and warns through @wordpress/deprecated', () => {
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );

		registry.registerPaymentMethod(
			validPaymentMethod( { supports: { savePaymentInfo: true } } )
		);

		expect( registry.getPaymentMethods().cod!.supports.showSavedCards ).toBe( true );
		expect( warn ).toHaveBeenCalledWith(
			'Passing savePaymentInfo when registering a payment method is deprecated. Please use supports.showSavedCards and supports.showSaveOption instead.'
		);
	} );

	it( 'when showSavedCards is also given › the explicit showSavedCards wins', () => {
		jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
		registry.registerPaymentMethod(
			validPaymentMethod( { supports: { savePaymentInfo: true, showSavedCards: false } } )
		);
		expect( registry.getPaymentMethods().cod!.supports.showSavedCards ).toBe( false );
	} );

	it( 'when not a boolean › throws like the other flags', () => {
		expectTypeError(
			() =>
				registry.registerPaymentMethod(
					validPaymentMethod( { supports: { savePaymentInfo: 'yes' as never } } )
				),
			'The supports.savePaymentInfo property for the payment method must be a boolean or undefined, received a string ("yes").'
		);
	} );
} );

describe( 'given a custom place-order button (WooCommerce 9.x)', () => {
	const PlaceOrder = () => null;

	it( 'when only placeOrderButton is given › keeps the component without warning', () => {
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
		registry.registerPaymentMethod( validPaymentMethod( { placeOrderButton: PlaceOrder } ) );
		expect( registry.getPaymentMethods().cod!.placeOrderButton ).toBe( PlaceOrder );
		expect( warn ).not.toHaveBeenCalled();
	} );

	it( 'when placeOrderButtonLabel is given too › warns on the console that the button takes precedence', () => {
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
		registry.registerPaymentMethod(
			validPaymentMethod( { placeOrderButton: PlaceOrder, placeOrderButtonLabel: 'Pagar' } )
		);
		expect( warn ).toHaveBeenCalledWith(
			'The payment method "cod" sets both placeOrderButton and placeOrderButtonLabel; placeOrderButton takes precedence and placeOrderButtonLabel is ignored.'
		);
		expect( registry.getPaymentMethods().cod!.placeOrderButton ).toBe( PlaceOrder );
	} );
} );

describe( 'given registered methods', () => {
	it( 'when nothing changes › getPaymentMethods returns the same object (safe for selectors)', () => {
		registry.registerPaymentMethod( validPaymentMethod() );
		expect( registry.getPaymentMethods() ).toBe( registry.getPaymentMethods() );
	} );

	it( 'when a method is deregistered › it disappears and subscribers hear of it', () => {
		registry.registerPaymentMethod( validPaymentMethod() );
		registry.registerPaymentMethod( validPaymentMethod( { name: 'bacs' } ) );
		const listener = jest.fn();
		registry.subscribeToPaymentMethods( listener );

		registry.__experimentalDeRegisterPaymentMethod( 'cod' );

		expect( Object.keys( registry.getPaymentMethods() ) ).toEqual( [ 'bacs' ] );
		expect( listener ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'when an unknown name is deregistered › nothing changes and nobody is told', () => {
		const listener = jest.fn();
		registry.subscribeToPaymentMethods( listener );
		registry.__experimentalDeRegisterPaymentMethod( 'nope' );
		expect( listener ).not.toHaveBeenCalled();
	} );

	it( 'when a late plugin registers › subscribers are told, and stop being told after unsubscribing', () => {
		const listener = jest.fn();
		const unsubscribe = registry.subscribeToPaymentMethods( listener );

		registry.registerPaymentMethod( validPaymentMethod() );
		unsubscribe();
		registry.registerPaymentMethod( validPaymentMethod( { name: 'bacs' } ) );

		expect( listener ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'when a subscriber throws › the registration still succeeds and the error is logged', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		registry.subscribeToPaymentMethods( () => {
			throw new Error( 'subscriber bug' );
		} );

		registry.registerPaymentMethod( validPaymentMethod() );

		expect( registry.getPaymentMethods().cod ).toBeDefined();
		expect( error ).toHaveBeenCalledWith( new Error( 'subscriber bug' ) );
	} );
} );
