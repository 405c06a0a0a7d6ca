/**
 * Removing lines: the success snackbar, the disabled row while pending,
 * where the focus goes, failures that lose nothing, and the empty cart
 * after the last line.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fetchCart } from '@cesta/api';
import { PRODUCTS } from '@cesta/test-utils';

import { eventually, findCartTable, renderCart, rowOf } from './render-cart';
import { fillCart, setupCartShop } from './shop';

const shop = setupCartShop();
const FAN = 'Ventilador de pie';
const RICE_COOKER = 'Arrocera';

const removeButton = ( name: string ) =>
	within( rowOf( name ) ).getByRole( 'button', { name: `Remove item: ${ name }` } );
const serverItems = async () => ( await fetchCart() ).response.items.map( ( item ) => item.name );

describe( 'removing a line', () => {
	it( 'given the remove link › the line goes and a snackbar says so', async () => {
		await fillCart( [
			[ PRODUCTS.FAN, 1 ],
			[ PRODUCTS.RICE_COOKER, 1 ],
		] );
		renderCart();
		await findCartTable();
		expect( removeButton( FAN ) ).toHaveTextContent( 'Remove item' );
		await userEvent.click( removeButton( FAN ) );
		expect(
			await screen.findByText(
				'Ventilador de pie has been removed from your cart.',
				{},
				{ timeout: 3000 }
			)
		).toBeInTheDocument();
		expect( screen.queryByText( FAN, { selector: 'a' } ) ).toBeNull();
		expect( await serverItems() ).toEqual( [ RICE_COOKER ] );
	} );

	it( 'given a pending removal › the row is disabled and its controls inert', async () => {
		await fillCart( [
			[ PRODUCTS.FAN, 1 ],
			[ PRODUCTS.RICE_COOKER, 1 ],
		] );
		shop.faults( { latencyMs: 500, only: '/batch' } );
		renderCart();
		await findCartTable();
		await userEvent.click( removeButton( FAN ) );
		const row = rowOf( FAN );
		expect( row ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( row ).toHaveClass( 'is-disabled' );
		within( row )
			.getAllByRole( 'button' )
			.forEach( ( button ) => expect( button ).toBeDisabled() );
		expect( within( row ).getByRole( 'spinbutton' ) ).toBeDisabled();
		// The product name is no longer a link while the line goes.
		expect( within( row ).queryByRole( 'link', { name: FAN } ) ).toBeNull();
		await eventually( () => expect( screen.queryByText( FAN, { selector: 'a' } ) ).toBeNull() );
	} );

	it( 'given a line removed with the keyboard › the focus moves to the line that took its place', async () => {
		await fillCart( [
			[ PRODUCTS.FAN, 1 ],
			[ PRODUCTS.RICE_COOKER, 1 ],
		] );
		renderCart();
		await findCartTable();
		removeButton( FAN ).focus();
		await userEvent.keyboard( '{Enter}' );
		await eventually( () => expect( document.activeElement ).toBe( rowOf( RICE_COOKER ) ) );
	} );

	it( 'given the last line of several removed › the focus moves to the line before it', async () => {
		await fillCart( [
			[ PRODUCTS.FAN, 1 ],
			[ PRODUCTS.RICE_COOKER, 1 ],
		] );
		renderCart();
		await findCartTable();
		await userEvent.click( removeButton( RICE_COOKER ) );
		await eventually( () => expect( document.activeElement ).toBe( rowOf( FAN ) ) );
	} );

	it( 'given the server fails the removal › the line stays as it was, nothing is shown, and a retry works', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
		shop.faults( { status: 500, only: '/cart/remove-item' } );
		renderCart();
		await findCartTable();
		await userEvent.click( removeButton( FAN ) );
		await eventually( () => expect( rowOf( FAN ) ).not.toHaveAttribute( 'aria-disabled' ) );
		expect( within( rowOf( FAN ) ).getByRole( 'spinbutton' ) ).toHaveValue( 2 );
		expect( screen.queryByText( /has been removed/ ) ).toBeNull();
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( await serverItems() ).toEqual( [ FAN ] );
		await userEvent.click( removeButton( FAN ) );
		expect(
			await screen.findByText(
				'Ventilador de pie has been removed from your cart.',
				{},
				{ timeout: 3000 }
			)
		).toBeInTheDocument();
	} );

	it( 'given a removed line whose name has entities › the snackbar shows the decoded name', async () => {
		await fillCart( [
			[ PRODUCTS.KETTLE, 1 ],
			[ PRODUCTS.FAN, 1 ],
		] );
		renderCart();
		await findCartTable();
		await userEvent.click( removeButton( 'Hervidor de agua' ) );
		expect(
			await screen.findByText(
				'Hervidor de agua has been removed from your cart.',
				{},
				{ timeout: 3000 }
			)
		).toBeInTheDocument();
	} );
} );

describe( 'the empty cart after the last removal', () => {
	it( 'given the only line removed › the filled cart is replaced by the empty cart, which takes the focus', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		const { container } = renderCart( { shopUrl: '/tienda/' } );
		await findCartTable();
		await userEvent.click( removeButton( FAN ) );
		const title = await screen.findByRole(
			'heading',
			{ name: 'Your cart is currently empty!' },
			{ timeout: 3000 }
		);
		expect( screen.queryByRole( 'table' ) ).toBeNull();
		expect( container.querySelector( '.wp-block-woocommerce-filled-cart-block' ) ).toBeNull();
		expect( screen.getByRole( 'link', { name: 'Browse store' } ) ).toHaveAttribute(
			'href',
			'/tienda/'
		);
		expect( document.activeElement ).toBe( title.closest( '.wc-block-cart__empty-cart' ) );
		// The success notice of the removal is still there.
		expect(
			screen.getByText( 'Ventilador de pie has been removed from your cart.' )
		).toBeInTheDocument();
	} );

	it( 'given the empty cart shows › it fires wc-blocks_render_blocks_frontend on the cart wrapper', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		const { container } = renderCart();
		const fired = jest.fn();
		container.addEventListener( 'wc-blocks_render_blocks_frontend', fired );
		await findCartTable();
		expect( fired ).not.toHaveBeenCalled();
		await userEvent.click( removeButton( FAN ) );
		await waitFor( () => expect( fired ).toHaveBeenCalledTimes( 1 ) );
	} );

	it( 'given the server removed a line on its own › a snackbar names it in quotes', async () => {
		await fillCart( [
			[ PRODUCTS.FAN, 1 ],
			[ PRODUCTS.RICE_COOKER, 1 ],
		] );
		const { registry } = renderCart();
		await findCartTable();
		// Another tab (or the server) empties part of the cart; this page reloads it.
		const { removeCartItem } = await import( '@cesta/api' );
		const key = ( await fetchCart() ).response.items.find( ( item ) => item.name === FAN )!.key;
		await removeCartItem( { key } );
		await act( async () => {
			await registry.dispatch( 'wc/store/cart' ).refreshCartData();
		} );
		expect(
			await screen.findByText( '"Ventilador de pie" was removed from your cart.' )
		).toBeInTheDocument();
	} );
} );
