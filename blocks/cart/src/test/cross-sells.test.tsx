/**
 * Cross-sells in the cart: the coffee machine of the sample shop sells the
 * kettle and the water filters alongside.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fetchCart } from '@cesta/api';
import { PRODUCTS } from '@cesta/test-utils';

import { eventually, findCartTable, renderCart, rowOf } from './render-cart';
import { fillCart, setupCartShop } from './shop';

const shop = setupCartShop();

const crossSells = () => screen.getByRole( 'list', { name: 'Products you may be interested in' } );
const kettle = () =>
	within( crossSells() )
		.getAllByRole( 'listitem' )
		.find( ( item ) => item.textContent?.includes( 'Hervidor de agua' ) ) as HTMLElement;

async function coffeeCart() {
	await fillCart( [ [ PRODUCTS.COFFEE_MACHINE, 1 ] ] );
	renderCart();
	await findCartTable();
}

describe( 'cross-sells', () => {
	it( 'given a cart with cross-sells › shows the saved heading and each product with its price and button', async () => {
		await coffeeCart();
		expect(
			screen.getByRole( 'heading', { name: 'You may be interested in…' } )
		).toBeInTheDocument();
		// The cards' code loads on demand, once a cart has cross-sells.
		const items = await within( crossSells() ).findAllByRole( 'listitem' );
		expect( items ).toHaveLength( 2 );
		expect(
			within( kettle() ).getByRole( 'link', { name: 'Hervidor de agua' } )
		).toBeInTheDocument();
		expect(
			within( kettle() ).getByRole( 'button', {
				name: 'Añadir al carrito: “Hervidor de agua”',
			} )
		).toHaveTextContent( 'Añadir al carrito' );
		expect( crossSells() ).toHaveClass( 'columns-3' );
	} );

	it( 'given a cart without cross-sells › the cross-sells block and its heading are not shown', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCart();
		await findCartTable();
		expect( screen.queryByRole( 'heading', { name: 'You may be interested in…' } ) ).toBeNull();
		expect(
			screen.queryByRole( 'list', { name: 'Products you may be interested in' } )
		).toBeNull();
	} );

	it( 'given the add button › the product joins the cart and leaves the cross-sells', async () => {
		await coffeeCart();
		await userEvent.click( within( kettle() ).getByRole( 'button' ) );
		await eventually( () => expect( rowOf( 'Hervidor de agua' ) ).toBeInTheDocument() );
		// The server lists no cross-sell the cart already holds.
		expect( within( crossSells() ).getAllByRole( 'listitem' ) ).toHaveLength( 1 );
		const { response } = await fetchCart();
		expect( response.items.map( ( item ) => item.id ) ).toContain( PRODUCTS.KETTLE );
	} );

	it( 'given the add button › the page hears wc-blocks_adding_to_cart then wc-blocks_added_to_cart', async () => {
		await coffeeCart();
		const heard: string[] = [];
		const listen = ( type: string ) =>
			document.body.addEventListener( type, () => heard.push( type ) );
		listen( 'wc-blocks_adding_to_cart' );
		listen( 'wc-blocks_added_to_cart' );
		await userEvent.click( within( kettle() ).getByRole( 'button' ) );
		await eventually( () =>
			expect( heard ).toEqual( [ 'wc-blocks_adding_to_cart', 'wc-blocks_added_to_cart' ] )
		);
	} );

	it( 'given a product sold in twos › its minimum quantity is added', async () => {
		await coffeeCart();
		const filters = within( crossSells() )
			.getAllByRole( 'listitem' )
			.find( ( item ) => item.textContent?.includes( 'Filtros de agua' ) ) as HTMLElement;
		await userEvent.click( within( filters ).getByRole( 'button' ) );
		await eventually( () =>
			expect(
				within( rowOf( 'Filtros de agua (pack de 2)' ) ).getByRole( 'spinbutton' )
			).toHaveValue( 2 )
		);
	} );

	it( 'given a product being added › its button says so and waits', async () => {
		await coffeeCart();
		shop.faults( { latencyMs: 400, only: '/batch' } );
		const button = within( kettle() ).getByRole( 'button' );
		await userEvent.click( button );
		expect( button ).toHaveTextContent( 'Adding to cart…' );
		expect( button ).toBeDisabled();
		expect( button ).toHaveAttribute( 'aria-busy', 'true' );
		await eventually( () => expect( rowOf( 'Hervidor de agua' ) ).toBeInTheDocument() );
	} );

	it( 'given the server refuses the product › its message shows as a dismissible notice at the top of the cart', async () => {
		await coffeeCart();
		shop.faults( { status: 500, only: '/cart/add-item' } );
		await userEvent.click( within( kettle() ).getByRole( 'button' ) );
		const alert = await screen.findByRole( 'alert', {}, { timeout: 3000 } );
		expect( alert ).toHaveTextContent(
			'Respuesta HTTP 500 simulada por el servidor de pruebas.'
		);
		expect( alert.closest( '[data-context="wc/cart"]' ) ).not.toBeNull();
		expect( within( kettle() ).getByRole( 'button' ) ).toHaveTextContent( 'Añadir al carrito' );
		await userEvent.click(
			within( alert ).getByRole( 'button', { name: 'Dismiss this notice' } )
		);
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );
} );
