/**
 * useLineItemFilters in the Checkout's order summary: WooCommerce's item
 * filters run with `context: 'summary'`, and the two that only the cart
 * table uses (the sale badge format, the remove link) do not run there.
 */
import { cartStore } from '@cesta/data';
import { registerCheckoutFilters } from '@cesta/registry';
import { createTestRegistry, fillCart, renderWithRegistry, setupMockShop } from '@cesta/test-utils';

import { useLineItemFilters } from '../use-line-item-filters';

setupMockShop();
jest.setTimeout( 15000 );

afterEach( () => registerCheckoutFilters( 'line-item-filters-test', {} ) );

async function filtersOfFirstLine( context: 'cart' | 'summary' ) {
	const registry = createTestRegistry();
	await fillCart( registry );
	const [ item ] = registry.select( cartStore ).getCartData().items;
	return renderWithRegistry( registry, () => useLineItemFilters( item!, context ) ).result
		.current;
}

describe( 'useLineItemFilters', () => {
	it( "given the summary context › the item filters get context 'summary', the line and the cart", async () => {
		const itemName = jest.fn( ( name: string ) => `${ name } (regalo)` );
		const cartItemClass = jest.fn( () => 'is-gift' );
		registerCheckoutFilters( 'line-item-filters-test', { itemName, cartItemClass } );

		const filters = await filtersOfFirstLine( 'summary' );

		expect( filters.name ).toMatch( / \(regalo\)$/ );
		expect( filters.className ).toBe( 'is-gift' );
		expect( itemName ).toHaveBeenCalledWith(
			expect.any( String ),
			expect.anything(),
			expect.objectContaining( {
				context: 'summary',
				cartItem: expect.objectContaining( { quantity: 2 } ),
				cart: expect.objectContaining( { cartItemsCount: 2 } ),
			} )
		);
	} );

	it( 'given the summary context › the cart-only filters do not run: no sale badge format, no remove link', async () => {
		const saleBadgePriceFormat = jest.fn( () => '<price/> menos' );
		const showRemoveItemLink = jest.fn( () => true );
		registerCheckoutFilters( 'line-item-filters-test', {
			saleBadgePriceFormat,
			showRemoveItemLink,
		} );

		const filters = await filtersOfFirstLine( 'summary' );

		expect( saleBadgePriceFormat ).not.toHaveBeenCalled();
		expect( showRemoveItemLink ).not.toHaveBeenCalled();
		expect( filters.saleBadgeFormat ).toBe( '<price/>' );
		expect( filters.showRemoveItemLink ).toBe( false );
	} );

	it( "given the cart context › every filter runs with context 'cart'", async () => {
		const showRemoveItemLink = jest.fn( () => false );
		registerCheckoutFilters( 'line-item-filters-test', { showRemoveItemLink } );

		const filters = await filtersOfFirstLine( 'cart' );

		expect( filters.showRemoveItemLink ).toBe( false );
		expect( showRemoveItemLink ).toHaveBeenCalledWith(
			true,
			expect.anything(),
			expect.objectContaining( { context: 'cart' } )
		);
	} );
} );
