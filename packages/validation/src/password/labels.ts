/** The password score type and the strength meter's label for each score. */

import { _x } from '@wordpress/i18n';

import { PASSWORD_SCORE_MAX } from '../constants';

/**
 * A password score from 0 (Too weak) to 4 (Very strong).
 *
 * @example
 * const score: PasswordScore = 3; // Strong
 */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

// Here rather than in ../messages: only the meter, which pages download on
// demand, shows them, so their translations go with it.
const passwordStrengthLabels = (): readonly [ string, string, string, string, string ] => [
	_x( 'Too weak', 'password strength', 'cesta' ),
	_x( 'Weak', 'password strength', 'cesta' ),
	_x( 'Medium', 'password strength', 'cesta' ),
	_x( 'Strong', 'password strength', 'cesta' ),
	_x( 'Very strong', 'password strength', 'cesta' ),
];

/**
 * The meter's label for a score: Too weak, Weak, Medium, Strong, Very strong
 * (translated). Scores outside 0–4 are clamped into it; anything that is not a
 * number counts as 0.
 *
 * @example
 * getPasswordStrengthLabel( 0 ); // 'Too weak'
 * getPasswordStrengthLabel( 4 ); // 'Very strong'
 */
export function getPasswordStrengthLabel( score: number ): string {
	const labels = passwordStrengthLabels();
	const index = Number.isFinite( score )
		? Math.min( Math.max( Math.round( score ), 0 ), PASSWORD_SCORE_MAX )
		: 0;
	return labels[ index ];
}
