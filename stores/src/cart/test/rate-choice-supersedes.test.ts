/**
 * Issue 15 (races), found by the address and rate race property: choosing
 * back the rate the cart still shows as selected, while another choice is on
 * its way, must be sent (it supersedes that choice), not skipped as "already
 * selected".
 */
import { fetchCart } from '@cesta/api';
import { createTestRegistry, fillCart, setupMockShop } from '@cesta/test-utils';

import { cartStore } from '../index';

setupMockShop();

describe( 'selectShippingRate › a choice made while another is on its way', () => {
	it( 'given free shipping chosen and then the flat rate still shown as selected › the server and the store end at the flat rate', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		const cart = registry.dispatch( cartStore );
		const first = cart.selectShippingRate( 'free_shipping:2', 0 ).catch( () => undefined );
		const second = cart.selectShippingRate( 'flat_rate:1', 0 );
		await Promise.all( [ first, second ] );
		const selected = (
			packages: Array< { shipping_rates: Array< { rate_id: string; selected: boolean } > } >
		) => packages[ 0 ]?.shipping_rates.find( ( rate ) => rate.selected )?.rate_id;
		expect( selected( ( await fetchCart() ).response.shipping_rates ) ).toBe( 'flat_rate:1' );
		expect( selected( registry.select( cartStore ).getShippingRates() ) ).toBe( 'flat_rate:1' );
	} );
} );
