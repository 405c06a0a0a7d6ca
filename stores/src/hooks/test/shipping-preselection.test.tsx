/**
 * "The first rate is preselected if none is selected" (spec 2 §4), in the
 * stores: given a cart from the shop whose package has rates but none marked
 * `selected`, its first rate counts as the selected one.
 */
import { http, HttpResponse } from 'msw';

import { clearCachedCart, fetchCart } from '@cesta/api';
import { createTestRegistry, fillCart, renderWithRegistry, setupMockShop } from '@cesta/test-utils';
import type { CartResponse } from '@cesta/types';

import { cartStore } from '../../cart';
import { checkoutStore } from '../../checkout';
import { useShippingData } from '../use-shipping-data';

const shop = setupMockShop();

/** The shop's own cart, its rates in reverse order and none marked selected. */
async function cartWithNoRateSelected(): Promise< CartResponse > {
	const { response } = await fetchCart();
	return {
		...response,
		shipping_rates: response.shipping_rates.map( ( pack ) => ( {
			...pack,
			shipping_rates: [ ...pack.shipping_rates ]
				.reverse()
				.map( ( rate ) => ( { ...rate, selected: false } ) ),
		} ) ),
	};
}

describe( 'a package with rates but none selected', () => {
	it( 'given such a cart from the shop › useShippingData gives its first rate as the selected one', async () => {
		await fillCart( createTestRegistry() );
		const cart = await cartWithNoRateSelected();
		const [ pack ] = cart.shipping_rates;
		expect( pack!.shipping_rates.length ).toBeGreaterThan( 1 );
		shop.server.use( http.get( '*/wc/store/v1/cart', () => HttpResponse.json( cart ) ) );
		// A new page without the local cart cache: its cart store loads the cart with GET /cart.
		clearCachedCart();
		const registry = createTestRegistry();
		await registry.resolveSelect( cartStore ).getCartData();
		expect( registry.select( cartStore ).getShippingRates() ).toEqual( cart.shipping_rates );

		const { result } = renderWithRegistry( registry, () => useShippingData() );
		expect( result.current.selectedRates ).toEqual( {
			[ String( pack!.package_id ) ]: pack!.shipping_rates[ 0 ]!.rate_id,
		} );
	} );

	it( 'given such a cart whose first rate is a pickup › the checkout prefers collection', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		const cart = await cartWithNoRateSelected();
		const [ pack ] = cart.shipping_rates;
		const pickup = pack!.shipping_rates.find(
			( rate ) => rate.method_id === 'pickup_location'
		);
		expect( pickup ).toBeDefined();
		registry.dispatch( cartStore ).receiveCart( {
			...cart,
			shipping_rates: [
				{
					...pack!,
					shipping_rates: [
						pickup!,
						...pack!.shipping_rates.filter( ( rate ) => rate !== pickup ),
					],
				},
			],
		} );
		window.wcSettings = { collectableMethodIds: [ 'pickup_location' ] };
		try {
			expect( registry.select( checkoutStore ).prefersCollection() ).toBe( true );
		} finally {
			delete window.wcSettings;
		}
	} );
} );
