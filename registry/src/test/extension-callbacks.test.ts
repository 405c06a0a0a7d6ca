/** Tests of a method's effective `canMakePayment`: features, extensions' votes, promises, bad callbacks. */

import type * as Registry from '@cesta/registry';
import type { CanMakePaymentArgument } from '@cesta/registry';
import {
	expectTypeError,
	loadFreshRegistry,
	sampleArgument,
	validExpressMethod,
	validPaymentMethod,
} from './helpers';

let registry: typeof Registry;
let arg: CanMakePaymentArgument;
beforeEach( () => {
	registry = loadFreshRegistry();
	arg = sampleArgument( registry );
} );

describe( 'given a registered method’s effective canMakePayment', () => {
	it( 'when the cart needs a feature the method lacks › is false without asking the method', () => {
		const own = jest.fn( () => true );
		registry.registerPaymentMethod( validPaymentMethod( { canMakePayment: own } ) );

		const result = registry.getPaymentMethods().cod!.canMakePayment( {
			...arg,
			paymentRequirements: [ 'products', 'subscriptions' ],
		} );

		expect( result ).toBe( false );
		expect( own ).not.toHaveBeenCalled();
	} );

	it( 'when the method’s features cover the requirements › asks the method with the argument', () => {
		const own = jest.fn( () => true );
		registry.registerPaymentMethod(
			validPaymentMethod( {
				canMakePayment: own,
				supports: { features: [ 'products', 'subscriptions' ] },
			} )
		);
		const subscriptionCart = { ...arg, paymentRequirements: [ 'products', 'subscriptions' ] };

		expect( registry.getPaymentMethods().cod!.canMakePayment( subscriptionCart ) ).toBe( true );
		expect( own ).toHaveBeenCalledWith( subscriptionCart );
	} );

	it( 'when the method answers synchronously › the answer stays synchronous', () => {
		registry.registerPaymentMethod( validPaymentMethod( { canMakePayment: () => false } ) );
		expect( registry.getPaymentMethods().cod!.canMakePayment( arg ) ).toBe( false );
	} );
} );

describe( 'given extension callbacks (registerPaymentMethodExtensionCallbacks)', () => {
	it( 'when an extension vetoes a method › the method cannot be used', () => {
		registry.registerPaymentMethod( validPaymentMethod() );
		registry.registerPaymentMethodExtensionCallbacks( 'pickup-plugin', { cod: () => false } );
		expect( registry.getPaymentMethods().cod!.canMakePayment( arg ) ).toBe( false );
	} );

	it( 'when every extension agrees › the method can be used, and each got the argument', () => {
		const first = jest.fn( () => true );
		const second = jest.fn( () => true );
		registry.registerPaymentMethodExtensionCallbacks( 'first', { cod: first } );
		registry.registerPaymentMethodExtensionCallbacks( 'second', { cod: second } );
		registry.registerPaymentMethod( validPaymentMethod() );

		expect( registry.getPaymentMethods().cod!.canMakePayment( arg ) ).toBe( true );
		expect( first ).toHaveBeenCalledWith( arg );
		expect( second ).toHaveBeenCalledWith( arg );
	} );

	it( 'when the method itself says no › the extensions are not asked', () => {
		const extension = jest.fn( () => true );
		registry.registerPaymentMethod( validPaymentMethod( { canMakePayment: () => false } ) );
		registry.registerPaymentMethodExtensionCallbacks( 'ext', { cod: extension } );

		expect( registry.getPaymentMethods().cod!.canMakePayment( arg ) ).toBe( false );
		expect( extension ).not.toHaveBeenCalled();
	} );

	it( 'when the method answers with a promise › the extensions vote after it resolves', async () => {
		registry.registerPaymentMethod(
			validPaymentMethod( { canMakePayment: () => Promise.resolve( true ) } )
		);
		registry.registerPaymentMethodExtensionCallbacks( 'ext', { cod: () => false } );
		await expect( registry.getPaymentMethods().cod!.canMakePayment( arg ) ).resolves.toBe(
			false
		);
	} );

	it( 'when the method answers with an error › the error is passed on untouched', () => {
		const failure = { error: { message: 'Falta la clave de la API' } };
		registry.registerPaymentMethod( validPaymentMethod( { canMakePayment: () => failure } ) );
		registry.registerPaymentMethodExtensionCallbacks( 'ext', { cod: () => true } );
		expect( registry.getPaymentMethods().cod!.canMakePayment( arg ) ).toBe( failure );
	} );

	it( 'when an extension callback throws › it is logged and does not make the method unavailable', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		registry.registerPaymentMethod( validPaymentMethod() );
		registry.registerPaymentMethodExtensionCallbacks( 'broken', {
			cod: () => {
				throw new Error( 'extension bug' );
			},
		} );

		expect( registry.getPaymentMethods().cod!.canMakePayment( arg ) ).toBe( true );
		expect( error ).toHaveBeenCalledWith(
			'The canMakePayment callback of the namespace "broken" for the payment method "cod" threw an error; it does not make the method unavailable.',
			new Error( 'extension bug' )
		);
	} );

	it( 'when the same namespace registers twice › logs an error and ignores the second set', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		registry.registerPaymentMethod( validPaymentMethod() );
		registry.registerPaymentMethodExtensionCallbacks( 'ext', { cod: () => true } );
		registry.registerPaymentMethodExtensionCallbacks( 'ext', { cod: () => false } );

		expect( error ).toHaveBeenCalledWith(
			'The namespace provided to registerPaymentMethodExtensionCallbacks must be unique: callbacks are already registered for "ext", so these are ignored.'
		);
		expect( registry.getPaymentMethods().cod!.canMakePayment( arg ) ).toBe( true );
	} );

	it( 'when a callback is not a function › logs an error, skips it and keeps the others', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		registry.registerPaymentMethod( validPaymentMethod() );
		registry.registerPaymentMethod( validPaymentMethod( { name: 'bacs' } ) );
		registry.registerPaymentMethodExtensionCallbacks( 'ext', {
			cod: 'no' as never,
			bacs: () => false,
		} );

		expect( error ).toHaveBeenCalledWith(
			'All callbacks provided to registerPaymentMethodExtensionCallbacks must be functions: the one for the payment method "cod" in the namespace "ext" is a string ("no") and is ignored.'
		);
		expect( registry.getPaymentMethods().cod!.canMakePayment( arg ) ).toBe( true );
		expect( registry.getPaymentMethods().bacs!.canMakePayment( arg ) ).toBe( false );
	} );

	it( 'when an express method has an extension callback › it applies too', () => {
		registry.registerExpressPaymentMethod( validExpressMethod() );
		registry.registerPaymentMethodExtensionCallbacks( 'ext', { wallet_pay: () => false } );
		expect( registry.getExpressPaymentMethods().wallet_pay!.canMakePayment( arg ) ).toBe(
			false
		);
	} );

	it( 'when the namespace is not a non-empty string › throws a TypeError', () => {
		expectTypeError(
			() => registry.registerPaymentMethodExtensionCallbacks( '', {} ),
			'The namespace argument of registerPaymentMethodExtensionCallbacks must be a non-empty string, received a string ("").'
		);
	} );

	it( 'when the callbacks are not an object › throws a TypeError', () => {
		expectTypeError(
			() =>
				registry.registerPaymentMethodExtensionCallbacks( 'ext', ( () => true ) as never ),
			'The callbacks argument of registerPaymentMethodExtensionCallbacks must be an object of payment method name → callback, received a function.'
		);
	} );
} );
