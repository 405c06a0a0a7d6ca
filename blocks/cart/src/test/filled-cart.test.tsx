/**
 * What a cart line shows (spec 2 §2, §5) and the line's checkout filters
 * (wc-blocks-api §5.2), rendered from the default cart template inside the
 * real stores against the mock shop.
 */
import { screen, within } from '@testing-library/react';

import { registerCheckoutFilters } from '@cesta/registry';
import { PRODUCTS } from '@cesta/test-utils';

import { findCartTable, renderCart, rowOf } from './render-cart';
import { fillCart, setupCartShop } from './shop';

setupCartShop();

afterEach( () => registerCheckoutFilters( 'cart-test-lines', {} ) );

const FAN = 'Ventilador de pie';

describe( 'the items table', () => {
	it( 'given a cart with a line › has the caption "Products in cart" and the columns Product, Details, Total', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
		renderCart();
		const table = await findCartTable();
		expect(
			within( table )
				.getAllByRole( 'columnheader' )
				.map( ( th ) => th.textContent )
		).toEqual( [ 'Product', 'Details', 'Total' ] );
		expect( table ).toHaveClass( 'wc-block-cart-items' );
	} );

	it( 'given several lines › shows one row per line, in the cart order', async () => {
		await fillCart( [
			[ PRODUCTS.FAN, 1 ],
			[ PRODUCTS.RICE_COOKER, 1 ],
		] );
		renderCart();
		const table = await findCartTable();
		const rows = within( table )
			.getAllByRole( 'row' )
			.filter( ( row ) => row.dataset.cartItemKey );
		expect(
			rows.map( ( row ) => within( row ).getByRole( 'link', { name: /./ } ).textContent )
		).toEqual( [ FAN, 'Arrocera' ] );
	} );

	it( 'given a line on sale › shows the name linked, the regular price struck through and the sale price', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
		renderCart();
		await findCartTable();
		const row = rowOf( FAN );
		expect( within( row ).getByRole( 'link', { name: FAN } ) ).toHaveAttribute(
			'href',
			expect.stringContaining( '/producto/ventilador-de-pie/' )
		);
		const prices = row.querySelector( '.wc-block-cart-item__prices' )!;
		expect( prices.querySelector( 'del' ) ).toHaveTextContent( '€49.99' );
		expect( prices.querySelector( 'ins' ) ).toHaveTextContent( '€39.99' );
	} );

	it( 'given a line of two › the total column shows the line subtotal and the saving for both', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
		renderCart();
		await findCartTable();
		const total = rowOf( FAN ).querySelector( '.wc-block-cart-item__total' )!;
		expect( total ).toHaveTextContent( '€79.98' );
		expect( total ).toHaveTextContent( 'Save €20.00' );
	} );

	it( 'given prices shown with tax › the line total includes the line tax', async () => {
		window.wcSettings = { ...window.wcSettings, displayCartPricesIncludingTax: true };
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
		renderCart();
		await findCartTable();
		expect( rowOf( FAN ).querySelector( '.wc-block-cart-item__total' ) ).toHaveTextContent(
			'€96.78'
		);
	} );

	it( 'given a line with a description › shows it sanitised and short', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCart();
		await findCartTable();
		expect( rowOf( FAN ) ).toHaveTextContent(
			'Ventilador de pie con 3 velocidades y oscilación.'
		);
		expect( rowOf( FAN ).querySelector( 'script' ) ).toBeNull();
	} );

	it( 'given a product low in stock › shows how many are left', async () => {
		await fillCart( [ [ PRODUCTS.KETTLE, 1 ] ] );
		renderCart();
		await findCartTable();
		expect( rowOf( 'Hervidor de agua' ) ).toHaveTextContent( /Only \d+ left in stock/ );
	} );

	it( 'given a product on backorder › says it is available on backorder', async () => {
		await fillCart( [ [ 48, 1 ] ] );
		renderCart();
		await findCartTable();
		expect( rowOf( 'Freidora de aire' ) ).toHaveTextContent( 'Available on backorder' );
	} );

	it( 'given a product sold individually › has no quantity selector', async () => {
		await fillCart( [ [ 74, 1 ] ] );
		renderCart();
		await findCartTable();
		expect(
			within( rowOf( 'Curso en línea de cocina al vapor' ) ).queryByRole( 'spinbutton' )
		).toBeNull();
	} );

	it( 'given a variable product › shows its chosen attributes', async () => {
		const { addCartItem } = await import( '@cesta/api' );
		await addCartItem( {
			id: 29,
			quantity: 1,
			variation: [ { attribute: 'pa_color', value: 'rojo' } ],
		} );
		renderCart();
		await findCartTable();
		expect( screen.getByRole( 'table' ) ).toHaveTextContent( /Rojo/i );
	} );
} );

