/** Tests of registering payment methods: defaults, kept values, missing or wrongly typed properties. */

import { createElement } from 'react';

import type * as Registry from '@cesta/registry';
import type { PaymentMethodConfiguration } from '@cesta/registry';
import { expectTypeError, loadFreshRegistry, thrownBy, validPaymentMethod } from './helpers';

let registry: typeof Registry;
beforeEach( () => {
	registry = loadFreshRegistry();
} );

/** A configuration some rule must reject, typed loosely on purpose. */
const invalid = ( config: Record< string, unknown > ) =>
	config as unknown as PaymentMethodConfiguration;

const without = ( property: keyof PaymentMethodConfiguration ) => {
	const config: Record< string, unknown > = { ...validPaymentMethod() };
	delete config[ property ];
	return invalid( config );
};

describe( 'given a valid configuration', () => {
	it( 'when registered › is listed by name with WooCommerce’s defaults applied', () => {
		registry.registerPaymentMethod( validPaymentMethod() );

		const cod = registry.getPaymentMethods().cod!;
		expect( cod.name ).toBe( 'cod' );
		expect( cod.paymentMethodId ).toBe( 'cod' );
		expect( cod.icons ).toBeNull();
		expect( cod.savedTokenComponent ).toBeNull();
		expect( cod.placeOrderButtonLabel ).toBeUndefined();
		expect( cod.supports ).toEqual( {
			features: [ 'products' ],
			showSavedCards: false,
			showSaveOption: false,
		} );
	} );

	it( 'when registered › keeps the elements and label exactly as given', () => {
		const config = validPaymentMethod( { label: 'Contra reembolso' } );
		registry.registerPaymentMethod( config );

		const cod = registry.getPaymentMethods().cod!;
		expect( cod.label ).toBe( 'Contra reembolso' );
		expect( cod.content ).toBe( config.content );
		expect( cod.edit ).toBe( config.edit );
	} );

	it( 'when it gives every optional property › keeps them', () => {
		const savedToken = createElement( 'span', null, 'Tarjeta guardada' );
		registry.registerPaymentMethod(
			validPaymentMethod( {
				name: 'stripe',
				paymentMethodId: 'stripe_cc',
				icons: [ 'visa', { id: 'bizum', src: '/bizum.svg', alt: 'Bizum' } ],
				placeOrderButtonLabel: 'Pagar con tarjeta',
				savedTokenComponent: savedToken,
				supports: {
					features: [ 'products', 'subscriptions' ],
					showSavedCards: true,
					showSaveOption: true,
				},
			} )
		);

		const stripe = registry.getPaymentMethods().stripe!;
		expect( stripe.paymentMethodId ).toBe( 'stripe_cc' );
		expect( stripe.icons ).toEqual( [
			'visa',
			{ id: 'bizum', src: '/bizum.svg', alt: 'Bizum' },
		] );
		expect( stripe.placeOrderButtonLabel ).toBe( 'Pagar con tarjeta' );
		expect( stripe.savedTokenComponent ).toBe( savedToken );
		expect( stripe.supports ).toEqual( {
			features: [ 'products', 'subscriptions' ],
			showSavedCards: true,
			showSaveOption: true,
		} );
	} );

	it( 'when content and edit are null › accepts them (elements or null)', () => {
		registry.registerPaymentMethod(
			validPaymentMethod( { content: null, edit: null, label: null } )
		);
		expect( registry.getPaymentMethods().cod!.content ).toBeNull();
	} );

	it( 'when the plugin later mutates its features array › the registered method is unaffected', () => {
		const features = [ 'products' ];
		registry.registerPaymentMethod( validPaymentMethod( { supports: { features } } ) );
		features.push( 'subscriptions' );
		expect( registry.getPaymentMethods().cod!.supports.features ).toEqual( [ 'products' ] );
	} );

	it( 'when the same name registers again › the later configuration replaces the earlier', () => {
		registry.registerPaymentMethod( validPaymentMethod( { ariaLabel: 'Primero' } ) );
		registry.registerPaymentMethod(
			validPaymentMethod( { name: 'bacs', ariaLabel: 'Transferencia' } )
		);
		registry.registerPaymentMethod( validPaymentMethod( { ariaLabel: 'Segundo' } ) );

		expect( Object.keys( registry.getPaymentMethods() ) ).toEqual( [ 'cod', 'bacs' ] );
		expect( registry.getPaymentMethods().cod!.ariaLabel ).toBe( 'Segundo' );
	} );
} );

