/** Stories of the PasswordStrengthMeter: a weak, a medium and a very strong password, and an empty one. */

import { __ } from '@wordpress/i18n';

import { PasswordStrengthMeter } from '.';

export default {
	title: 'Components/PasswordStrengthMeter',
	component: PasswordStrengthMeter,
	args: { id: 'story-password-strength', password: 'abc1' },
};

export const Weak = {};

export const Medium = { args: { password: 'madrid2025' } };

export const VeryStrong = { args: { password: 'Cesta-2025-Madrid-Sol!' } };

export const Empty = {
	render: ( args: Record< string, unknown > ) => (
		<>
			<p>{ __( 'Create a password', 'cesta' ) }</p>
			<PasswordStrengthMeter { ...args } id="story-password-strength-empty" password="" />
		</>
	),
};
