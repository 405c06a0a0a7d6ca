/**
 * The actions block: the return-to-cart link, the place-order button's label
 * (block attribute, payment method, checkout filter) and total, the
 * actions' notices and the summary of several errors.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { checkoutEventsEmitter } from '@cesta/data';
import { registerCheckoutFilters } from '@cesta/registry';
import { installResizeObserver, PRODUCTS } from '@cesta/test-utils';

import { CHECKOUT_PAGE_SETTINGS, fillCart, setupCheckoutShop } from './checkout-shop';
import { findPlaceOrderButton, renderCheckout } from './render-checkout';

setupCheckoutShop();
installResizeObserver();
afterEach( () => registerCheckoutFilters( 'checkout-test-actions', {} ) );

const actions = ( attributes: Record< string, unknown > ) => ( {
	innerBlocks: { 'woocommerce/checkout-actions-block': attributes },
} );

describe( 'the actions block', () => {
	it( 'given WooCommerce’s default › no return-to-cart link and a full-width "Place Order"', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCheckout();
		const button = await findPlaceOrderButton( 'Place Order' );
		expect( screen.queryByRole( 'link', { name: 'Return to Cart' } ) ).toBeNull();
		expect( button ).toHaveClass(
			'wc-block-components-checkout-place-order-button--full-width'
		);
	} );

	it( 'given showReturnToCart › links back to the store’s cart page, or to the page the block names', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		const { unmount } = renderCheckout( actions( { showReturnToCart: true } ) );
		await findPlaceOrderButton();
		expect( screen.getByRole( 'link', { name: 'Return to Cart' } ) ).toHaveAttribute(
			'href',
			'/carrito/'
		);
		unmount();
		window.wcSettings = { ...CHECKOUT_PAGE_SETTINGS, 'page-6': '/otra-cesta/' };
		renderCheckout(
			actions( { showReturnToCart: true, cartPageId: 6, returnToCartButtonLabel: 'Volver' } )
		);
		await findPlaceOrderButton();
		expect( screen.getByRole( 'link', { name: 'Volver' } ) ).toHaveAttribute(
			'href',
			'/otra-cesta/'
		);
	} );

	it( 'given labels › the block’s label, then the placeOrderButtonLabel filter, name the button', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		const { unmount } = renderCheckout( actions( { placeOrderButtonLabel: 'Comprar ya' } ) );
		await findPlaceOrderButton( 'Comprar ya' );
		unmount();
		registerCheckoutFilters( 'checkout-test-actions', {
			placeOrderButtonLabel: ( label: string ) => `${ label } y pagar`,
		} );
		renderCheckout( actions( { placeOrderButtonLabel: 'Comprar ya' } ) );
		expect( await findPlaceOrderButton( 'Comprar ya y pagar' ) ).toBeInTheDocument();
	} );

	it( 'given the with-price style › the button shows the order total after its label', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
		renderCheckout( actions( { className: 'is-style-with-price' } ) );
		const button = await findPlaceOrderButton();
		expect(
			button.querySelector( '.wc-block-components-checkout-place-order-button__price' )
		).toHaveTextContent( /€\d/ );
	} );

	it( 'given two errors when placing the order › they are gathered under "Please fix the following errors before continuing"', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		const offs = [
			checkoutEventsEmitter.subscribe( 'checkout_validation', () => ( {
				type: 'error',
				errorMessage: 'Elige una fecha de entrega.',
			} ) ),
			checkoutEventsEmitter.subscribe( 'checkout_validation', () => ( {
				type: 'error',
				errorMessage: 'El regalo necesita un mensaje.',
			} ) ),
		];
		try {
			renderCheckout();
			await userEvent.click( await findPlaceOrderButton() );
			const summary = await screen.findByText(
				'Please fix the following errors before continuing'
			);
			const region =
				summary.closest< HTMLElement >( '[role="alert"]' ) ?? summary.parentElement!;
			expect(
				within( region ).getByText( 'Elige una fecha de entrega.' )
			).toBeInTheDocument();
			expect(
				within( region ).getByText( 'El regalo necesita un mensaje.' )
			).toBeInTheDocument();
		} finally {
			offs.forEach( ( off ) => off() );
		}
	} );
} );
