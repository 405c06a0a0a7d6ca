/**
 * The proceed-to-checkout button and the accepted payment methods under it.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from '@wordpress/element';

import {
	__experimentalDeRegisterPaymentMethod,
	registerCheckoutFilters,
	registerPaymentMethod,
} from '@cesta/registry';
import { PRODUCTS } from '@cesta/test-utils';

import { eventually, findCartTable, renderCart } from './render-cart';
import { fillCart, setupCartShop } from './shop';

setupCartShop();

afterEach( () => registerCheckoutFilters( 'cart-test-checkout', {} ) );

const checkoutLink = () => screen.getByRole( 'link', { name: /Checkout|pagar/ } );

async function fanCart( settings: Record< string, unknown > = {}, markup?: string ) {
	window.wcSettings = { ...window.wcSettings, ...settings };
	await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
	renderCart( markup ? { markup } : {} );
	await findCartTable();
}

describe( 'proceed to checkout', () => {
	it( 'given the store pages › links to the checkout page with the default label', async () => {
		await fanCart();
		expect( screen.getByRole( 'link', { name: 'Proceed to Checkout' } ) ).toHaveAttribute(
			'href',
			'/checkout/'
		);
		expect( checkoutLink() ).toHaveClass( 'wc-block-cart__submit-button' );
	} );

	it( 'given the block names a checkout page › links to that page', async () => {
		const { renderCartBlockMarkup } = await import( '..' );
		const markup = renderCartBlockMarkup().replace(
			'data-checkout-page-id="0" data-button-label=""',
			'data-checkout-page-id="12" data-button-label="Finalizar compra"'
		);
		await fanCart( { 'page-12': '/pagar/' }, markup );
		expect( screen.getByRole( 'link', { name: 'Finalizar compra' } ) ).toHaveAttribute(
			'href',
			'/pagar/'
		);
	} );

	it( 'given the label and link filters › the button uses them, and they get the cart', async () => {
		const proceedToCheckoutButtonLabel = jest.fn( () => 'Ir a pagar' );
		registerCheckoutFilters( 'cart-test-checkout', {
			proceedToCheckoutButtonLabel,
			proceedToCheckoutButtonLink: ( link: string ) => `${ link }?desde=carrito`,
		} );
		await fanCart();
		expect( screen.getByRole( 'link', { name: 'Ir a pagar' } ) ).toHaveAttribute(
			'href',
			'/checkout/?desde=carrito'
		);
		expect( proceedToCheckoutButtonLabel ).toHaveBeenCalledWith(
			'Proceed to Checkout',
			expect.anything(),
			{ cart: expect.objectContaining( { itemsCount: 1 } ) }
		);
	} );

	it( 'given the button followed › it shows a spinner until the page changes, and not after coming back', async () => {
		await fanCart();
		const link = checkoutLink();
		link.addEventListener( 'click', ( event ) => event.preventDefault() );
		await userEvent.click( link );
		expect( link ).toHaveAttribute( 'aria-busy', 'true' );
		expect( link.querySelector( '.wc-block-components-spinner' ) ).not.toBeNull();
		act( () => {
			window.dispatchEvent( new Event( 'pageshow' ) );
		} );
		expect( link ).not.toHaveAttribute( 'aria-busy' );
	} );

	it( 'given the cart recalculating › the button is disabled and a click goes nowhere', async () => {
		await fanCart();
		const plus = screen.getByRole( 'button', { name: /Increase quantity/ } );
		await userEvent.click( plus );
		const link = checkoutLink();
		expect( link ).toHaveAttribute( 'aria-disabled', 'true' );
		const click = new MouseEvent( 'click', { bubbles: true, cancelable: true } );
		link.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		await eventually( () => expect( link ).not.toHaveAttribute( 'aria-disabled' ) );
	} );
} );

describe( 'accepted payment methods', () => {
	afterEach( () => __experimentalDeRegisterPaymentMethod( 'cesta_test_card' ) );

	it( 'given no method with icons › nothing shows', async () => {
		await fanCart();
		expect( screen.queryByRole( 'group', { name: 'Accepted payment methods' } ) ).toBeNull();
	} );

	it( 'given a method that can pay with card icons › its brands show under the button', async () => {
		registerPaymentMethod( {
			name: 'cesta_test_card',
			label: 'Tarjeta',
			ariaLabel: 'Tarjeta',
			content: createElement( 'p', null, 'Tarjeta' ),
			edit: createElement( 'p', null, 'Tarjeta' ),
			canMakePayment: () => true,
			icons: [ 'visa', 'mastercard', 'visa' ],
		} );
		await fanCart();
		const group = await screen.findByRole(
			'group',
			{ name: 'Accepted payment methods' },
			{ timeout: 3000 }
		);
		// The badges are drawn by a chunk that downloads when icons first show.
		const icons = await within( group ).findAllByRole( 'img' );
		expect( icons.map( ( icon ) => icon.getAttribute( 'aria-label' ) ) ).toEqual( [
			'Visa',
			'Mastercard',
		] );
	} );

	it( 'given a method that cannot pay for this cart › its icons do not show', async () => {
		registerPaymentMethod( {
			name: 'cesta_test_card',
			label: 'Tarjeta',
			ariaLabel: 'Tarjeta',
			content: createElement( 'p', null, 'Tarjeta' ),
			edit: createElement( 'p', null, 'Tarjeta' ),
			canMakePayment: () => false,
			icons: [ 'visa' ],
		} );
		await fanCart();
		await act( () => new Promise( ( resolve ) => setTimeout( resolve, 300 ) ) );
		expect( screen.queryByRole( 'group', { name: 'Accepted payment methods' } ) ).toBeNull();
	} );
} );
