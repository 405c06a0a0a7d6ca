/** Stories of the ValidationInputError: with a message, and named by property. */

import { ValidationInputError } from '.';

export default {
	title: 'Components/ValidationInputError',
	component: ValidationInputError,
	args: { errorMessage: 'Please enter a valid postcode', elementId: 'shipping-postcode' },
};

export const WithMessage = {};

export const ByPropertyName = {
	args: {
		elementId: undefined,
		propertyName: 'billing_email',
		errorMessage: 'Please enter a valid email address',
	},
};
