/**
 * The quantity buttons' code downloads when lines with quantity buttons
 * mount, not with every page (DESIGN §8: the checkout has none); once there,
 * a quantity change shows its pending state at once. Jest gives each test
 * file a fresh module registry, so here nothing has loaded it before the
 * first test.
 */
import { act, waitFor } from '@testing-library/react';

import { createTestRegistry, fillCart, renderWithRegistry, setupMockShop } from '@cesta/test-utils';

import { checkoutStore } from '../../checkout';
import { useStoreCartItemQuantity } from '../../hooks/use-store-cart-item-quantity';
import { cartStore } from '../index';
import { cartQuantityCode } from '../thunks/quantity-code';

setupMockShop();

describe( 'the quantity code', () => {
	it( 'given a page whose cart has loaded but shows no quantity buttons › it has not downloaded', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );

		expect( cartQuantityCode.loaded() ).toBeUndefined();
	} );

	it( 'given a line with quantity buttons › it downloads as the line mounts, and a change is pending at once', async () => {
		const registry = createTestRegistry();
		const key = await fillCart( registry );
		const item = registry.select( cartStore ).getCartItem( key )!;
		const { result } = renderWithRegistry( registry, () => useStoreCartItemQuantity( item ) );
		await waitFor( () => expect( cartQuantityCode.loaded() ).toBeDefined() );

		let edit: Promise< unknown > = Promise.resolve();
		act( () => {
			edit = result.current.setItemQuantity( 3 );
		} );

		expect( registry.select( cartStore ).isItemPendingQuantity( key ) ).toBe( true );
		expect( registry.select( checkoutStore ).isCalculating() ).toBe( true );
		await act( () => edit );
		expect( registry.select( cartStore ).getCartItem( key )?.quantity ).toBe( 3 );
	} );
} );
