/** Tests of registering express payment methods: defaults, options, description cut, invalid configurations. */

import type * as Registry from '@cesta/registry';
import type { ExpressPaymentMethodConfiguration } from '@cesta/registry';
import { expectTypeError, loadFreshRegistry, validExpressMethod } from './helpers';

let registry: typeof Registry;
beforeEach( () => {
	registry = loadFreshRegistry();
} );

const invalid = ( config: Record< string, unknown > ) =>
	config as unknown as ExpressPaymentMethodConfiguration;

describe( 'given a valid express configuration', () => {
	it( 'when registered with only the required properties › gets WooCommerce’s defaults', () => {
		registry.registerExpressPaymentMethod( validExpressMethod() );

		const wallet = registry.getExpressPaymentMethods().wallet_pay!;
		expect( wallet.title ).toBe( 'wallet pay' );
		expect( wallet.description ).toBe( '' );
		expect( wallet.gatewayId ).toBe( '' );
		expect( wallet.paymentMethodId ).toBe( 'wallet_pay' );
		expect( wallet.supports ).toEqual( { features: [ 'products' ], style: [] } );
	} );

	it( 'when the name has dashes and underscores › the default title turns both into spaces', () => {
		registry.registerExpressPaymentMethod(
			validExpressMethod( { name: 'apple-pay_express' } )
		);
		expect( registry.getExpressPaymentMethods()[ 'apple-pay_express' ]!.title ).toBe(
			'apple pay express'
		);
	} );

	it( 'when every optional property is given › keeps them', () => {
		registry.registerExpressPaymentMethod(
			validExpressMethod( {
				title: 'Wallet Pay',
				description: 'Paga con el monedero del móvil.',
				gatewayId: 'wallet',
				paymentMethodId: 'wallet_gateway',
				supports: {
					features: [ 'products', 'subscriptions' ],
					style: [ 'height', 'borderRadius' ],
				},
			} )
		);

		expect( registry.getExpressPaymentMethods().wallet_pay ).toMatchObject( {
			title: 'Wallet Pay',
			description: 'Paga con el monedero del móvil.',
			gatewayId: 'wallet',
			paymentMethodId: 'wallet_gateway',
			supports: {
				features: [ 'products', 'subscriptions' ],
				style: [ 'height', 'borderRadius' ],
			},
		} );
	} );

	it( 'when registered › does not appear among the regular payment methods', () => {
		registry.registerExpressPaymentMethod( validExpressMethod() );
		expect( registry.getPaymentMethods() ).toEqual( {} );
	} );

	it( 'when deregistered › disappears', () => {
		registry.registerExpressPaymentMethod( validExpressMethod() );
		registry.__experimentalDeRegisterExpressPaymentMethod( 'wallet_pay' );
		expect( registry.getExpressPaymentMethods() ).toEqual( {} );
	} );
} );

describe( 'given an express description (spec 2 §5: cut to 130 characters plus an ellipsis)', () => {
	it( 'when exactly 130 characters › is kept whole', () => {
		const description = 'a'.repeat( 130 );
		registry.registerExpressPaymentMethod( validExpressMethod( { description } ) );
		expect( registry.getExpressPaymentMethods().wallet_pay!.description ).toBe( description );
	} );

	it( 'when 131 characters › keeps the first 130 followed by "..."', () => {
		const description = 'b'.repeat( 130 ) + 'c';
		registry.registerExpressPaymentMethod( validExpressMethod( { description } ) );
		expect( registry.getExpressPaymentMethods().wallet_pay!.description ).toBe(
			'b'.repeat( 130 ) + '...'
		);
	} );

	it( 'when it holds emoji › counts characters, never splitting one in half', () => {
		const description = '💳'.repeat( 131 );
		expect( registry.cutExpressDescription( description ) ).toBe( '💳'.repeat( 130 ) + '...' );
	} );
} );

describe( 'given an invalid express configuration (spec 2 §5)', () => {
	it.each( [ 'name', 'content', 'edit', 'canMakePayment' ] as const )(
		'when %s is absent › throws a TypeError naming it',
		( property ) => {
			const config: Record< string, unknown > = { ...validExpressMethod() };
			delete config[ property ];
			expectTypeError(
				() => registry.registerExpressPaymentMethod( invalid( config ) ),
				`The express payment method configuration is missing the required properties: ${ property }.`
			);
		}
	);

	it.each( [
		[
			'name',
			{ name: [] },
			'The name property for the express payment method must be a non-empty string, received an array.',
		],
		[
			'content',
			{ content: 'Pagar' },
			'The content property for the express payment method must be a React element or null, received a string ("Pagar").',
		],
		[
			'edit',
			{ edit: () => null },
			'The edit property for the express payment method must be a React element or null, received a function. Pass an element such as <Content />, not the component Content.',
		],
		[
			'canMakePayment',
			{ canMakePayment: Promise.resolve( true ) },
			'The canMakePayment property for the express payment method must be a function, received an object.',
		],
		[
			'title',
			{ title: 9 },
			'The title property for the express payment method must be a string or undefined, received a number (9).',
		],
		[
			'description',
			{ description: {} },
			'The description property for the express payment method must be a string or undefined, received an object.',
		],
		[
			'gatewayId',
			{ gatewayId: false },
			'The gatewayId property for the express payment method must be a string or undefined, received a boolean (false).',
		],
		[
			'paymentMethodId',
			{ paymentMethodId: null },
			'The paymentMethodId property for the express payment method must be a string or undefined (undefined makes it the value of the name property), received null.',
		],
		[
			'supports.features',
			{ supports: { features: 'products' } },
			'The supports.features property for the express payment method must be an array of strings or undefined, received a string ("products").',
		],
		[
			'supports.style',
			{ supports: { style: [ 'height', 'color' ] } },
			"The supports.style property for the express payment method must be an array holding only 'height' and 'borderRadius', or undefined, received an array.",
		],
	] )(
		'when %s is wrong › throws a TypeError with the exact message',
		( _label, override, message ) => {
			expectTypeError(
				() =>
					registry.registerExpressPaymentMethod(
						invalid( { ...validExpressMethod(), ...override } )
					),
				message
			);
		}
	);

	it( 'when the configuration is null › says so', () => {
		expectTypeError(
			() => registry.registerExpressPaymentMethod( invalid( null as never ) ),
			'The express payment method configuration must be an object, received null.'
		);
	} );
} );
