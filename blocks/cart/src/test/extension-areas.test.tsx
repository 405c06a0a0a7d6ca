/**
 * The areas `@cesta/blocks-checkout` gives the cart: the express payment
 * buttons with the separator "Or" (spec 2 §2), and the slot fills extensions
 * register through `wp.plugins` (scope `woocommerce-checkout`).
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import { createElement } from '@wordpress/element';

import {
	ExperimentalDiscountsMeta,
	ExperimentalOrderMeta,
	registerPlugin,
	unregisterPlugin,
} from '@cesta/blocks-checkout';
import {
	__experimentalDeRegisterExpressPaymentMethod,
	registerExpressPaymentMethod,
} from '@cesta/registry';
import { PRODUCTS } from '@cesta/test-utils';

import { findCartTable, renderCart } from './render-cart';
import { fillCart, setupCartShop } from './shop';

setupCartShop();

const WalletButton = ( { onClick }: { onClick?: () => void } ) =>
	createElement( 'button', { type: 'button', onClick }, 'Pagar con Monedero' );

describe( 'the express payment area', () => {
	afterEach( () => {
		// Unmount first: the area follows registrations, even removals.
		cleanup();
		__experimentalDeRegisterExpressPaymentMethod( 'monedero' );
	} );

	it( 'given an express method that can pay › its button shows above the separator "Or"', async () => {
		registerExpressPaymentMethod( {
			name: 'monedero',
			content: createElement( WalletButton ),
			edit: createElement( WalletButton ),
			canMakePayment: () => true,
		} );
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		const { container } = renderCart();
		await findCartTable();
		expect(
			await screen.findByRole( 'button', { name: 'Pagar con Monedero' }, { timeout: 3000 } )
		).toBeInTheDocument();
		const area = container.querySelector( '.wc-block-cart__payment-options' ) as HTMLElement;
		expect( within( area ).getByText( 'Or' ) ).toBeInTheDocument();
		expect( within( area ).queryByText( 'Express Checkout' ) ).toBeNull();
	} );

	it( 'given an express method registered after the cart has rendered › its button shows then', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		const { container } = renderCart();
		await findCartTable();
		const area = container.querySelector( '.wc-block-cart__payment-options' ) as HTMLElement;
		expect( area ).toBeEmptyDOMElement();

		act( () =>
			registerExpressPaymentMethod( {
				name: 'monedero',
				content: createElement( WalletButton ),
				edit: createElement( WalletButton ),
				canMakePayment: () => true,
			} )
		);

		expect(
			await within( area ).findByRole(
				'button',
				{ name: 'Pagar con Monedero' },
				{ timeout: 3000 }
			)
		).toBeInTheDocument();
	} );

	it( 'given no express method › the area shows nothing', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		const { container } = renderCart();
		await findCartTable();
		expect( container.querySelector( '.wc-block-cart__payment-options' )?.textContent ).toBe(
			''
		);
	} );
} );

describe( 'slot fills', () => {
	afterEach( () => {
		unregisterPlugin( 'cart-test-order-meta' );
		unregisterPlugin( 'cart-test-discounts-meta' );
	} );

	it( 'given an ExperimentalOrderMeta fill › it shows under the total with the cart and the cart context', async () => {
		const Note = jest.fn( ( { cart }: { cart?: { cartItemsCount: number } } ) =>
			createElement( 'p', null, `Regalo para ${ cart?.cartItemsCount } artículos` )
		);
		registerPlugin( 'cart-test-order-meta', {
			render: () => createElement( ExperimentalOrderMeta, null, createElement( Note ) ),
			scope: 'woocommerce-checkout',
		} );
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
		renderCart();
		await findCartTable();
		const note = await screen.findByText( 'Regalo para 2 artículos' );
		expect( note.closest( '.wc-block-components-order-meta' ) ).not.toBeNull();
		expect( Note ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				context: 'woocommerce/cart',
				extensions: expect.any( Object ),
			} ),
			expect.anything()
		);
	} );

	it( 'given an ExperimentalDiscountsMeta fill › it shows in the order summary', async () => {
		registerPlugin( 'cart-test-discounts-meta', {
			render: () =>
				createElement(
					ExperimentalDiscountsMeta,
					null,
					createElement( 'p', null, 'Socios: 5 % más' )
				),
			scope: 'woocommerce-checkout',
		} );
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		const { container } = renderCart();
		await findCartTable();
		const fill = await screen.findByText( 'Socios: 5 % más' );
		expect(
			container.querySelector( '.wp-block-woocommerce-cart-order-summary-block' )
		).toContainElement( fill );
	} );
} );
