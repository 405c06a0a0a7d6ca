/** The Madrid address the mock's own tests place orders with (the shop ships there at the flat rate). */

/**
 * A complete Spanish address, as a checkout posts it (add `email` for a billing address).
 *
 * @example
 * engine.placeOrder( session, { billing_address: { ...MADRID_ADDRESS, email: 'ana@example.com' }, payment_method: 'bacs' } );
 */
export const MADRID_ADDRESS = Object.freeze( {
	first_name: 'Ana',
	last_name: 'García',
	company: '',
	address_1: 'Calle Mayor 1',
	address_2: '',
	city: 'Madrid',
	state: 'M',
	postcode: '28001',
	country: 'ES',
	phone: '600000000',
} );