describe( 'the line filters', () => {
	it( 'given itemName › the filtered name shows, and the filter gets the cart context, the line and the cart', async () => {
		const itemName = jest.fn( ( name: string ) => `${ name } (regalo)` );
		registerCheckoutFilters( 'cart-test-lines', { itemName } );
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCart();
		await findCartTable();
		expect( screen.getByRole( 'link', { name: `${ FAN } (regalo)` } ) ).toBeInTheDocument();
		expect( itemName ).toHaveBeenCalledWith(
			FAN,
			expect.anything(),
			expect.objectContaining( {
				context: 'cart',
				cartItem: expect.objectContaining( { name: FAN } ),
				cart: expect.objectContaining( { cartItemsCount: 1 } ),
			} )
		);
	} );

	it( 'given cartItemPrice and subtotalPriceFormat › the line total and the unit price use their formats', async () => {
		registerCheckoutFilters( 'cart-test-lines', {
			cartItemPrice: () => '<price/> en total',
			subtotalPriceFormat: () => '<price/> / unidad',
		} );
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
		renderCart();
		await findCartTable();
		expect( rowOf( FAN ).querySelector( '.wc-block-cart-item__total' ) ).toHaveTextContent(
			'€79.98 en total'
		);
		expect( rowOf( FAN ).querySelector( '.wc-block-cart-item__prices' ) ).toHaveTextContent(
			'/ unidad'
		);
	} );

	it( 'given a price format without the price tag › it is ignored and the plain price shows', async () => {
		jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		registerCheckoutFilters( 'cart-test-lines', { cartItemPrice: () => 'gratis' } );
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
		renderCart();
		await findCartTable();
		expect( rowOf( FAN ).querySelector( '.wc-block-cart-item__total' ) ).toHaveTextContent(
			'€79.98'
		);
		expect( rowOf( FAN ) ).not.toHaveTextContent( 'gratis' );
	} );

	it( 'given saleBadgePriceFormat › the saving badge uses it', async () => {
		registerCheckoutFilters( 'cart-test-lines', {
			saleBadgePriceFormat: () => '<price/> menos',
		} );
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
		renderCart();
		await findCartTable();
		expect( rowOf( FAN ) ).toHaveTextContent( 'Save €20.00 menos' );
	} );

	it( 'given showRemoveItemLink false › the line has no remove link', async () => {
		registerCheckoutFilters( 'cart-test-lines', { showRemoveItemLink: () => false } );
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCart();
		await findCartTable();
		expect( within( rowOf( FAN ) ).queryByRole( 'button', { name: /Remove/ } ) ).toBeNull();
	} );

	it( 'given cartItemClass › the row gets the class', async () => {
		registerCheckoutFilters( 'cart-test-lines', { cartItemClass: () => 'is-gift' } );
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		renderCart();
		await findCartTable();
		expect( rowOf( FAN ) ).toHaveClass( 'wc-block-cart-items__row', 'is-gift' );
	} );
} );
