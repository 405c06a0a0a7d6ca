/** Fields of the address form tests: Spain's shipping form as WooCommerce 9.9.5 prints it, and a few additional fields. */

import type { AddressFormFieldDefinition } from '../types';

/** Spain's shipping fields in order (postcode before city, "Province" as a select). */
export const SPAIN_SHIPPING_FIELDS: AddressFormFieldDefinition[] = [
	{
		key: 'country',
		label: 'Country/Region',
		required: true,
		hidden: false,
		type: 'select',
		autocomplete: 'country',
		options: [
			{ value: 'ES', label: 'España' },
			{ value: 'PT', label: 'Portugal' },
		],
	},
	{
		key: 'first_name',
		label: 'First name',
		required: true,
		hidden: false,
		autocomplete: 'given-name',
		autocapitalize: 'sentences',
	},
	{
		key: 'last_name',
		label: 'Last name',
		required: true,
		hidden: false,
		autocomplete: 'family-name',
		autocapitalize: 'sentences',
	},
	{
		key: 'company',
		label: 'Company',
		optionalLabel: 'Company (optional)',
		required: false,
		hidden: true,
		autocomplete: 'organization',
	},
	{
		key: 'address_1',
		label: 'Address',
		required: true,
		hidden: false,
		autocomplete: 'address-line1',
	},
	{
		key: 'address_2',
		label: 'Apartment, suite, etc.',
		optionalLabel: 'Apartment, suite, etc. (optional)',
		required: false,
		hidden: false,
		autocomplete: 'address-line2',
	},
	{
		key: 'postcode',
		label: 'Postal code',
		required: true,
		hidden: false,
		autocomplete: 'postal-code',
		autocapitalize: 'characters',
	},
	{ key: 'city', label: 'City', required: true, hidden: false, autocomplete: 'address-level2' },
	{
		key: 'state',
		label: 'Province',
		required: true,
		hidden: false,
		type: 'select',
		autocomplete: 'address-level1',
		options: [
			{ value: 'M', label: 'Madrid' },
			{ value: 'B', label: 'Barcelona' },
		],
	},
	{
		key: 'phone',
		label: 'Phone',
		optionalLabel: 'Phone (optional)',
		required: false,
		hidden: false,
		type: 'tel',
		autocomplete: 'tel',
	},
];

/** Additional fields an extension registers in the address section. */
export const ADDITIONAL_FIELDS: AddressFormFieldDefinition[] = [
	{
		key: 'mi-tienda/nif',
		label: 'NIF',
		optionalLabel: 'NIF (optional)',
		required: false,
		hidden: false,
		type: 'text',
		attributes: {
			pattern: '[0-9]{8}[A-Z]',
			onclick: 'steal()',
			'data-hint': 'nif',
			'aria-label': 'x',
		},
	},
	{
		key: 'mi-tienda/horario',
		label: 'Delivery time',
		required: true,
		hidden: false,
		type: 'select',
		options: [
			{ value: 'morning', label: 'Morning' },
			{ value: 'afternoon', label: 'Afternoon' },
		],
	},
	{
		key: 'mi-tienda/regalo',
		label: 'This is a gift',
		required: false,
		hidden: false,
		type: 'checkbox',
	},
];
