/** Tests of payment method availability: order, answers, requirements, editor, errors, time box, bad options. */

import type * as Registry from '@cesta/registry';
import type {
	CanMakePaymentArgument,
	PaymentMethodAvailability,
	RegisteredPaymentMethod,
} from '@cesta/registry';
import {
	loadFreshRegistry,
	sampleArgument,
	setAdmin,
	validExpressMethod,
	validPaymentMethod,
} from './helpers';

let registry: typeof Registry;
let arg: CanMakePaymentArgument;
beforeEach( () => {
	registry = loadFreshRegistry();
	// The captured cart offers the gateways bacs, cheque and cod.
	arg = sampleArgument( registry );
} );

const names = ( methods: Array< { name: string } > ) => methods.map( ( method ) => method.name );
const never = () => new Promise< boolean >( () => undefined );

describe( 'given the sample cart and three registered gateways', () => {
	beforeEach( () => {
		registry.registerPaymentMethod( validPaymentMethod( { name: 'cheque' } ) );
		registry.registerPaymentMethod( validPaymentMethod( { name: 'cod' } ) );
		registry.registerPaymentMethod( validPaymentMethod( { name: 'bacs' } ) );
	} );

	it( 'when no sort order is set › lists the available ones in registration order', async () => {
		const result = await registry.checkPaymentMethodsAvailability( {
			paymentMethods: registry.getPaymentMethods(),
			canMakePaymentArgument: arg,
		} );
		expect( names( result.available ) ).toEqual( [ 'cheque', 'cod', 'bacs' ] );
		expect( result.isComplete ).toBe( true );
	} );

	it( 'when the settings give a sort order › that order comes first, then the rest by registration', async () => {
		window.wcSettings = { paymentMethodSortOrder: [ 'bacs', 'cod' ] };
		const result = await registry.checkPaymentMethodsAvailability( {
			paymentMethods: registry.getPaymentMethods(),
			canMakePaymentArgument: arg,
		} );
		expect( names( result.available ) ).toEqual( [ 'bacs', 'cod', 'cheque' ] );
	} );

	it( 'when a method answers false, or a falsy promise › it is left out', async () => {
		registry.registerPaymentMethod(
			validPaymentMethod( { name: 'cod', canMakePayment: () => false } )
		);
		registry.registerPaymentMethod(
			validPaymentMethod( { name: 'bacs', canMakePayment: () => Promise.resolve( false ) } )
		);
		const result = await registry.checkPaymentMethodsAvailability( {
			paymentMethods: registry.getPaymentMethods(),
			canMakePaymentArgument: arg,
			sortOrder: [],
		} );
		expect( names( result.available ) ).toEqual( [ 'cheque' ] );
		expect( result.errors ).toEqual( [] );
	} );

	it( 'when a method is not among the cart’s payment_methods › it is unavailable without being asked', async () => {
		const canMakePayment = jest.fn( () => true );
		registry.registerPaymentMethod( validPaymentMethod( { name: 'stripe', canMakePayment } ) );
		const result = await registry.checkPaymentMethodsAvailability( {
			paymentMethods: registry.getPaymentMethods(),
			canMakePaymentArgument: arg,
		} );
		expect( names( result.available ) ).not.toContain( 'stripe' );
		expect( canMakePayment ).not.toHaveBeenCalled();
	} );

	it( 'when the cart needs subscriptions › methods supporting only products are unavailable', async () => {
		registry.registerPaymentMethod(
			validPaymentMethod( {
				name: 'bacs',
				supports: { features: [ 'products', 'subscriptions' ] },
			} )
		);
		const result = await registry.checkPaymentMethodsAvailability( {
			paymentMethods: registry.getPaymentMethods(),
			canMakePaymentArgument: {
				...arg,
				paymentRequirements: [ 'products', 'subscriptions' ],
			},
		} );
		expect( names( result.available ) ).toEqual( [ 'bacs' ] );
	} );

	it( 'when in the editor › every method counts as available without being asked', async () => {
		const canMakePayment = jest.fn( () => false );
		registry.registerPaymentMethod( validPaymentMethod( { name: 'stripe', canMakePayment } ) );
		const result = await registry.checkPaymentMethodsAvailability( {
			paymentMethods: registry.getPaymentMethods(),
			canMakePaymentArgument: arg,
			isEditor: true,
			sortOrder: [],
		} );
		expect( names( result.available ) ).toEqual( [ 'cheque', 'cod', 'bacs', 'stripe' ] );
		expect( canMakePayment ).not.toHaveBeenCalled();
	} );
} );

