/** Stories of the FormStep: a numbered step with fields, with heading content, disabled, without a number. */

import { TextInput } from '../text-input';
import { FormStep } from '.';

export default {
	title: 'Components/FormStep',
	component: FormStep,
	args: {
		id: 'story-contact-fields',
		title: 'Contact information',
		description: "We'll use this email to send you details and updates about your order.",
	},
};

export const WithFields = {
	render: ( args: Record< string, unknown > ) => (
		<FormStep { ...args }>
			<TextInput
				id="story-email"
				type="email"
				label="Email address"
				value="lucia@example.com"
				onChange={ () => undefined }
			/>
		</FormStep>
	),
};

export const WithHeadingContent = {
	args: { stepHeadingContent: <a href="/mi-cuenta/">Log in</a> },
};

export const Disabled = {
	render: ( args: Record< string, unknown > ) => (
		<FormStep { ...args } title="Shipping options" disabled>
			<input type="radio" aria-label="Flat rate" />
		</FormStep>
	),
};

export const WithoutNumber = { args: { showStepNumber: false } };
