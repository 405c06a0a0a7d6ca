/** Tests of recorded registration failures: ids, notice wording and translation, subscribers. */

import type * as I18n from '@wordpress/i18n';

import { areaCatalogues } from '@cesta/i18n';
import type * as Registry from '@cesta/registry';
import { loadFreshRegistry, thrownBy, validExpressMethod, validPaymentMethod } from './helpers';

const spanishCatalogue = areaCatalogues.registry;

let registry: typeof Registry;
beforeEach( () => {
	registry = loadFreshRegistry();
} );

const ariaLabelReason =
	'The ariaLabel property for the payment method must be a string, received undefined.';

describe( 'given a payment method whose configuration is invalid', () => {
	it( 'when registered › the plugin gets the TypeError and the failure is recorded for the admin notice', () => {
		const error = thrownBy( () =>
			registry.registerPaymentMethod(
				validPaymentMethod( { name: 'stripe', ariaLabel: undefined as never } )
			)
		);

		expect( error ).toBeInstanceOf( TypeError );
		expect( registry.getRegistrationErrors() ).toEqual( [
			{
				paymentMethodId: 'stripe',
				express: false,
				reason: ariaLabelReason,
				noticeId: 'wc-stripe-registration-error',
				noticeContext: 'wc/checkout/payments',
			},
		] );
	} );

	it( 'when it has a paymentMethodId › the failure is reported under that id', () => {
		thrownBy( () =>
			registry.registerPaymentMethod(
				validPaymentMethod( {
					name: 'stripe',
					paymentMethodId: 'stripe_cc',
					label: 5 as never,
				} )
			)
		);
		expect( registry.getRegistrationErrors()[ 0 ]!.paymentMethodId ).toBe( 'stripe_cc' );
	} );

	it( 'when formatted for administrators › reads with the spec’s wording followed by the reason', () => {
		thrownBy( () =>
			registry.registerPaymentMethod(
				validPaymentMethod( { name: 'stripe', ariaLabel: undefined as never } )
			)
		);
		const [ failure ] = registry.getRegistrationErrors();

		expect(
			registry.formatRegistrationErrorNotice( failure!.paymentMethodId, failure!.reason )
		).toBe(
			`There was an error registering the payment method with id 'stripe': ${ ariaLabelReason }`
		);
	} );

	it( 'when the shop speaks Spanish › the notice prefix is translated', () => {
		// The copy of @wordpress/i18n the fresh registry loaded.
		const { setLocaleData } = jest.requireActual< typeof I18n >( '@wordpress/i18n' );
		setLocaleData(
			Object.fromEntries(
				Object.entries( spanishCatalogue ).map( ( [ key, value ] ) => [
					key,
					Array.isArray( value ) ? value : [ value ],
				] )
			),
			'cesta'
		);
		expect( registry.formatRegistrationErrorNotice( 'bacs', 'motivo' ) ).toBe(
			"Se ha producido un error al registrar el método de pago con el id 'bacs': motivo"
		);
	} );

	it( 'when an express method fails › the failure is recorded in the express payments context', () => {
		thrownBy( () =>
			registry.registerExpressPaymentMethod(
				validExpressMethod( { canMakePayment: 'yes' as never } )
			)
		);
		expect( registry.getRegistrationErrors() ).toEqual( [
			{
				paymentMethodId: 'wallet_pay',
				express: true,
				reason: 'The canMakePayment property for the express payment method must be a function, received a string ("yes").',
				noticeId: 'wc-wallet_pay-registration-error',
				noticeContext: 'wc/checkout/express-payments',
			},
		] );
	} );

	it( 'when the configuration is not even an object › the failure is recorded with an empty id', () => {
		thrownBy( () => registry.registerPaymentMethod( undefined as never ) );
		expect( registry.getRegistrationErrors()[ 0 ] ).toMatchObject( {
			paymentMethodId: '',
			reason: 'The payment method configuration must be an object, received undefined.',
		} );
	} );
} );

describe( 'given subscribers to registration errors', () => {
	it( 'when a registration fails › they are told and the snapshot changes', () => {
		const listener = jest.fn();
		registry.subscribeToRegistrationErrors( listener );
		const before = registry.getRegistrationErrors();

		thrownBy( () =>
			registry.registerPaymentMethod( validPaymentMethod( { edit: 'x' as never } ) )
		);

		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect( registry.getRegistrationErrors() ).not.toBe( before );
	} );

	it( 'when the same method fails twice › only its latest failure is kept', () => {
		thrownBy( () =>
			registry.registerPaymentMethod( validPaymentMethod( { edit: 'x' as never } ) )
		);
		thrownBy( () =>
			registry.registerPaymentMethod( validPaymentMethod( { content: 'y' as never } ) )
		);

		expect( registry.getRegistrationErrors().map( ( failure ) => failure.reason ) ).toEqual( [
			'The content property for the payment method must be a React element or null, received a string ("y").',
		] );
	} );

	it( 'when the method then registers correctly › its failure is forgotten and subscribers told', () => {
		thrownBy( () =>
			registry.registerPaymentMethod( validPaymentMethod( { edit: 'x' as never } ) )
		);
		const listener = jest.fn();
		registry.subscribeToRegistrationErrors( listener );

		registry.registerPaymentMethod( validPaymentMethod() );

		expect( registry.getRegistrationErrors() ).toEqual( [] );
		expect( listener ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'when they unsubscribe › they are no longer told', () => {
		const listener = jest.fn();
		registry.subscribeToRegistrationErrors( listener )();
		thrownBy( () =>
			registry.registerPaymentMethod( validPaymentMethod( { edit: 'x' as never } ) )
		);
		expect( listener ).not.toHaveBeenCalled();
	} );
} );