describe( 'given methods that fail their check', () => {
	const failing = () => {
		registry.registerPaymentMethod(
			validPaymentMethod( {
				name: 'cod',
				canMakePayment: () => ( { error: { message: 'Falta la zona de reparto' } } ),
			} )
		);
		registry.registerPaymentMethod(
			validPaymentMethod( {
				name: 'bacs',
				paymentMethodId: 'bacs_es',
				canMakePayment: () => {
					throw new Error( 'IBAN no configurado' );
				},
			} )
		);
		registry.registerPaymentMethod( validPaymentMethod( { name: 'cheque' } ) );
	};

	it( 'when the visitor is an administrator › both are unavailable and reported with WooCommerce’s notice ids', async () => {
		setAdmin( true );
		failing();
		const result = await registry.checkPaymentMethodsAvailability( {
			paymentMethods: registry.getPaymentMethods(),
			canMakePaymentArgument: arg,
			sortOrder: [],
		} );

		expect( names( result.available ) ).toEqual( [ 'cheque' ] );
		expect( result.errors ).toEqual( [
			{
				paymentMethodName: 'cod',
				paymentMethodId: 'cod',
				express: false,
				reason: 'Falta la zona de reparto',
				timedOut: false,
				noticeId: 'wc-cod-registration-error',
				noticeContext: 'wc/checkout/payments',
			},
			{
				paymentMethodName: 'bacs',
				paymentMethodId: 'bacs_es',
				express: false,
				reason: 'IBAN no configurado',
				timedOut: false,
				noticeId: 'wc-bacs_es-registration-error',
				noticeContext: 'wc/checkout/payments',
			},
		] );
	} );

	it( 'when the visitor is a shopper › they are simply unavailable, with no error entries', async () => {
		failing();
		const result = await registry.checkPaymentMethodsAvailability( {
			paymentMethods: registry.getPaymentMethods(),
			canMakePaymentArgument: arg,
		} );
		expect( names( result.available ) ).toEqual( [ 'cheque' ] );
		expect( result.errors ).toEqual( [] );
	} );

	it( 'when a promise rejects › the method is unavailable and the reason kept for admins', async () => {
		setAdmin( true );
		registry.registerPaymentMethod(
			validPaymentMethod( {
				canMakePayment: () => Promise.reject( new Error( 'Sin conexión' ) ),
			} )
		);
		const result = await registry.checkPaymentMethodsAvailability( {
			paymentMethods: registry.getPaymentMethods(),
			canMakePaymentArgument: arg,
		} );
		expect( result.available ).toEqual( [] );
		expect( result.errors[ 0 ]!.reason ).toBe( 'Sin conexión' );
	} );
} );

describe( 'given express methods', () => {
	it( 'when checked as express › they skip the cart’s payment_methods list and report in the express context', async () => {
		setAdmin( true );
		registry.registerExpressPaymentMethod( validExpressMethod() );
		registry.registerExpressPaymentMethod(
			validExpressMethod( {
				name: 'broken_wallet',
				canMakePayment: () => ( { error: { message: 'Sin certificado' } } ),
			} )
		);
		const result = await registry.checkPaymentMethodsAvailability( {
			paymentMethods: registry.getExpressPaymentMethods(),
			canMakePaymentArgument: arg,
			express: true,
		} );
		expect( names( result.available ) ).toEqual( [ 'wallet_pay' ] );
		expect( result.errors[ 0 ] ).toMatchObject( {
			paymentMethodName: 'broken_wallet',
			noticeId: 'wc-broken_wallet-registration-error',
			noticeContext: 'wc/checkout/express-payments',
		} );
	} );
} );

