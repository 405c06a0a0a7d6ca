/** Types of the PasswordStrengthMeter's props and scorer. */

/**
 * Scores a password from 0 (Too weak) to 4 (Very strong), given words the
 * shopper typed elsewhere (name, email) that should not count as strength;
 * may answer later (a scorer still loading). Scores outside 0–4 are clamped.
 *
 * @example
 * const meter = createPasswordStrengthMeter();
 * const scorer: PasswordStrengthScorer = ( password, userInputs ) =>
 * 	meter.getStrength( password, userInputs ).then( ( strength ) => strength.score );
 */
export type PasswordStrengthScorer = (
	password: string,
	userInputs: readonly string[]
) => number | Promise< number >;

/**
 * Props of {@link PasswordStrengthMeter}.
 *
 * @example
 * const props: PasswordStrengthMeterProps = {
 * 	id: 'account-password-strength', password, userInputs: [ email, firstName ],
 * };
 */
export interface PasswordStrengthMeterProps {
	/** The password to rate; nothing shows while it is empty. */
	password: string;
	/** Id of the result text; point the password input's `aria-describedby` at it. */
	id: string;
	/** Scores the password. @default getFallbackPasswordScore of `@cesta/validation` */
	scorer?: PasswordStrengthScorer;
	/** Words the shopper typed elsewhere (email, name) that should not count as strength. @default [] */
	userInputs?: readonly string[];
	/** Extra class names. @default undefined */
	className?: string;
}
