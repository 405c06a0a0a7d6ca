/** The new account's password scorer: `@cesta/validation`'s lazily loaded zxcvbn-ts meter, one score per password. */

import { createPasswordStrengthMeter } from '@cesta/validation';
import type { PasswordStrengthMeter } from '@cesta/validation';

/**
 * Scores a password 0–4 for the meter and for the "stronger password" rule.
 *
 * @example
 * const score = await scorePassword( 'Tr0mbón-Azul-Galaxia-2024!', [ 'lucia@example.com' ] );
 */
export type PasswordScorer = (
	password: string,
	userInputs: readonly string[]
) => Promise< number >;

/**
 * Makes a scorer over a strength meter (by default `@cesta/validation`'s,
 * which loads `@zxcvbn-ts/core` and its dictionaries from their own chunks on
 * the first password and answers with the fallback character scorer until
 * then or if they cannot load). The last answer is reused: the meter and the
 * field's validation ask about the same password on the same keystroke, and
 * scoring takes tens of milliseconds.
 *
 * @example
 * const scorePassword = createPasswordScorer();
 * const score = await scorePassword( password, [ email ] );
 */
export function createPasswordScorer(
	meter: PasswordStrengthMeter = createPasswordStrengthMeter()
): PasswordScorer {
	let last: { key: string; score: Promise< number > } | null = null;
	return ( password, userInputs ) => {
		const key = [ password, ...userInputs ].join( '\u0000' );
		if ( last?.key !== key ) {
			last = {
				key,
				score: meter.getStrength( password, userInputs ).then( ( { score } ) => score ),
			};
		}
		return last.score;
	};
}

/**
 * Starts loading the library scorer (when the password field shows), so the
 * first keystrokes are already rated by it.
 *
 * @example
 * preloadPasswordScorer();
 */
export const preloadPasswordScorer = (): void => void sharedMeter().preload();

let meterInstance: PasswordStrengthMeter | null = null;
const sharedMeter = () => ( meterInstance ??= createPasswordStrengthMeter() );

/**
 * The page's password scorer, over one shared meter (the library loads once).
 *
 * @example
 * <PasswordStrengthMeter id="account-password-strength" password={ password } scorer={ scorePassword } />
 */
export const scorePassword: PasswordScorer = ( password, userInputs ) =>
	sharedScorer()( password, userInputs );

let scorerInstance: PasswordScorer | null = null;
const sharedScorer = () => ( scorerInstance ??= createPasswordScorer( sharedMeter() ) );
