/** Tests of usePaymentMethodInterface, validate() and the connected ValidationInputError. */

import { act, render, screen } from '@testing-library/react';
import { RegistryProvider } from '@wordpress/data';
import { addAction, removeAction } from '@wordpress/hooks';
import {
	cartStore,
	checkoutEventsEmitter,
	checkoutStore,
	createEventEmitter,
	createEventRegistration,
	paymentStore,
	validationStore,
} from '@cesta/data';
import {
	captureDeprecations,
	createTestRegistry,
	noticesIn,
	renderWithRegistry,
	setupMockShop,
} from '@cesta/test-utils';
import { cartWithItems } from '@cesta/test-utils/fixtures';

import {
	scrollToFirstError,
	usePaymentMethodInterface,
	useValidateCheckout,
	validateCheckout,
	ValidationInputError,
} from '..';
import { receiveCart } from './helpers';

setupMockShop();

const loadedRegistry = () => {
	const registry = createTestRegistry();
	receiveCart( registry );
	return registry;
};

describe( 'usePaymentMethodInterface', () => {
	it( 'given a loaded cart › billing, cart data and shipping come from the stores', () => {
		const registry = loadedRegistry();
		const { result } = renderWithRegistry( registry, () => usePaymentMethodInterface() );
		const cart = registry.select( cartStore ).getCartData();
		expect( result.current.billing.cartTotal ).toEqual( { label: 'Total', value: 7857 } );
		expect( result.current.billing.billingAddress ).toBe( cart.billingAddress );
		expect( result.current.cartData.cartItems ).toBe( cart.items );
		expect( result.current.shippingData.shippingRates ).toBe( cart.shippingRates );
		expect( result.current.shippingData.selectedRates ).toEqual( { 0: 'flat_rate:1' } );
		expect( result.current.billing.currency.code ).toBe( 'EUR' );
	} );

	it( 'given the stores change › the interface follows, and stays the same object while nothing changes', () => {
		const registry = loadedRegistry();
		const { result, rerender } = renderWithRegistry( registry, () =>
			usePaymentMethodInterface()
		);
		const first = result.current;
		rerender();
		expect( result.current ).toBe( first );
		act( () => {
			registry.dispatch( paymentStore ).__internalSetActivePaymentMethod( 'cod' );
			registry.dispatch( checkoutStore ).__internalIncrementCalculating();
		} );
		expect( result.current.activePaymentMethod ).toBe( 'cod' );
		expect( result.current.checkoutStatus.isCalculating ).toBe( true );
	} );

	it( 'given a cart change the interface does not show, or an address typed › stays the same object, its addresses read live; given another cart change it shows › a new one', () => {
		const registry = loadedRegistry();
		const { result } = renderWithRegistry( registry, () => usePaymentMethodInterface() );
		const first = result.current;
		act( () => {
			registry.dispatch( cartStore ).setErrorData( {
				code: 'woocommerce_rest_cart_invalid_key',
				message: 'Clave no válida',
				data: { status: 409 },
			} );
		} );
		expect( registry.select( cartStore ).getCartErrors() ).toHaveLength( 1 );
		expect( result.current ).toBe( first );
		// Typing an address changes the cart on each keystroke; the payment area
		// must not re-render for it (spec: the React Profiler test of the checkout).
		act( () => result.current.shippingData.setShippingAddress( { city: 'Sevilla' } ) );
		expect( result.current ).toBe( first );
		expect( result.current.shippingData.shippingAddress.city ).toBe( 'Sevilla' );
		expect( result.current.billing.billingAddress.city ).toBe( 'Sevilla' );
		// The shop answers with new totals (e.g. after the address was sent).
		const answer = cartWithItems();
		receiveCart( registry, {
			...answer,
			shipping_address: { ...answer.shipping_address, city: 'Sevilla' },
			totals: { ...answer.totals, total_price: '9999' },
		} );
		expect( result.current ).not.toBe( first );
		expect( result.current.shippingData.shippingAddress.city ).toBe( 'Sevilla' );
	} );

	it( 'given onSubmit › fires the submit action and moves the checkout to before-processing', () => {
		const submitted = jest.fn();
		addAction( 'experimental__woocommerce_blocks-checkout-submit', 'test/submit', submitted );
		const registry = loadedRegistry();
		const { result } = renderWithRegistry( registry, () => usePaymentMethodInterface() );
		act( () => result.current.onSubmit() );
		expect( registry.select( checkoutStore ).isBeforeProcessing() ).toBe( true );
		expect( submitted ).toHaveBeenCalledTimes( 1 );
		removeAction( 'experimental__woocommerce_blocks-checkout-submit', 'test/submit' );
	} );

	it( 'given setShippingAddress › changes the cart store’s shipping address', () => {
		const registry = loadedRegistry();
		const { result } = renderWithRegistry( registry, () => usePaymentMethodInterface() );
		act( () => result.current.shippingData.setShippingAddress( { city: 'Sevilla' } ) );
		expect( registry.select( cartStore ).getCartData().shippingAddress.city ).toBe( 'Sevilla' );
	} );

	it( 'given the deprecated setExpressPaymentError › warns and shows the message in the express payments context', () => {
		const warn = captureDeprecations();
		const registry = loadedRegistry();
		const { result } = renderWithRegistry( registry, () => usePaymentMethodInterface() );
		act( () => result.current.setExpressPaymentError( 'Cartera no disponible' ) );
		expect( warn.mock.calls[ 0 ]![ 0 ] ).toContain( 'setExpressPaymentError is deprecated' );
		expect( noticesIn( registry, 'wc/checkout/express-payments' )[ 0 ]?.content ).toBe(
			'Cartera no disponible'
		);
	} );

	it( 'given the deprecated onPaymentProcessing › warns and subscribes to payment_setup', () => {
		const warn = captureDeprecations();
		const { result } = renderWithRegistry( loadedRegistry(), () =>
			usePaymentMethodInterface()
		);
		const unsubscribe = result.current.eventRegistration.onPaymentProcessing( () => true );
		expect( checkoutEventsEmitter.hasObservers( 'payment_setup' ) ).toBe( true );
		expect( warn.mock.calls[ 0 ]![ 0 ] ).toContain( 'onPaymentProcessing is deprecated' );
		unsubscribe();
		expect( checkoutEventsEmitter.hasObservers( 'payment_setup' ) ).toBe( false );
	} );

	it( 'given registrars of the checkout’s own emitter › hands those to methods', () => {
		const registration = createEventRegistration( createEventEmitter() );
		const { result } = renderWithRegistry( loadedRegistry(), () =>
			usePaymentMethodInterface( { eventRegistration: registration } )
		);
		expect( result.current.eventRegistration ).toBe( registration );
	} );
} );

