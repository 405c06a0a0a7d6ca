/** Stories of the TextInput: floating label, empty, label above, with an error. */

import { TextInput } from '.';

export default {
	title: 'Components/TextInput',
	component: TextInput,
	args: { id: 'story-city', label: 'City', value: 'Madrid', onChange: () => undefined },
};

export const Floating = {};

export const Empty = { args: { value: '' } };

export const LabelAbove = { args: { labelPosition: 'above' } };

export const WithError = {
	args: {
		id: 'story-postcode',
		label: 'Postal code',
		value: '999',
		errorMessage: 'Please enter a valid postcode',
	},
};
