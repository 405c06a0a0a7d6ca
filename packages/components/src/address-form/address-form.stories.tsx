/** Stories of the AddressForm: Spain's shipping form empty, filled, with errors, and with additional fields. */

import { AddressForm } from '.';
import { ADDITIONAL_FIELDS, SPAIN_SHIPPING_FIELDS } from './test/fields';

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
	title: 'Components/AddressForm',
	component: AddressForm,
	args: {
		type: 'shipping',
		id: 'story-shipping',
		fields: SPAIN_SHIPPING_FIELDS,
		values: { ...MADRID, address_1: '', address_2: '', city: '', postcode: '', state: '' },
		onChange: () => undefined,
	},
};

export const Empty = {};

export const Filled = {
	args: { id: 'story-shipping-filled', type: 'shipping-filled', values: MADRID },
};

export const WithErrors = {
	args: {
		id: 'story-shipping-errors',
		type: 'shipping-errors',
		values: { ...MADRID, postcode: '2801', state: '' },
		errors: {
			postcode: 'Please enter a valid postcode',
			state: 'Please select a valid option',
		},
	},
};

export const AdditionalFields = {
	args: {
		id: 'story-shipping-additional',
		type: 'shipping-additional',
		fields: [ ...SPAIN_SHIPPING_FIELDS, ...ADDITIONAL_FIELDS ],
		values: { ...MADRID, 'mi-tienda/regalo': true },
	},
};
