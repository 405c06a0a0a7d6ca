/** Stories of the FormStep: a numbered step with fields, with heading content, disabled, without a number. */

import { __ } from '@wordpress/i18n';

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
				label={ __( 'Email address', 'cesta' ) }
				value="lucia@example.com"
				onChange={ () => undefined }
			/>
		</FormStep>
	),
};

export const WithHeadingContent = {
	render: ( args: Record< string, unknown > ) => (
		<FormStep
			{ ...args }
			stepHeadingContent={ <a href="/mi-cuenta/">{ __( 'Log in', 'cesta' ) }</a> }
		/>
	),
};

export const Disabled = {
	render: ( args: Record< string, unknown > ) => (
		<FormStep { ...args } title={ __( 'Shipping options', 'cesta' ) } disabled>
			{ /* A rate's name is the shop's, in Spanish. */ }
			<input type="radio" aria-label="Tarifa plana" />
		</FormStep>
	),
};

export const WithoutNumber = { args: { showStepNumber: false } };