describe( 'given a method whose canMakePayment never settles (fake timers)', () => {
	beforeEach( () => {
		jest.useFakeTimers();
	} );
	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'when checking › the others are reported at once and the slow one is dropped after the 3 s time box', async () => {
		setAdmin( true );
		registry.registerPaymentMethod(
			validPaymentMethod( { name: 'bacs', canMakePayment: never } )
		);
		registry.registerPaymentMethod( validPaymentMethod( { name: 'cod' } ) );
		registry.registerPaymentMethod(
			validPaymentMethod( { name: 'cheque', canMakePayment: () => Promise.resolve( true ) } )
		);
		const reports: PaymentMethodAvailability< RegisteredPaymentMethod >[] = [];
		let finished = false;

		const check = registry
			.checkPaymentMethodsAvailability( {
				paymentMethods: registry.getPaymentMethods(),
				canMakePaymentArgument: arg,
				onResult: ( report ) => reports.push( report ),
			} )
			.then( ( result ) => {
				finished = true;
				return result;
			} );

		// No time passes: only promise callbacks run.
		await jest.advanceTimersByTimeAsync( 0 );
		expect( names( reports.at( -1 )!.available ) ).toEqual( [ 'cod', 'cheque' ] );
		expect( reports.at( -1 )!.pending ).toEqual( [ 'bacs' ] );
		expect( finished ).toBe( false );

		await jest.advanceTimersByTimeAsync( 2999 );
		expect( finished ).toBe( false );

		await jest.advanceTimersByTimeAsync( 1 );
		const result = await check;
		expect( names( result.available ) ).toEqual( [ 'cod', 'cheque' ] );
		expect( result.timedOut ).toEqual( [ 'bacs' ] );
		expect( result.isComplete ).toBe( true );
		expect( result.errors ).toEqual( [
			expect.objectContaining( {
				paymentMethodName: 'bacs',
				timedOut: true,
				reason: 'The payment method did not tell whether it can be used within 3000 ms.',
			} ),
		] );
	} );

	it( 'when a shorter time box is configured › it is used instead of 3 s', async () => {
		registry.registerPaymentMethod( validPaymentMethod( { canMakePayment: never } ) );
		const check = registry.checkPaymentMethodsAvailability( {
			paymentMethods: registry.getPaymentMethods(),
			canMakePaymentArgument: arg,
			timeoutMs: 500,
		} );
		await jest.advanceTimersByTimeAsync( 500 );
		await expect( check ).resolves.toMatchObject( { timedOut: [ 'cod' ], isComplete: true } );
	} );

	it( 'when a higher-ranked method answers after a lower-ranked one › it is inserted at its place', async () => {
		registry.registerPaymentMethod(
			validPaymentMethod( {
				name: 'bacs',
				canMakePayment: () =>
					new Promise< boolean >( ( resolve ) =>
						setTimeout( () => resolve( true ), 1000 )
					),
			} )
		);
		registry.registerPaymentMethod( validPaymentMethod( { name: 'cod' } ) );
		const reports: string[][] = [];

		const check = registry.checkPaymentMethodsAvailability( {
			paymentMethods: registry.getPaymentMethods(),
			canMakePaymentArgument: arg,
			onResult: ( { available } ) => reports.push( names( available ) ),
		} );
		await jest.advanceTimersByTimeAsync( 1000 );
		await check;

		expect( reports ).toEqual( [ [ 'cod' ], [ 'bacs', 'cod' ] ] );
	} );

	it( 'when the check is aborted › no more reports arrive and the promise rejects with the reason', async () => {
		registry.registerPaymentMethod( validPaymentMethod( { canMakePayment: never } ) );
		registry.registerPaymentMethod( validPaymentMethod( { name: 'bacs' } ) );
		const controller = new AbortController();
		const onResult = jest.fn();

		const check = registry.checkPaymentMethodsAvailability( {
			paymentMethods: registry.getPaymentMethods(),
			canMakePaymentArgument: arg,
			onResult,
			signal: controller.signal,
		} );
		await jest.advanceTimersByTimeAsync( 0 );
		const reportsBeforeAbort = onResult.mock.calls.length;
		controller.abort( new Error( 'cart changed' ) );
		await expect( check ).rejects.toThrow( 'cart changed' );
		await jest.advanceTimersByTimeAsync( 3000 );

		expect( onResult ).toHaveBeenCalledTimes( reportsBeforeAbort );
	} );
} );

