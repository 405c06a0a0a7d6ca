/** Stories of the Select: a required country, an optional state, with an error. */

import { Select } from '.';

const COUNTRIES = [
	{ value: 'ES', label: 'España' },
	{ value: 'PT', label: 'Portugal' },
	{ value: 'FR', label: 'Francia' },
];

export default {
	title: 'Components/Select',
	component: Select,
	args: {
		id: 'story-country',
		label: 'Country/Region',
		value: 'ES',
		options: COUNTRIES,
		required: true,
		onChange: () => undefined,
	},
};

export const Required = {};

export const Placeholder = { args: { value: '' } };

export const Optional = {
	args: {
		id: 'story-state',
		label: 'Province',
		required: false,
		value: '',
		options: [
			{ value: 'M', label: 'Madrid' },
			{ value: 'B', label: 'Barcelona' },
		],
	},
};

export const WithError = {
	args: {
		id: 'story-state-error',
		label: 'Province',
		value: '',
		options: [ { value: 'M', label: 'Madrid' } ],
		errorMessage: 'Please select a valid option',
	},
};
