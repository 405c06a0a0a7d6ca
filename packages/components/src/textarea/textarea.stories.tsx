/** Stories of the Textarea: order notes with a hidden label, a visible label with a limit, with an error. */

import { Textarea } from '.';

export default {
	title: 'Components/Textarea',
	component: Textarea,
	args: {
		id: 'story-order-notes',
		label: 'Notes about your order.',
		value: '',
		onChange: () => undefined,
	},
};

export const OrderNotes = {
	args: {
		hideLabel: true,
		placeholder: 'Notes about your order, e.g. special notes for delivery.',
	},
};

export const WithLimit = {
	args: {
		id: 'story-gift-message',
		// An extension's field: its label is the shop's, in Spanish.
		label: 'Nota para el regalo',
		value: 'Feliz cumpleaños',
		maxLength: 150,
	},
};

export const WithError = {
	args: {
		id: 'story-notes-error',
		errorMessage: 'Please fix the following errors before continuing',
	},
};
