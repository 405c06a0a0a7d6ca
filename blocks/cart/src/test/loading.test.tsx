/**
 * Loading the cart (spec 2 §4 skeletons, §8 load failures): the skeleton
 * appears only when the cart is slow, then stays at least 2 s unless the
 * shopper prefers reduced motion; a failed load says why at the top.
 */
import { screen } from '@testing-library/react';

import { clearCachedCart } from '@cesta/api';
import {
	advance,
	advanceUntil,
	installFakeTimers,
	installMatchMediaStub,
	PRODUCTS,
	setReducedMotion,
	startCartSession,
} from '@cesta/test-utils';

import { CART_SKELETON_SHOW_DELAY_MS } from '..';
import { renderCart } from './render-cart';
import { fillCart, setupCartShop } from './shop';

const shop = setupCartShop();
installMatchMediaStub();

afterEach( () => jest.useRealTimers() );

const skeleton = () => document.querySelector( '.wc-block-cart__skeleton' );
const table = () => screen.queryByRole( 'table', { name: 'Products in cart' } );

describe( 'loading the cart', () => {
	it( 'given a cart that answers at once › no skeleton ever shows', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		installFakeTimers();
		renderCart();
		let sawSkeleton = false;
		await advanceUntil( () => {
			sawSkeleton ||= skeleton() !== null;
			return table() !== null;
		} );
		expect( sawSkeleton ).toBe( false );
	} );

	it( 'given a slow cart › the skeleton shows after the delay and stays 2 s, then the cart', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		// No cached copy: the block must ask the server, which takes 500 ms.
		clearCachedCart();
		shop.faults( { latencyMs: 500, only: 'GET /cart' } );
		installFakeTimers();
		const { container } = renderCart();
		await advance( CART_SKELETON_SHOW_DELAY_MS - 10 );
		expect( skeleton() ).toBeNull();
		expect( container.querySelector( '.wc-block-cart__container' ) ).toHaveAttribute(
			'aria-busy',
			'true'
		);
		await advance( 20 );
		expect( skeleton() ).not.toBeNull();
		expect( screen.getByText( 'Loading your cart…' ) ).toBeInTheDocument();
		// The cart arrives at 500 ms; the skeleton was shown at 100 ms and stays until 2.1 s.
		await advance( 1900 );
		expect( skeleton() ).not.toBeNull();
		expect( table() ).toBeNull();
		await advanceUntil( () => table() !== null, 500 );
		expect( skeleton() ).toBeNull();
	} );

	it( 'given a slow cart and reduced motion › the skeleton goes as soon as the cart is there', async () => {
		setReducedMotion( true );
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		// No cached copy: the block must ask the server, which takes 500 ms.
		clearCachedCart();
		shop.faults( { latencyMs: 500, only: 'GET /cart' } );
		installFakeTimers();
		renderCart();
		await advance( 200 );
		expect( skeleton() ).not.toBeNull();
		await advanceUntil( () => table() !== null, 600 );
		expect( skeleton() ).toBeNull();
	} );

	it( 'given the cart cannot be loaded › the error shows at the top and no cart, empty or filled, is shown', async () => {
		// A shopper with a cart session: without one the block asks nothing (spec 2 §6).
		await startCartSession();
		shop.faults( { invalidJson: true, only: 'GET /cart' } );
		renderCart();
		const alert = await screen.findByRole( 'alert', {}, { timeout: 3000 } );
		expect( alert ).toHaveTextContent(
			'Something went wrong. Please contact us to get assistance.'
		);
		expect( alert.closest( '[data-context="wc/cart"]' ) ).not.toBeNull();
		expect( table() ).toBeNull();
		expect( screen.queryByText( 'Your cart is currently empty!' ) ).toBeNull();
	} );

	it( 'given the server answers the load with an error › its message shows at the top', async () => {
		await startCartSession();
		shop.faults( { status: 500, only: 'GET /cart' } );
		renderCart();
		expect(
			await screen.findByText(
				'Respuesta HTTP 500 simulada por el servidor de pruebas.',
				{},
				{ timeout: 3000 }
			)
		).toBeInTheDocument();
		expect( table() ).toBeNull();
	} );
} );
