/**
 * jest-axe in every state of the Cart block: loading, filled, coupon panel
 * open, coupon error, shipping calculator open, pending removal, empty,
 * load error.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { clearCachedCart } from '@cesta/api';
import { advance, axe, installFakeTimers, PRODUCTS, startCartSession } from '@cesta/test-utils';

import { eventually, findCartTable, renderCart, rowOf } from './render-cart';
import { fillCart, setupCartShop } from './shop';

const shop = setupCartShop();

afterEach( () => jest.useRealTimers() );

async function filledCart() {
	await fillCart(
		[
			[ PRODUCTS.FAN, 2 ],
			[ PRODUCTS.COFFEE_MACHINE, 1 ],
		],
		{ address: true }
	);
	const rendered = renderCart();
	await findCartTable();
	return rendered;
}

describe( 'accessibility (axe)', () => {
	it( 'given the cart loading › no violations', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		clearCachedCart();
		shop.faults( { latencyMs: 1000, only: 'GET /cart' } );
		installFakeTimers();
		const { container } = renderCart();
		await advance( 300 );
		expect( container.querySelector( '.wc-block-cart__skeleton' ) ).not.toBeNull();
		jest.useRealTimers();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given the filled cart with cross-sells and rates › no violations', async () => {
		const { container } = await filledCart();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given the coupon panel open › no violations', async () => {
		const { container } = await filledCart();
		await userEvent.click( screen.getByRole( 'button', { name: 'Add coupons' } ) );
		expect( screen.getByRole( 'textbox', { name: 'Enter code' } ) ).toBeVisible();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a coupon error under the field › no violations', async () => {
		const { container } = await filledCart();
		await userEvent.click( screen.getByRole( 'button', { name: 'Add coupons' } ) );
		await userEvent.type( screen.getByRole( 'textbox', { name: 'Enter code' } ), 'CADUCADO' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		await screen.findByText( 'Este cupón ha caducado.', {}, { timeout: 3000 } );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given the shipping calculator open › no violations', async () => {
		const { container } = await filledCart();
		await userEvent.click( screen.getByRole( 'button', { name: 'Change address' } ) );
		expect( screen.getByRole( 'form', { name: 'Shipping address' } ) ).toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given a removal pending and a success snackbar › no violations', async () => {
		const { container } = await filledCart();
		shop.faults( { latencyMs: 800, only: '/batch' } );
		await userEvent.click(
			within( rowOf( 'Ventilador de pie' ) ).getByRole( 'button', {
				name: /Remove item: .*/,
			} )
		);
		expect( rowOf( 'Ventilador de pie' ) ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( await axe( container ) ).toHaveNoViolations();
		await eventually( () =>
			expect(
				screen.getByText( 'Ventilador de pie has been removed from your cart.' )
			).toBeInTheDocument()
		);
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given the empty cart › no violations', async () => {
		const { container } = renderCart();
		await screen.findByRole(
			'heading',
			{ name: 'Your cart is currently empty!' },
			{ timeout: 3000 }
		);
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given the cart failed to load › no violations', async () => {
		// A shopper with a cart session: without one the block asks nothing (spec 2 §6).
		await startCartSession();
		shop.faults( { status: 500, only: 'GET /cart' } );
		const { container } = renderCart();
		await screen.findByRole( 'alert', {}, { timeout: 3000 } );
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
