import type { DataRegistry } from '@wordpress/data';
import type { BillingAddress, ShippingAddress } from '@cesta/types';

import { cartStore } from '../cart';

/** A product of the sample shop (in stock, simple). */
export const PRODUCT_ID = 17;

/** Another product of the sample shop. */
export const OTHER_PRODUCT_ID = 21;

/** A shipping address in Madrid, which has delivery and pickup rates. */
export const MADRID_SHIPPING: ShippingAddress = {
	first_name: 'Lucía',
	last_name: 'García',
	company: '',
	address_1: 'Calle de Alcalá 50',
	address_2: '',
	city: 'Madrid',
	state: 'M',
	postcode: '28014',
	country: 'ES',
	phone: '+34 600 111 222',
};

/** The matching billing address. */
export const MADRID_BILLING: BillingAddress = {
	...MADRID_SHIPPING,
	email: 'lucia.garcia@example.com',
};

/**
 * A registry's cart with one line of `PRODUCT_ID` (quantity 2) delivered to
 * Madrid, loaded through the store's own thunks against the mock shop.
 *
 * @example
 * const key = await fillCart( registry );
 */
export async function fillCart( registry: DataRegistry, { quantity = 2 } = {} ): Promise< string > {
	await registry.resolveSelect( cartStore ).getCartData();
	await registry.dispatch( cartStore ).addItemToCart( PRODUCT_ID, quantity );
	await registry
		.dispatch( cartStore )
		.updateCustomerData(
			{ shipping_address: MADRID_SHIPPING, billing_address: MADRID_BILLING },
			false
		);
	return registry.select( cartStore ).getCartData().items[ 0 ]!.key;
}
