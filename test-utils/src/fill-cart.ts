/**
 * A cart ready for checkout, loaded through the cart store against the mock
 * shop.
 */
import type { DataRegistry } from '@wordpress/data';

import { cartStore } from '@cesta/data';

import { MADRID_BILLING, MADRID_SHIPPING } from './addresses';
import { startCartSession } from './cart-session';
import { PRODUCTS } from './products';

/**
 * Puts the fan (`quantity`, default 2) in the registry's cart and sends the
 * Madrid addresses; returns the line's key. As a visitor's cart: when the
 * store has not loaded its cart yet, the fan is added through the Store API
 * first (which starts the cart session, `startCartSession`) and the store
 * then loads the cart with `GET /cart`, gateways and all; when it has (a
 * rendered block resolved it), the fan is added through the store's own
 * thunk. The addresses go through the store's thunk.
 *
 * @example
 * const shop = setupMockShop();
 * it( 'places the order', async () => {
 * 	const key = await fillCart( registry, { quantity: 3 } );
 * } );
 */
export async function fillCart( registry: DataRegistry, { quantity = 2 } = {} ): Promise< string > {
	if ( registry.select( cartStore ).hasStartedResolution( 'getCartData', [] ) ) {
		await registry.resolveSelect( cartStore ).getCartData();
		await registry.dispatch( cartStore ).addItemToCart( PRODUCTS.FAN, quantity );
	} else {
		await startCartSession( [ { id: PRODUCTS.FAN, quantity } ] );
		await registry.resolveSelect( cartStore ).getCartData();
	}
	await registry
		.dispatch( cartStore )
		.updateCustomerData(
			{ shipping_address: MADRID_SHIPPING, billing_address: MADRID_BILLING },
			false
		);
	return registry.select( cartStore ).getCartData().items[ 0 ]!.key;
}
