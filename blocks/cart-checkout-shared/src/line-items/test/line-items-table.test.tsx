/**
 * The cart items table with and without the lines' checkout filters: the
 * Cart block's (`CartLineItemsTable`) runs them (context 'cart'); the plain
 * `LineItemsTable` the Mini-Cart drawer uses does not, so its rows show the
 * defaults and mounting them does not start the cart store's page reloads
 * (which would fetch the cart a second time).
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
import { LineItemsTable } from '../line-items-table';

const shop = setupMockShop();
jest.setTimeout( 15000 );

afterEach( () => registerCheckoutFilters( 'line-items-table-test', {} ) );

async function renderTable( Table: typeof LineItemsTable ) {
	const registry = createTestRegistry();
	await fillCart( registry );
	const { items } = registry.select( cartStore ).getCartData();
	renderInStores( registry, <Table lineItems={ items } /> );
	const table = screen.getByRole( 'table', { name: 'Products in cart' } );
	const [ , row ] = within( table ).getAllByRole( 'row' );
	return { registry, item: items[ 0 ]!, row: row! };
}

describe( 'CartLineItemsTable', () => {
	it( "given the Cart block's table › the line's name, remove link and class follow them, with context 'cart'", async () => {
		const itemName = jest.fn( ( name: string ) => `${ name } (regalo)` );
		const showRemoveItemLink = jest.fn( () => false );
		registerCheckoutFilters( 'line-items-table-test', {
			itemName,
			showRemoveItemLink,
			cartItemClass: () => 'is-gift',
		} );

		const { item, row } = await renderTable( CartLineItemsTable );

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

	it( "given the plain table › no filter runs: the line's own name and its remove link", async () => {
		const itemName = jest.fn( ( name: string ) => `${ name } (regalo)` );
		const showRemoveItemLink = jest.fn( () => false );
		registerCheckoutFilters( 'line-items-table-test', { itemName, showRemoveItemLink } );

		const { item, row } = await renderTable( LineItemsTable );

		expect( within( row ).getByRole( 'link', { name: item.name } ) ).toBeVisible();
		expect(
			within( row ).getByRole( 'button', { name: `Remove item: ${ item.name }` } )
		).toHaveTextContent( 'Remove item' );
		expect( itemName ).not.toHaveBeenCalled();
		expect( showRemoveItemLink ).not.toHaveBeenCalled();
	} );

	it( "given the plain table › a page cart event reloads nothing (the host keeps the cart in step), where the filters' cart would reload it", async () => {
		await renderTable( LineItemsTable );
		const calls = recordRequests( shop );
		document.body.dispatchEvent( new CustomEvent( 'wc-blocks_added_to_cart' ) );
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
	} );

	it( "given the Cart block's table › a page cart event reloads the cart (their cart argument keeps it current)", async () => {
		await renderTable( CartLineItemsTable );
		const calls = recordRequests( shop );
		document.body.dispatchEvent( new CustomEvent( 'wc-blocks_added_to_cart' ) );
		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'GET /cart' ] );
	} );
} );
