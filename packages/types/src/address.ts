/** Types of the Store API's addresses: the core keys, shipping and billing addresses, the destination. */

/**
 * The ten core address keys, shared by shipping and billing addresses.
 */
export const ADDRESS_KEYS = [
	'first_name',
	'last_name',
	'company',
	'address_1',
	'address_2',
	'city',
	'state',
	'postcode',
	'country',
	'phone',
] as const;

/** One of the ten core address keys. */
export type AddressKey = ( typeof ADDRESS_KEYS )[ number ];

/**
 * A shipping address as the Store API sends and accepts it. Additional
 * checkout fields registered by extensions appear as extra
 * `namespace/field` keys.
 *
 * @example
 * const madrid: ShippingAddress = {
 * 	first_name: 'Lucía', last_name: 'García', company: '', address_1: 'Calle de Alcalá 50',
 * 	address_2: '', city: 'Madrid', state: 'M', postcode: '28014', country: 'ES', phone: '',
 * };
 */
export interface ShippingAddress {
	first_name: string;
	last_name: string;
	company: string;
	address_1: string;
	address_2: string;
	city: string;
	/** State code valid for the country, or `""`. */
	state: string;
	postcode: string;
	/** ISO 3166-1 alpha-2, upper case. */
	country: string;
	phone: string;
	/** Additional address fields keyed `namespace/field`. */
	[ additionalField: `${ string }/${ string }` ]: string | boolean | undefined;
}

/** A billing address: the shipping fields plus the customer's email. */
export interface BillingAddress extends ShippingAddress {
	email: string;
}

/** Either kind of address. */
export type CartAddress = ShippingAddress | BillingAddress;

/** The address a shipping package is sent to. */
export interface ShippingDestination {
	address_1: string;
	address_2: string;
	city: string;
	state: string;
	postcode: string;
	country: string;
}
