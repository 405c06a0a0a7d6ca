/**
 * A cart ready for checkout, loaded through the cart store against the mock
 * shop.
 */
import type { DataRegistry } from '@wordpress/data';

import { cartStore } from '@cesta/data';

import { MADRID_BILLING, MADRID_SHIPPING } from './addresses';
import { PRODUCTS } from './products';

/**
 * Loads the registry's cart, adds the fan (`quantity`, default 2) and sends
 * the Madrid addresses, all through the store's own thunks; returns the
 * line's key.
 *
 * @example
 * const shop = setupMockShop();
 * it( 'places the order', async () => {
 * 	const key = await fillCart( registry, { quantity: 3 } );
 * } );
 */
export async function fillCart( registry: DataRegistry, { quantity = 2 } = {} ): Promise< string > {
	await registry.resolveSelect( cartStore ).getCartData();
	await registry.dispatch( cartStore ).addItemToCart( PRODUCTS.FAN, quantity );
	await registry
		.dispatch( cartStore )
		.updateCustomerData(
			{ shipping_address: MADRID_SHIPPING, billing_address: MADRID_BILLING },
			false
		);
	return registry.select( cartStore ).getCartData().items[ 0 ]!.key;
}
