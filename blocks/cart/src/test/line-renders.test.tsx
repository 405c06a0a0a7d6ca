/**
 * Issue 14, Scale: a quantity change re-renders the line it changes, not
 * every line of the cart (a 500-line cart paid for all 500 on each click).
 * Counted in the real stores against the mock shop with React's DevTools
 * hook (`react-commits.ts`), which must load before react-dom.
 */
// First: React registers with the hook it installs when react-dom loads.
import { takeRenderedLines } from './react-commits';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { registerCheckoutFilters } from '@cesta/registry';
import { PRODUCTS } from '@cesta/test-utils';

import { eventually, findCartTable, renderCart, rowOf } from './render-cart';
import { fillCart, setupCartShop } from './shop';

setupCartShop();
afterEach( () => {
	delete ( window as { wc?: unknown } ).wc;
} );
const FAN = 'Ventilador de pie';

/** Waits until the cart has settled: no line busy and nothing left to commit. */
const settled = async () => {
	await eventually( () => expect( document.querySelector( '[aria-busy="true"]' ) ).toBeNull() );
	await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
};

describe( 'what a quantity change re-renders', () => {
	it( 'given a cart of four lines › when the shopper presses + on one › only that line re-renders, and the totals show the new quantity', async () => {
		await fillCart( [
			[ PRODUCTS.FAN, 1 ],
			[ PRODUCTS.RICE_COOKER, 1 ],
			[ PRODUCTS.COFFEE_MACHINE, 1 ],
			[ PRODUCTS.KETTLE, 1 ],
		] );
		renderCart();
		await findCartTable();
		await settled();
		const total = () =>
			document.querySelector( '.wc-block-components-totals-footer-item' )?.textContent;
		const before = total();
		expect( takeRenderedLines() ).toHaveLength( 4 );

		await userEvent.click(
			within( rowOf( FAN ) ).getByRole( 'button', { name: `Increase quantity of ${ FAN }` } )
		);
		await eventually( () => expect( total() ).not.toBe( before ) );
		await settled();

		expect(
			within( rowOf( FAN ) ).getByRole( 'spinbutton', {
				name: `Quantity of ${ FAN } in your cart.`,
			} )
		).toHaveValue( 2 );
		expect( takeRenderedLines() ).toEqual( [ rowOf( FAN ).dataset.cartItemKey ] );
		expect(
			screen.getAllByRole( 'row' ).filter( ( row ) => row.dataset.cartItemKey )
		).toHaveLength( 4 );
	} );

	it( 'given an itemName filter that reads the cart › when the shopper presses + on one line › every line runs it again with the new cart', async () => {
		registerCheckoutFilters( 'scale-test', {
			itemName: ( name: string, _extensions: unknown, arg: unknown ) =>
				`${ name } (${ ( arg as { cart: { cartItemsCount: number } } ).cart.cartItemsCount })`,
		} );
		await fillCart( [
			[ PRODUCTS.FAN, 1 ],
			[ PRODUCTS.RICE_COOKER, 1 ],
		] );
		renderCart();
		await findCartTable();
		expect( await screen.findByText( 'Arrocera (2)' ) ).toBeInTheDocument();

		await userEvent.click(
			within( rowOf( FAN ) ).getByRole( 'button', {
				name: `Increase quantity of ${ FAN } (2)`,
			} )
		);

		expect(
			await screen.findByText( 'Arrocera (3)', {}, { timeout: 3000 } )
		).toBeInTheDocument();
		expect( screen.getByText( `${ FAN } (3)` ) ).toBeInTheDocument();
	} );
} );
