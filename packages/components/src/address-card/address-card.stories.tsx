/** Stories of the AddressCard: a Madrid shipping address in Spain's format, a billing address without Edit. */

import { AddressCard } from '.';

const MADRID = {
	first_name: 'Lucía',
	last_name: 'García',
	company: '',
	address_1: 'Calle de Alcalá 50',
	address_2: '3º B',
	city: 'Madrid',
	state: 'M',
	postcode: '28014',
	country: 'ES',
	phone: '+34 600 111 222',
};

export default {
	title: 'Components/AddressCard',
	component: AddressCard,
	args: {
		address: MADRID,
		addressType: 'shipping',
		format: '{name}\n{company}\n{address_1}\n{address_2}\n{postcode} {city}\n{state}\n{country}',
		countries: { ES: 'España' },
		states: { ES: { M: 'Madrid' } },
		onEdit: () => undefined,
	},
};

export const Shipping = {};

export const BillingWithoutEdit = { args: { addressType: 'billing', onEdit: undefined } };
