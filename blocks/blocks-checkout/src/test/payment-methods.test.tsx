/** Tests of PaymentMethods: loading, the radio group, choosing, labels, the editor, none available, notices. */

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createReduxStore } from '@wordpress/data';
import { createElement } from '@wordpress/element';
import { addAction, removeAction } from '@wordpress/hooks';
import { cartStore, paymentStore } from '@cesta/data';
import {
	axe,
	cartWithGateways,
	createTestRegistry,
	renderInStores,
	setupMockShop,
} from '@cesta/test-utils';

import { PaymentMethods } from '..';
import type { RegularPaymentMethodProps } from '..';
import {
	deregisterAllMethods,
	receiveCart,
	registerExpressMethods,
	registerMethods,
	resetSettings,
	testExpressMethod,
	testMethod,
} from './helpers';

setupMockShop();
afterEach( () => {
	deregisterAllMethods();
	resetSettings();
} );

const renderArea = ( props = {} ) => {
	const registry = createTestRegistry();
	receiveCart( registry );
	const view = renderInStores( registry, <PaymentMethods { ...props } /> );
	return { registry, ...view };
};

describe( 'PaymentMethods', () => {
	it( 'given the check has not run › announces that the payment methods are loading', () => {
		registerMethods( testMethod( 'bacs' ) );
		const registry = createTestRegistry();
		renderInStores( registry, <PaymentMethods /> );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading payment methods…' );
	} );

	it( 'given two available methods › lists them as a radio group, the first chosen and its content shown', async () => {
		registerMethods(
			testMethod( 'bacs', { label: 'Transferencia bancaria' } ),
			testMethod( 'cod', { label: 'Contra reembolso' } )
		);
		const { container } = renderArea();
		const group = await screen.findByRole( 'group', { name: 'Payment options' } );
		const radios = within( group ).getAllByRole( 'radio' );
		expect( radios.map( ( radio ) => radio.getAttribute( 'value' ) ) ).toEqual( [
			'bacs',
			'cod',
		] );
		expect( screen.getByRole( 'radio', { name: 'Transferencia bancaria' } ) ).toBeChecked();
		expect( screen.getByText( 'Contenido de bacs' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Contenido de cod' ) ).not.toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given the shop’s sort order › lists the methods in that order', async () => {
		window.wcSettings = { paymentMethodSortOrder: [ 'cod', 'cheque', 'bacs' ] };
		registerMethods( testMethod( 'bacs' ), testMethod( 'cheque' ), testMethod( 'cod' ) );
		renderArea();
		const group = await screen.findByRole( 'group', { name: 'Payment options' } );
		expect(
			within( group )
				.getAllByRole( 'radio' )
				.map( ( radio ) => radio.getAttribute( 'value' ) )
		).toEqual( [ 'cod', 'cheque', 'bacs' ] );
	} );

	it( 'given a shopper choosing another method › makes it active, shows its content and fires set-active-payment-method', async () => {
		const hook = jest.fn();
		addAction(
			'experimental__woocommerce_blocks-checkout-set-active-payment-method',
			'test/payment-methods',
			hook
		);
		registerMethods( testMethod( 'bacs' ), testMethod( 'cod' ) );
		const { registry } = renderArea();
		await userEvent.click( await screen.findByRole( 'radio', { name: 'cod' } ) );
		expect( registry.select( paymentStore ).getActivePaymentMethod() ).toBe( 'cod' );
		expect( screen.getByText( 'Contenido de cod' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Contenido de bacs' ) ).not.toBeInTheDocument();
		expect( hook ).toHaveBeenLastCalledWith(
			expect.objectContaining( { paymentMethodSlug: 'cod' } )
		);
		removeAction(
			'experimental__woocommerce_blocks-checkout-set-active-payment-method',
			'test/payment-methods'
		);
	} );

	it( 'given a payment error notice › choosing another method removes it', async () => {
		registerMethods( testMethod( 'bacs' ), testMethod( 'cod' ) );
		const { registry } = renderArea();
		await screen.findByRole( 'group', { name: 'Payment options' } );
		act( () => {
			registry.dispatch( 'core/notices' ).createErrorNotice( 'Tarjeta rechazada', {
				id: 'wc-payment-error',
				context: 'wc/checkout/payments',
				isDismissible: false,
			} );
		} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'Tarjeta rechazada' );
		await userEvent.click( screen.getByRole( 'radio', { name: 'cod' } ) );
		expect( screen.queryByText( 'Tarjeta rechazada' ) ).not.toBeInTheDocument();
	} );

	it( 'given a label element › clones it with the components, so it can use PaymentMethodLabel', async () => {
		const Label = ( {
			components,
		}: {
			components?: RegularPaymentMethodProps[ 'components' ];
		} ) =>
			components
				? createElement( components.PaymentMethodLabel, {
						text: 'Cheque',
						icon: 'checkPayment',
					} )
				: null;
		registerMethods(
			testMethod( 'cheque', { label: createElement( Label ) } ),
			testMethod( 'bacs' )
		);
		renderArea();
		expect( await screen.findByRole( 'radio', { name: 'Cheque' } ) ).toBeInTheDocument();
	} );

	it( 'given a method without label › names its radio button with the ariaLabel', async () => {
		registerMethods(
			testMethod( 'cheque', { label: null, ariaLabel: 'Pago con cheque' } ),
			testMethod( 'bacs' )
		);
		renderArea();
		expect(
			await screen.findByRole( 'radio', { name: 'Pago con cheque' } )
		).toBeInTheDocument();
	} );

	it( 'given the chosen method › its content receives the full interface and __internalSetActivePaymentMethod', async () => {
		const received: RegularPaymentMethodProps[] = [];
		const Content = ( props: RegularPaymentMethodProps ) => {
			received.push( props );
			return createElement( 'p', null, props.billing.cartTotal.label );
		};
		registerMethods(
			testMethod( 'bacs', { content: createElement( Content ) } ),
			testMethod( 'cod' )
		);
		renderArea();
		await screen.findByText( 'Total' );
		const props = received.at( -1 )!;
		expect( props.activePaymentMethod ).toBe( 'bacs' );
		expect( props.billing.cartTotal ).toEqual( { label: 'Total', value: 7857 } );
		expect( props.cartData.cartItems ).toHaveLength( 2 );
		expect( Object.keys( props.components ).sort() ).toEqual( [
			'LoadingMask',
			'PaymentMethodIcons',
			'PaymentMethodLabel',
			'ValidationInputError',
		] );
		expect( typeof props.eventRegistration.onPaymentSetup ).toBe( 'function' );
		expect( typeof props.onSubmit ).toBe( 'function' );
		expect( typeof props.validate ).toBe( 'function' );
		expect( props.emitResponse.responseTypes.SUCCESS ).toBe( 'success' );
		expect( props.shippingData.needsShipping ).toBe( true );
		expect( props.shippingStatus.shippingErrorStatus.isValid ).toBe( true );
		expect( typeof props.__internalSetActivePaymentMethod ).toBe( 'function' );
	} );

	it( 'given the last request refused the shipping country › the content’s shippingStatus says the address is invalid, as WooCommerce’s', async () => {
		const received: RegularPaymentMethodProps[] = [];
		const Content = ( props: RegularPaymentMethodProps ) => {
			received.push( props );
			return createElement( 'p', null, 'Contenido' );
		};
		registerMethods( testMethod( 'bacs', { content: createElement( Content ) } ) );
		const { registry } = renderArea();
		await screen.findByText( 'Contenido' );
		act( () => {
			registry.dispatch( cartStore ).receiveError( {
				code: 'woocommerce_rest_cart_shipping_rates_invalid_country',
				message: 'Invalid country code provided.',
				data: { status: 400 },
			} );
		} );
		expect( received.at( -1 )!.shippingStatus.shippingErrorStatus ).toEqual( {
			isPristine: false,
			isValid: false,
			hasInvalidAddress: true,
			hasError: true,
		} );
	} );

	it( 'given a single method › shows its label and content without a radio button', async () => {
		registerMethods( testMethod( 'bacs', { label: 'Transferencia bancaria' } ) );
		renderArea();
		expect( await screen.findByText( 'Contenido de bacs' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Transferencia bancaria' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'radio' ) ).not.toBeInTheDocument();
	} );

	it( 'given the editor › renders each method’s edit element', async () => {
		registerMethods( testMethod( 'bacs' ) );
		renderArea( { isEditor: true } );
		expect( await screen.findByText( 'Vista previa de bacs' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Contenido de bacs' ) ).not.toBeInTheDocument();
	} );

	it( 'given the editor’s stores (core/editor registered) › renders each method’s edit element by itself', async () => {
		registerMethods( testMethod( 'bacs' ) );
		const registry = createTestRegistry();
		registry.register(
			createReduxStore( 'core/editor', { reducer: ( state = {} ) => state, selectors: {} } )
		);
		receiveCart( registry );
		renderInStores( registry, <PaymentMethods /> );
		expect( await screen.findByText( 'Vista previa de bacs' ) ).toBeInTheDocument();
	} );

	it( 'given no method can pay › says so with the spec’s words', async () => {
		const { container } = renderArea();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'There are no payment methods available. Please contact us for help placing your order.'
		);
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a gateway the server does not list › its method is not offered', async () => {
		registerMethods( testMethod( 'stripe' ) );
		const registry = createTestRegistry();
		receiveCart( registry, cartWithGateways( [ 'bacs' ] ) );
		renderInStores( registry, <PaymentMethods /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'There are no payment methods available.'
		);
	} );

	it( 'given a custom message for no methods › shows it instead', async () => {
		renderArea( { noPaymentMethods: <p>Llámanos al 900 000 000</p> } );
		expect( await screen.findByText( 'Llámanos al 900 000 000' ) ).toBeInTheDocument();
	} );

	it( 'given only express methods are available › asks to choose one of them', async () => {
		registerExpressMethods( testExpressMethod( 'wallet_pay' ) );
		const { container } = renderArea();
		expect(
			await screen.findByText(
				'Only express payment methods are available for this order. Please select one to continue.'
			)
		).toBeInTheDocument();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Only express payment methods' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given notices in the payments context › shows them above the methods', async () => {
		registerMethods( testMethod( 'bacs' ) );
		const { registry } = renderArea();
		await screen.findByText( 'Contenido de bacs' );
		act( () => {
			registry
				.dispatch( 'core/notices' )
				.createErrorNotice( 'El pago ha fallado', { context: 'wc/checkout/payments' } );
		} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'El pago ha fallado' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Dismiss this notice' } ) );
		expect( screen.queryByText( 'El pago ha fallado' ) ).not.toBeInTheDocument();
	} );
} );
