/**
 * What extensions and errors meet inside the Cart block: blocks registered
 * with `registerCheckoutBlock` render where the markup puts them and get
 * `cart` and `extensions`; a crashing block shows the error panel in its
 * place only; cart errors from the server show at the top.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { innerBlockAreas, registerCheckoutBlock } from '@cesta/registry';
import { PRODUCTS } from '@cesta/test-utils';

import { renderCartBlockMarkup } from '..';
import { findCartTable, renderCart } from './render-cart';
import { fillCart, setupCartShop } from './shop';

const shop = setupCartShop();

const withBlockInTotals = ( blockMarkup: string ) =>
	renderCartBlockMarkup().replace(
		'<div data-block-name="woocommerce/proceed-to-checkout-block"',
		`${ blockMarkup }<div data-block-name="woocommerce/proceed-to-checkout-block"`
	);

describe( 'extension blocks', () => {
	it( 'given a registered block in the cart totals markup › it renders there with cart, extensions and its attributes', async () => {
		const GiftNote = jest.fn( ( props: { cart: { cartItemsCount: number }; note: string } ) => (
			<p>
				{ props.note }: { props.cart.cartItemsCount }
			</p>
		) );
		registerCheckoutBlock( {
			metadata: { name: 'acme/gift-note', parent: [ innerBlockAreas.CART_TOTALS ] },
			component: GiftNote,
		} );
		await fillCart( [ [ PRODUCTS.FAN, 3 ] ] );
		renderCart( {
			markup: withBlockInTotals(
				'<div data-block-name="acme/gift-note" data-note="Artículos"></div>'
			),
		} );
		await findCartTable();
		expect( await screen.findByText( 'Artículos: 3' ) ).toBeInTheDocument();
		expect( GiftNote ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				extensions: expect.any( Object ),
				cart: expect.not.objectContaining( { receiveCart: expect.anything() } ),
			} ),
			expect.anything()
		);
	} );

	it( 'given a block that crashes › the error panel takes its place and the rest of the cart works', async () => {
		jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		registerCheckoutBlock( {
			metadata: { name: 'acme/crash', parent: [ innerBlockAreas.CART_TOTALS ] },
			component: () => {
				throw new Error( 'Boom' );
			},
		} );
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCart( { markup: withBlockInTotals( '<div data-block-name="acme/crash"></div>' ) } );
		await findCartTable();
		expect( await screen.findByText( 'Oops!' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Unexpected error in: acme/crash' ) ).toBeInTheDocument();
		// Details are for administrators only.
		expect( screen.queryByText( 'Boom' ) ).toBeNull();
		expect( screen.getByRole( 'link', { name: 'Proceed to Checkout' } ) ).toBeInTheDocument();
	} );

	it( 'given an administrator and a block that crashes › the panel shows the error', async () => {
		jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		window.wcSettings = { ...window.wcSettings, currentUserIsAdmin: true };
		registerCheckoutBlock( {
			metadata: { name: 'acme/crash-admin', parent: [ innerBlockAreas.CART_TOTALS ] },
			component: () => {
				throw new Error( 'Boom for admins' );
			},
		} );
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCart( {
			markup: withBlockInTotals( '<div data-block-name="acme/crash-admin"></div>' ),
		} );
		await findCartTable();
		expect( await screen.findByText( /Boom for admins/ ) ).toBeInTheDocument();
	} );

	it( 'given an unknown block in the markup › it is skipped with a warning and the cart renders', async () => {
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCart( {
			markup: withBlockInTotals( '<div data-block-name="acme/unknown"><p>Texto</p></div>' ),
		} );
		await findCartTable();
		expect( warn ).toHaveBeenCalledWith( expect.stringContaining( 'acme/unknown' ) );
		expect( screen.getByText( 'Texto' ) ).toBeInTheDocument();
	} );
} );

describe( 'cart errors from the server', () => {
	it( 'given a line the shop can no longer sell in that quantity › the server error shows at the top, dismissible', async () => {
		await fillCart( [ [ PRODUCTS.KETTLE, 2 ] ] );
		shop.engine.updateProduct( PRODUCTS.KETTLE, {
			stock: { manage: true, quantity: 1, backorders: 'no' },
		} );
		const { registry } = renderCart();
		await findCartTable();
		await registry.dispatch( 'wc/store/cart' ).refreshCartData();
		const alert = await screen.findByRole( 'alert', {}, { timeout: 3000 } );
		expect( alert.closest( '[data-context="wc/cart"]' ) ).not.toBeNull();
		expect( alert.textContent?.length ).toBeGreaterThan( 0 );
		await userEvent.click( screen.getByRole( 'button', { name: 'Dismiss this notice' } ) );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );
} );
