/**
 * The shopper's addresses in the sample shop: one Madrid address, used by
 * every test that needs a complete one.
 */
import type { BillingAddress, ShippingAddress } from '@cesta/types';

/**
 * A shipping address in Madrid. The mock shop offers it the flat rate, free
 * shipping over 50 € and two pickup shops.
 *
 * @example
 * await updateCustomer( { shipping_address: MADRID_SHIPPING } );
 */
export const MADRID_SHIPPING: Readonly< ShippingAddress > = Object.freeze( {
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
} );

/**
 * The matching billing address (the shipping one with an email).
 *
 * @example
 * registry.dispatch( cartStore ).setBillingAddress( MADRID_BILLING );
 */
export const MADRID_BILLING: Readonly< BillingAddress > = Object.freeze( {
	...MADRID_SHIPPING,
	email: 'lucia.garcia@example.com',
} );
