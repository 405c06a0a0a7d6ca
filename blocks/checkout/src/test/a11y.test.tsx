/**
 * jest-axe in the Checkout block's states: the form ready to fill, the order
 * being processed, a payment that failed, the terms checkbox in error, an
 * empty cart.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from '@wordpress/element';

import { __experimentalDeRegisterPaymentMethod, registerPaymentMethod } from '@cesta/registry';
import { axe, installResizeObserver, PRODUCTS } from '@cesta/test-utils';

import { fillCart, setupCheckoutShop } from './checkout-shop';
import { eventually, findPlaceOrderButton, renderCheckout } from './render-checkout';

const shop = setupCheckoutShop();
installResizeObserver();

interface DecliningProps {
	eventRegistration: { onPaymentSetup: ( observer: () => unknown ) => () => void };
	emitResponse: { responseTypes: { FAIL: string } };
}

/** A payment method whose setup always fails. */
function DecliningCard( { eventRegistration, emitResponse }: DecliningProps ) {
	useEffect(
		() =>
			eventRegistration.onPaymentSetup( () => ( {
				type: emitResponse.responseTypes.FAIL,
				message: 'La tarjeta de prueba ha sido rechazada.',
			} ) ),
		[ eventRegistration, emitResponse ]
	);
	return <p>Tarjeta que siempre se rechaza</p>;
}

beforeAll( () =>
	registerPaymentMethod( {
		name: 'cesta_test_card',
		label: 'Tarjeta de prueba',
		ariaLabel: 'Tarjeta de prueba',
		content: <DecliningCard { ...( {} as DecliningProps ) } />,
		edit: <DecliningCard { ...( {} as DecliningProps ) } />,
		canMakePayment: () => true,
	} )
);
afterAll( () => __experimentalDeRegisterPaymentMethod( 'cesta_test_card' ) );

describe( 'accessibility (axe)', () => {
	it( 'given the form ready to fill (an empty address) › no violations', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		const { container } = renderCheckout();
		await findPlaceOrderButton();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given the order being processed › no violations', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		const { container } = renderCheckout();
		const button = await findPlaceOrderButton();
		shop.faults( { latencyMs: 3000, only: 'POST /checkout' } );
		await userEvent.click( button );
		await eventually( () => expect( button ).toHaveAttribute( 'aria-busy', 'true' ) );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a payment that failed › no violations', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		const { container } = renderCheckout();
		const button = await findPlaceOrderButton();
		const step = document.getElementById( 'payment-method' )!;
		await userEvent.click(
			await within( step ).findByRole( 'radio', { name: 'Tarjeta de prueba' } )
		);
		await userEvent.click( button );
		await within( step ).findByText( 'La tarjeta de prueba ha sido rechazada.' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given the terms checkbox in error › no violations', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		const { container } = renderCheckout( {
			innerBlocks: { 'woocommerce/checkout-terms-block': { checkbox: true } },
		} );
		await userEvent.click( await findPlaceOrderButton() );
		await screen.findByText( 'Please read and accept the terms and conditions.' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given an empty cart › no violations', async () => {
		const { container } = renderCheckout();
		await screen.findByRole(
			'heading',
			{ name: 'Your cart is currently empty!' },
			{ timeout: 4000 }
		);
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
