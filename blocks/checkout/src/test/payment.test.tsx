/**
 * The payment step: the methods as a radio group, a payment method whose
 * setup fails (the shopper sees `wc-payment-error`, fixes it and places the
 * order without retyping anything), a card the shop declines, and the
 * spec's messages when no method can pay. (`emitResponse.responseTypes.FAIL`
 * is `'failure'`, as in WooCommerce.)
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { checkoutStore, paymentStore } from '@cesta/data';
import {
	__experimentalDeRegisterExpressPaymentMethod,
	__experimentalDeRegisterPaymentMethod,
	registerExpressPaymentMethod,
	registerPaymentMethod,
} from '@cesta/registry';
import { installResizeObserver, noticesIn, PRODUCTS, recordRequests } from '@cesta/test-utils';

import { OFFLINE_METHODS, fillCart, setupCheckoutShop } from './checkout-shop';
import { registerTestCardMethod, testCardMethod } from './test-card-method';
import { eventually, findPlaceOrderButton, renderCheckout } from './render-checkout';

const shop = setupCheckoutShop();
installResizeObserver();

const CARD_MISSING = 'Faltan los datos de la tarjeta de prueba.';
registerTestCardMethod( { missingMessage: CARD_MISSING } );

const paymentStep = () => document.getElementById( 'payment-method' )!;
const placedOrders = () =>
	shop.engine.deps.orders.all().filter( ( order ) => order.status !== 'checkout-draft' );

describe( 'the payment step', () => {
	it( 'given the offline methods and a card › offers each as a radio named by its label, the first chosen', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		renderCheckout();
		await findPlaceOrderButton();
		const step = within( paymentStep() );
		await eventually( () =>
			expect( step.getByRole( 'radio', { name: OFFLINE_METHODS.bacs } ) ).toBeChecked()
		);
		expect( step.getByRole( 'radio', { name: OFFLINE_METHODS.cheque } ) ).not.toBeChecked();
		expect( step.getByRole( 'radio', { name: 'Tarjeta de prueba' } ) ).toBeInTheDocument();
		expect( step.getByText( `${ OFFLINE_METHODS.bacs }: instrucciones` ) ).toBeVisible();
	} );

	it( 'given a card whose setup fails › wc-payment-error shows, nothing is sent; the shopper fixes the card and the order is placed without retyping the address', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		const { registry, redirect } = renderCheckout();
		const button = await findPlaceOrderButton();
		await userEvent.click(
			await within( paymentStep() ).findByRole( 'radio', { name: 'Tarjeta de prueba' } )
		);
		const calls = recordRequests( shop );
		await userEvent.click( button );
		const notice = await within( paymentStep() ).findByText(
			'Faltan los datos de la tarjeta de prueba.'
		);
		expect( notice ).toBeVisible();
		expect( noticesIn( registry, 'wc/checkout/payments' ) ).toEqual( [
			expect.objectContaining( { id: 'wc-payment-error', isDismissible: false } ),
		] );
		await calls.settled();
		expect( calls.routes() ).not.toContain( 'POST /checkout' );
		expect( placedOrders() ).toHaveLength( 0 );
		expect( registry.select( checkoutStore ).hasError() ).toBe( true );
		await userEvent.type(
			within( paymentStep() ).getByRole( 'textbox', { name: 'Token de la tarjeta' } ),
			'tok_visa'
		);
		await userEvent.click( button );
		await eventually( () => expect( redirect ).toHaveBeenCalledTimes( 1 ) );
		expect( placedOrders() ).toEqual( [
			expect.objectContaining( { paymentMethod: 'cesta_test_card' } ),
		] );
		expect( registry.select( paymentStore ).getActivePaymentMethod() ).toBe(
			'cesta_test_card'
		);
	} );

	it( 'given a card the shop declines › its message shows and a second card places the order', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		const { redirect, registry } = renderCheckout();
		const button = await findPlaceOrderButton();
		await userEvent.click(
			await within( paymentStep() ).findByRole( 'radio', { name: 'Tarjeta de prueba' } )
		);
		const token = within( paymentStep() ).getByRole( 'textbox', {
			name: 'Token de la tarjeta',
		} );
		await userEvent.type( token, 'tok_chargeDeclined' );
		await userEvent.click( button );
		await eventually( () =>
			expect( registry.select( checkoutStore ).hasError() ).toBe( true )
		);
		expect( await screen.findAllByRole( 'alert' ) ).not.toHaveLength( 0 );
		expect( redirect ).not.toHaveBeenCalled();
		await userEvent.clear( token );
		await userEvent.type( token, 'tok_visa' );
		await userEvent.click( button );
		await eventually( () => expect( redirect ).toHaveBeenCalledTimes( 1 ) );
	} );

	it( 'given no method that can pay › "There are no payment methods available…"', async () => {
		window.wcSettings = { ...window.wcSettings, paymentMethodSortOrder: [] };
		const names = [ ...Object.keys( OFFLINE_METHODS ), 'cesta_test_card' ];
		names.forEach( ( name ) => __experimentalDeRegisterPaymentMethod( name ) );
		try {
			await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
			renderCheckout();
			await findPlaceOrderButton();
			expect(
				await within( paymentStep() ).findByText(
					'There are no payment methods available. Please contact us for help placing your order.'
				)
			).toBeInTheDocument();
		} finally {
			Object.entries( OFFLINE_METHODS ).forEach( ( [ name, title ] ) =>
				registerPaymentMethod( {
					name,
					label: title,
					ariaLabel: title,
					content: <p>{ `${ title }: instrucciones` }</p>,
					edit: <p>{ title }</p>,
					canMakePayment: () => true,
				} )
			);
			registerPaymentMethod( testCardMethod( { missingMessage: CARD_MISSING } ) );
		}
	} );

	it( 'given only an express method › "Only express payment methods are available…", under the express area titled "Express Checkout"', async () => {
		const names = [ ...Object.keys( OFFLINE_METHODS ), 'cesta_test_card' ];
		names.forEach( ( name ) => __experimentalDeRegisterPaymentMethod( name ) );
		registerExpressPaymentMethod( {
			name: 'cartera_rapida',
			title: 'Cartera rápida',
			description: 'Paga con tu cartera',
			content: <button type="button">Pagar con Cartera rápida</button>,
			edit: <button type="button">Pagar con Cartera rápida</button>,
			canMakePayment: () => true,
			paymentMethodId: 'cartera_rapida',
		} );
		try {
			await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
			renderCheckout();
			await findPlaceOrderButton();
			expect(
				await within( paymentStep() ).findByText(
					'Only express payment methods are available for this order. Please select one to continue.',
					{},
					{ timeout: 4000 }
				)
			).toBeInTheDocument();
			expect( await screen.findByText( 'Express Checkout' ) ).toBeInTheDocument();
			expect( screen.getByText( 'Or continue below' ) ).toBeInTheDocument();
		} finally {
			__experimentalDeRegisterExpressPaymentMethod( 'cartera_rapida' );
		}
	} );
} );
