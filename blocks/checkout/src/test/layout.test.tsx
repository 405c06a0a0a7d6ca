/** The Checkout block from its server markup: the two columns, the steps it owns and the order summary. */

import { screen, within } from '@testing-library/react';

import { installResizeObserver, PRODUCTS } from '@cesta/test-utils';

import { CHECKOUT_BLOCK_NAMES as NAMES } from '../block-names';
import { fillCart, setupCheckoutShop } from './checkout-shop';
import { findPlaceOrderButton, renderCheckout } from './render-checkout';

setupCheckoutShop();
installResizeObserver();

const block = ( container: HTMLElement, name: string ) =>
	container.querySelector( `.wp-block-${ name.replace( '/', '-' ) }` );

describe( 'the Checkout block from WooCommerce’s default markup', () => {
	it( 'given a filled cart › shows the fields column and the totals column', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ], { address: true } );
		const { container } = renderCheckout();
		await findPlaceOrderButton();
		const layout = container.querySelector(
			'.wc-block-components-sidebar-layout.wc-block-checkout'
		);
		expect( layout ).not.toBeNull();
		const main = container.querySelector( '.wc-block-checkout__main' )!;
		const sidebar = container.querySelector< HTMLElement >( '.wc-block-checkout__sidebar' )!;
		expect( main ).toHaveClass(
			'wc-block-components-main',
			'wp-block-woocommerce-checkout-fields-block'
		);
		expect( sidebar ).toHaveClass(
			'wc-block-components-sidebar',
			'wp-block-woocommerce-checkout-totals-block'
		);
		expect( screen.getByRole( 'form', { name: 'Checkout' } ) ).toBe(
			main.querySelector< HTMLElement >( '.wc-block-checkout__form' )
		);
		expect(
			within( sidebar ).getByRole( 'heading', { level: 2, name: 'Order summary' } )
		).toBeVisible();
	} );

	it( 'given a filled cart › the steps it owns render in the markup’s order: payment, order note, terms, actions', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		const { container } = renderCheckout();
		await findPlaceOrderButton();
		const form = screen.getByRole( 'form', { name: 'Checkout' } );
		const order = [
			form.querySelector( '#payment-method' ),
			form.querySelector( '#order-notes' ),
			form.querySelector( '.wc-block-checkout__terms' ),
			form.querySelector( '.wc-block-checkout__actions' ),
		];
		order.forEach( ( element ) => expect( element ).not.toBeNull() );
		for ( let index = 1; index < order.length; index++ ) {
			expect(
				order[ index - 1 ]!.compareDocumentPosition( order[ index ]! ) &
					Node.DOCUMENT_POSITION_FOLLOWING
			).toBeTruthy();
		}
		expect( form.querySelector( '#payment-method' ) ).toHaveAccessibleName( 'Payment options' );
		expect( block( container, NAMES.CHECKOUT_EXPRESS_PAYMENT ) ).toHaveClass(
			'wc-block-checkout__payment-options'
		);
	} );

	it( 'given a block with no component yet › its server markup stays as printed', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		const markup = `<div data-block-name="woocommerce/checkout" class="wp-block-woocommerce-checkout is-loading"><div data-block-name="woocommerce/checkout-fields-block" class="wp-block-woocommerce-checkout-fields-block"><div data-block-name="acme/unknown-step" class="wp-block-acme-unknown-step"><p>Paso del servidor</p></div><div data-block-name="woocommerce/checkout-actions-block" class="wp-block-woocommerce-checkout-actions-block"></div></div></div>`;
		renderCheckout( { markup } );
		await findPlaceOrderButton();
		expect(
			screen.getByText( 'Paso del servidor' ).closest( '.wp-block-acme-unknown-step' )
		).not.toBeNull();
	} );

	it( 'given showFormStepNumbers › the form numbers its steps', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCheckout( { attributes: { showFormStepNumbers: true } } );
		await findPlaceOrderButton();
		const form = screen.getByRole( 'form', { name: 'Checkout' } );
		expect( form ).toHaveClass( 'wc-block-checkout__form--with-step-numbers' );
		expect( form.querySelector( '#payment-method' ) ).toHaveClass(
			'wc-block-components-checkout-step--with-step-number'
		);
		expect( form.querySelector( '#order-notes' ) ).not.toHaveClass(
			'wc-block-components-checkout-step--with-step-number'
		);
	} );

	it( 'given dark controls › the layout says so', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		const { container } = renderCheckout( { attributes: { hasDarkControls: true } } );
		await findPlaceOrderButton();
		expect( container.querySelector( '.wc-block-components-sidebar-layout' ) ).toHaveClass(
			'has-dark-controls'
		);
	} );
} );