describe( 'given a configuration missing required properties (spec 2 §5)', () => {
	it.each( [ 'name', 'label', 'ariaLabel', 'content', 'edit', 'canMakePayment' ] as const )(
		'when %s is absent › throws a TypeError naming it',
		( property ) => {
			expectTypeError(
				() => registry.registerPaymentMethod( without( property ) ),
				`The payment method configuration is missing the required properties: ${ property }.`
			);
		}
	);

	it( 'when several are absent › names them all at once', () => {
		expectTypeError(
			() => registry.registerPaymentMethod( invalid( { name: 'cod' } ) ),
			'The payment method configuration is missing the required properties: label, ariaLabel, content, edit, canMakePayment.'
		);
	} );

	it( 'when a required property is only inherited › it still counts as missing', () => {
		const inherited = Object.create( { ariaLabel: 'Heredado' } ) as Record< string, unknown >;
		Object.assign( inherited, validPaymentMethod() );
		delete inherited.ariaLabel;
		expectTypeError(
			() => registry.registerPaymentMethod( invalid( inherited ) ),
			'The payment method configuration is missing the required properties: ariaLabel.'
		);
	} );

	it( 'when the configuration is not an object › says what it received', () => {
		expectTypeError(
			() => registry.registerPaymentMethod( invalid( 'cod' as never ) ),
			'The payment method configuration must be an object, received a string ("cod").'
		);
	} );
} );

describe( 'given wrongly typed properties (spec 2 §5)', () => {
	it.each( [
		[
			'name',
			{ name: 42 },
			'The name property for the payment method must be a non-empty string, received a number (42).',
		],
		[
			'name (empty)',
			{ name: '' },
			'The name property for the payment method must be a non-empty string, received a string ("").',
		],
		[
			'label',
			{ label: 7 },
			'The label property for the payment method must be a React element, a string or null, received a number (7).',
		],
		[
			'ariaLabel',
			{ ariaLabel: null },
			'The ariaLabel property for the payment method must be a string, received null.',
		],
		[
			'content',
			{ content: 'Paga al recibir' },
			'The content property for the payment method must be a React element or null, received a string ("Paga al recibir").',
		],
		[
			'edit',
			{ edit: {} },
			'The edit property for the payment method must be a React element or null, received an object.',
		],
		[
			'canMakePayment',
			{ canMakePayment: true },
			'The canMakePayment property for the payment method must be a function, received a boolean (true).',
		],
		[
			'paymentMethodId',
			{ paymentMethodId: 3 },
			'The paymentMethodId property for the payment method must be a string or undefined (undefined makes it the value of the name property), received a number (3).',
		],
		[
			'icons',
			{ icons: 'visa' },
			'The icons property for the payment method must be an array or null, received a string ("visa").',
		],
		[
			'placeOrderButtonLabel',
			{ placeOrderButtonLabel: 1 },
			'The placeOrderButtonLabel property for the payment method must be a string or undefined, received a number (1).',
		],
		[
			'placeOrderButton',
			{ placeOrderButton: createElement( 'button' ) },
			'The placeOrderButton property for the payment method must be a function component or undefined, received an object.',
		],
		[
			'savedTokenComponent',
			{ savedTokenComponent: 'token' },
			'The savedTokenComponent property for the payment method must be a React element or null, received a string ("token").',
		],
		[
			'supports',
			{ supports: [ 'products' ] },
			'The supports property for the payment method must be an object or undefined, received an array.',
		],
		[
			'supports.features',
			{ supports: { features: { 0: 'products' } } },
			'The supports.features property for the payment method must be an array of strings or undefined, received an object.',
		],
		[
			'supports.showSavedCards',
			{ supports: { showSavedCards: 'yes' } },
			'The supports.showSavedCards property for the payment method must be a boolean or undefined, received a string ("yes").',
		],
		[
			'supports.showSaveOption',
			{ supports: { showSaveOption: 1 } },
			'The supports.showSaveOption property for the payment method must be a boolean or undefined, received a number (1).',
		],
	] )(
		'when %s is wrong › throws a TypeError with the exact message',
		( _label, override, message ) => {
			expectTypeError(
				() =>
					registry.registerPaymentMethod(
						invalid( { ...validPaymentMethod(), ...override } )
					),
				message
			);
		}
	);

	it( 'when content is a component instead of an element › explains the difference', () => {
		const Content = () => null;
		expectTypeError(
			() =>
				registry.registerPaymentMethod(
					invalid( { ...validPaymentMethod(), content: Content } )
				),
			'The content property for the payment method must be a React element or null, received a function. Pass an element such as <Content />, not the component Content.'
		);
	} );

	it( 'when an icon entry lacks src › names the entry', () => {
		expectTypeError(
			() =>
				registry.registerPaymentMethod(
					invalid( {
						...validPaymentMethod(),
						icons: [ 'visa', { id: 'bizum', alt: 'Bizum' } ],
					} )
				),
			'Each entry of the icons property for the payment method must be a string or an object with string id, src and alt properties; entry 1 is an object.'
		);
	} );

	it( 'when the registration throws › nothing is registered', () => {
		thrownBy( () =>
			registry.registerPaymentMethod( invalid( { ...validPaymentMethod(), ariaLabel: 1 } ) )
		);
		expect( registry.getPaymentMethods() ).toEqual( {} );
	} );
} );
