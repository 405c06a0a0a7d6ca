/**
 * The cart items table with and without the lines' checkout filters: the
 * Cart block runs them (context 'cart'); the Mini-Cart drawer turns them off,
 * so its rows show the defaults and mounting them does not start the cart
 * store's page reloads (which would fetch the cart a second time).
 */
import { screen, within } from '@testing-library/react';

import { cartStore } from '@cesta/data';
import { registerCheckoutFilters } from '@cesta/registry';
import {
	createTestRegistry,
	fillCart,
	recordRequests,
	renderInStores,
	setupMockShop,
} from '@cesta/test-utils';

import { CartLineItemsTable } from '../cart-line-items-table';

const shop = setupMockShop();
jest.setTimeout( 15000 );

afterEach( () => registerCheckoutFilters( 'line-items-table-test', {} ) );

async function renderTable( applyCheckoutFilters?: boolean ) {
	const registry = createTestRegistry();
	await fillCart( registry );
	const { items } = registry.select( cartStore ).getCartData();
	renderInStores(
		registry,
		<CartLineItemsTable lineItems={ items } applyCheckoutFilters={ applyCheckoutFilters } />
	);
	const table = screen.getByRole( 'table', { name: 'Products in cart' } );
	const [ , row ] = within( table ).getAllByRole( 'row' );
	return { registry, item: items[ 0 ]!, row: row! };
}

describe( 'CartLineItemsTable', () => {
	it( "given checkout filters (the default) › the line's name, remove link and class follow them, with context 'cart'", async () => {
		const itemName = jest.fn( ( name: string ) => `${ name } (regalo)` );
		const showRemoveItemLink = jest.fn( () => false );
		registerCheckoutFilters( 'line-items-table-test', {
			itemName,
			showRemoveItemLink,
			cartItemClass: () => 'is-gift',
		} );

		const { item, row } = await renderTable();

		expect(
			within( row ).getByRole( 'link', { name: `${ item.name } (regalo)` } )
		).toBeVisible();
		expect( within( row ).queryByRole( 'button', { name: /^Remove / } ) ).toBeNull();
		expect( row ).toHaveClass( 'wc-block-cart-items__row', 'is-gift' );
		expect( itemName ).toHaveBeenCalledWith(
			item.name,
			expect.anything(),
			expect.objectContaining( { context: 'cart', cartItem: item } )
		);
	} );

	it( "given applyCheckoutFilters false › no filter runs: the line's own name and its remove link", async () => {
		const itemName = jest.fn( ( name: string ) => `${ name } (regalo)` );
		const showRemoveItemLink = jest.fn( () => false );
		registerCheckoutFilters( 'line-items-table-test', { itemName, showRemoveItemLink } );

		const { item, row } = await renderTable( false );

		expect( within( row ).getByRole( 'link', { name: item.name } ) ).toBeVisible();
		expect(
			within( row ).getByRole( 'button', { name: `Remove ${ item.name } from cart` } )
		).toHaveTextContent( 'Remove item' );
		expect( itemName ).not.toHaveBeenCalled();
		expect( showRemoveItemLink ).not.toHaveBeenCalled();
	} );

	it( "given applyCheckoutFilters false › a page cart event reloads nothing (the host keeps the cart in step), where the filters' cart would reload it", async () => {
		await renderTable( false );
		const calls = recordRequests( shop );
		document.body.dispatchEvent( new CustomEvent( 'wc-blocks_added_to_cart' ) );
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
	} );

	it( 'given checkout filters › a page cart event reloads the cart (their cart argument keeps it current)', async () => {
		await renderTable();
		const calls = recordRequests( shop );
		document.body.dispatchEvent( new CustomEvent( 'wc-blocks_added_to_cart' ) );
		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'GET /cart' ] );
	} );
} );