describe( 'validate() (validateCheckout)', () => {
	it( 'given a hidden field error › answers hasError, makes the error visible and leaves the checkout idle', async () => {
		const registry = loadedRegistry();
		registry.dispatch( validationStore ).setValidationErrors( {
			'billing-email': { message: 'Please enter a valid email address', hidden: true },
		} );
		const { result } = renderWithRegistry( registry, () => usePaymentMethodInterface() );
		let outcome: { hasError: boolean } | undefined;
		await act( async () => {
			outcome = await result.current.validate();
		} );
		expect( outcome ).toEqual( { hasError: true } );
		expect(
			registry.select( validationStore ).getValidationError( 'billing-email' )?.hidden
		).toBe( false );
		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
	} );

	it( 'given an observer that objects › shows its errorMessage in its context and applies its validationErrors', async () => {
		const registry = loadedRegistry();
		const emitter = createEventEmitter();
		emitter.subscribe( 'checkout_validation', () => ( {
			type: 'error',
			errorMessage: 'Acepta las condiciones del regalo',
			context: 'wc/checkout/contact-information',
			validationErrors: { 'gift-terms': { message: 'Obligatorio', hidden: false } },
		} ) );
		await expect( validateCheckout( registry, emitter ) ).resolves.toEqual( {
			hasError: true,
		} );
		expect( noticesIn( registry, 'wc/checkout/contact-information' )[ 0 ]?.content ).toBe(
			'Acepta las condiciones del regalo'
		);
		expect(
			registry.select( validationStore ).getValidationError( 'gift-terms' )?.message
		).toBe( 'Obligatorio' );
	} );

	it( 'given nothing wrong › answers no error and shows nothing', async () => {
		const registry = loadedRegistry();
		const emitter = createEventEmitter();
		emitter.subscribe( 'checkout_validation', () => true );
		await expect( validateCheckout( registry, emitter ) ).resolves.toEqual( {
			hasError: false,
		} );
		expect( noticesIn( registry, 'wc/checkout' ) ).toEqual( [] );
	} );

	it( 'given useValidateCheckout › gives a function that validates the surrounding stores', async () => {
		const registry = loadedRegistry();
		registry.dispatch( validationStore ).setValidationErrors( {
			postcode: { message: 'Please enter a valid postcode', hidden: true },
		} );
		const { result } = renderWithRegistry( registry, () => useValidateCheckout() );
		await expect( result.current() ).resolves.toEqual( { hasError: true } );
	} );

	it( 'given fields in error on the page › scrollToFirstError focuses the first invalid input', () => {
		render(
			<form>
				<input aria-label="Nombre" />
				<input aria-label="Código postal" aria-invalid="true" />
				<input aria-label="Correo" aria-invalid="true" />
			</form>
		);
		scrollToFirstError( document );
		expect( screen.getByRole( 'textbox', { name: 'Código postal' } ) ).toHaveFocus();
	} );
} );

describe( 'ValidationInputError (connected to wc/store/validation)', () => {
	const renderError = ( props: { propertyName?: string; errorMessage?: string } ) => {
		const registry = createTestRegistry();
		const view = render(
			<RegistryProvider value={ registry }>
				<ValidationInputError elementId="card-number" { ...props } />
			</RegistryProvider>
		);
		return { registry, ...view };
	};

	it( 'given a visible error of its property › shows it in an alert with the id the input points to', () => {
		const { registry } = renderError( { propertyName: 'card-number' } );
		act( () => {
			registry.dispatch( validationStore ).setValidationErrors( {
				'card-number': { message: 'Número de tarjeta no válido', hidden: false },
			} );
		} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'Número de tarjeta no válido' );
		expect( document.getElementById( 'validate-error-card-number' ) ).not.toBeNull();
	} );

	it( 'given a hidden error › shows nothing until it is made visible', () => {
		const { registry } = renderError( { propertyName: 'card-number' } );
		act( () => {
			registry.dispatch( validationStore ).setValidationErrors( {
				'card-number': { message: 'Número de tarjeta no válido', hidden: true },
			} );
		} );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		act( () => {
			registry.dispatch( validationStore ).showValidationError( 'card-number' );
		} );
		expect( screen.getByRole( 'alert' ) ).toBeInTheDocument();
	} );

	it( 'given an errorMessage › shows it whatever the store holds', () => {
		renderError( { propertyName: 'card-number', errorMessage: 'Caducada' } );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'Caducada' );
	} );
} );