describe( 'given edge cases of reporting', () => {
	it( 'when no method is registered › reports once, complete and empty', async () => {
		const onResult = jest.fn();
		const result = await registry.checkPaymentMethodsAvailability( {
			paymentMethods: registry.getPaymentMethods(),
			canMakePaymentArgument: arg,
			onResult,
		} );
		expect( onResult ).toHaveBeenCalledTimes( 1 );
		expect( result ).toEqual( {
			available: [],
			errors: [],
			pending: [],
			timedOut: [],
			isComplete: true,
		} );
	} );

	it( 'when onResult throws › the error is logged and the check still completes', async () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		registry.registerPaymentMethod( validPaymentMethod() );
		const result = await registry.checkPaymentMethodsAvailability( {
			paymentMethods: registry.getPaymentMethods(),
			canMakePaymentArgument: arg,
			onResult: () => {
				throw new Error( 'store bug' );
			},
		} );
		expect( names( result.available ) ).toEqual( [ 'cod' ] );
		expect( error ).toHaveBeenCalledWith( new Error( 'store bug' ) );
	} );
} );

describe( 'given unusable options', () => {
	it.each( [
		[
			'timeoutMs',
			{ timeoutMs: 0 },
			'checkPaymentMethodsAvailability: the timeoutMs option must be a positive number of milliseconds, received a number (0).',
		],
		[
			'sortOrder',
			{ sortOrder: 'cod' },
			'checkPaymentMethodsAvailability: the sortOrder option must be an array of payment method names or undefined, received a string ("cod").',
		],
		[
			'paymentMethods',
			{ paymentMethods: { cod: { name: 'cod' } } },
			'checkPaymentMethodsAvailability: the paymentMethods option must be an object of registered payment methods keyed by name, received an object.',
		],
		[
			'onResult',
			{ onResult: 'log' },
			'checkPaymentMethodsAvailability: the onResult option must be a function or undefined, received a string ("log").',
		],
	] )(
		'when %s is wrong › rejects with a TypeError before asking any method',
		async ( _label, override, message ) => {
			const canMakePayment = jest.fn( () => true );
			registry.registerPaymentMethod( validPaymentMethod( { canMakePayment } ) );
			await expect(
				registry.checkPaymentMethodsAvailability( {
					paymentMethods: registry.getPaymentMethods(),
					canMakePaymentArgument: arg,
					...( override as object ),
				} )
			).rejects.toEqual( new TypeError( message ) );
			expect( canMakePayment ).not.toHaveBeenCalled();
		}
	);

	it( 'when the argument lacks the cart’s payment_methods › rejects with a TypeError', async () => {
		const { paymentMethods: _omitted, ...withoutServerList } = arg;
		await expect(
			registry.checkPaymentMethodsAvailability( {
				paymentMethods: {},
				canMakePaymentArgument: withoutServerList as CanMakePaymentArgument,
			} )
		).rejects.toEqual(
			new TypeError(
				'checkPaymentMethodsAvailability: the canMakePaymentArgument.paymentMethods option must be an array of gateway ids (the payment_methods of the cart), received undefined.'
			)
		);
	} );

	it( 'when the options are missing altogether › rejects with a TypeError', async () => {
		await expect(
			registry.checkPaymentMethodsAvailability( undefined as never )
		).rejects.toBeInstanceOf( TypeError );
	} );
} );

describe( 'given sort orders', () => {
	it( 'when the sort order names unregistered methods or repeats one › they are skipped', () => {
		expect(
			registry.orderPaymentMethodNames( [ 'cheque', 'cod' ], [ 'stripe', 'cod', 'cod' ] )
		).toEqual( [ 'cod', 'cheque' ] );
	} );

	it( 'when the settings hold a malformed sort order › it is treated as empty', () => {
		window.wcSettings = { paymentMethodSortOrder: 'cod' };
		expect( registry.readPaymentMethodSortOrder() ).toEqual( [] );
	} );

	it( 'when the settings hold a sort order › it is read', () => {
		window.wcSettings = { paymentMethodSortOrder: [ 'bacs' ] };
		expect( registry.readPaymentMethodSortOrder() ).toEqual( [ 'bacs' ] );
	} );
} );
