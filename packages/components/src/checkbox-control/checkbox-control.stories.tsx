/** Stories of the CheckboxControl: checked, unchecked, with an error, disabled. */

import { CheckboxControl } from '.';

export default {
	title: 'Components/CheckboxControl',
	component: CheckboxControl,
	args: { label: 'Use same address for billing', checked: true, onChange: () => undefined },
};

export const Checked = {};

export const Unchecked = { args: { checked: false } };

export const WithError = {
	args: {
		checked: false,
		label: 'I accept the terms',
		errorMessage: 'Please check this box if you want to proceed.',
	},
};

export const Disabled = { args: { disabled: true } };
