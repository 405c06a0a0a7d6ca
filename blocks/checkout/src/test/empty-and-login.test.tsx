/**
 * What the Checkout block shows instead of the form, as WooCommerce's does:
 * an empty cart (no redirect, a link to the shop) and a guest on a shop that
 * allows neither guest checkout nor sign-up (a log-in link back here).
 */
import { screen } from '@testing-library/react';

import { installResizeObserver, PRODUCTS } from '@cesta/test-utils';

import { CHECKOUT_PAGE_SETTINGS, fillCart, setupCheckoutShop } from './checkout-shop';
import { renderCheckout } from './render-checkout';

setupCheckoutShop();
installResizeObserver();

describe( 'the checkout with nothing to check out', () => {
	it( 'given an empty cart › says so with WooCommerce’s explanation and a link to the shop, and shows no form', async () => {
		renderCheckout();
		expect(
			await screen.findByRole(
				'heading',
				{ name: 'Your cart is currently empty!' },
				{ timeout: 4000 }
			)
		).toBeInTheDocument();
		expect(
			screen.getByText( /Checkout is not available whilst your cart is empty/ )
		).toBeInTheDocument();
		expect( screen.getByRole( 'link', { name: 'Browse store' } ) ).toHaveAttribute(
			'href',
			'/tienda/'
		);
		expect( screen.queryByRole( 'form', { name: 'Checkout' } ) ).toBeNull();
		expect( screen.queryByRole( 'button', { name: /Place Order/ } ) ).toBeNull();
	} );

	it( 'given an empty cart and no published shop page › no link', async () => {
		window.wcSettings = {
			...CHECKOUT_PAGE_SETTINGS,
			storePages: {
				...CHECKOUT_PAGE_SETTINGS.storePages,
				shop: { id: 0, title: '', permalink: false },
			},
		};
		renderCheckout();
		await screen.findByRole(
			'heading',
			{ name: 'Your cart is currently empty!' },
			{ timeout: 4000 }
		);
		expect( screen.queryByRole( 'link', { name: 'Browse store' } ) ).toBeNull();
	} );

	it( 'given a guest on a shop without guest checkout or sign-up › asks to log in, with a link that returns here', async () => {
		window.wcSettings = {
			...CHECKOUT_PAGE_SETTINGS,
			checkoutAllowsGuest: false,
			checkoutAllowsSignup: false,
			wpLoginUrl: '/wp-login.php',
		};
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCheckout();
		expect(
			await screen.findByText( 'You must be logged in to checkout.', {}, { timeout: 4000 } )
		).toBeInTheDocument();
		const link = screen.getByRole( 'link', { name: 'Click here to log in.' } );
		expect( link.getAttribute( 'href' ) ).toBe(
			`/wp-login.php?redirect_to=${ encodeURIComponent( window.location.href ) }`
		);
		expect( screen.queryByRole( 'form', { name: 'Checkout' } ) ).toBeNull();
	} );

	it( 'given guest checkout off but sign-up allowed › the form shows (the guest creates an account)', async () => {
		window.wcSettings = {
			...CHECKOUT_PAGE_SETTINGS,
			checkoutAllowsGuest: false,
			checkoutAllowsSignup: true,
		};
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCheckout();
		expect(
			await screen.findByRole( 'form', { name: 'Checkout' }, { timeout: 4000 } )
		).toBeInTheDocument();
		expect( screen.queryByText( 'You must be logged in to checkout.' ) ).toBeNull();
	} );
} );
