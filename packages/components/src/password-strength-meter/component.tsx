/** The PasswordStrengthMeter: a meter and the level ('Too weak' … 'Very strong') of a new account's password, announced politely. */

import { __, sprintf } from '@wordpress/i18n';

import { getFallbackPasswordScore, getPasswordStrengthLabel } from '@cesta/validation';

import { cx } from '../utils/cx';
import { usePasswordScore } from './hook';
import type { PasswordStrengthMeterProps } from './types';
import './style.css';
import '../utils/screen-reader-text.css';

const NO_USER_INPUTS: readonly string[] = [];

/**
 * How strong a new account's password is (spec §4 "Password strength"): a
 * `<meter>` from 0 to 4 and its level — 'Too weak', 'Weak', 'Medium',
 * 'Strong', 'Very strong' — under the password field. The level is announced
 * politely ("Password strength: Weak") as it changes; give the password
 * input `aria-describedby={ id }` so it is also read with the field. Nothing
 * shows while the password is empty. The score comes from `scorer`, which may
 * answer later (the lazily loaded library of `@cesta/validation`); a late
 * answer for an older password is never shown.
 *
 * @example
 * const meter = useMemo( () => createPasswordStrengthMeter(), [] );
 * const scorer = useCallback(
 * 	( password, inputs ) => meter.getStrength( password, inputs ).then( ( s ) => s.score ),
 * 	[ meter ]
 * );
 * <input type="password" aria-describedby="account-password-strength" onFocus={ meter.preload } />
 * <PasswordStrengthMeter id="account-password-strength" password={ password } scorer={ scorer } userInputs={ [ email ] } />
 */
export function PasswordStrengthMeter( {
	password,
	id,
	scorer = getFallbackPasswordScore,
	userInputs = NO_USER_INPUTS,
	className,
}: PasswordStrengthMeterProps ) {
	const score = usePasswordScore( password, scorer, userInputs );
	const label = getPasswordStrengthLabel( score );
	const isEmpty = password === '';

	return (
		<div
			className={ cx(
				'wc-block-components-password-strength',
				! isEmpty && `is-strength-${ score }`,
				className
			) }
		>
			{ ! isEmpty && (
				<meter
					className="wc-block-components-password-strength__meter"
					aria-label={ __( 'Password strength', 'cesta' ) }
					aria-valuetext={ label }
					min={ 0 }
					max={ 4 }
					low={ 2 }
					high={ 3 }
					optimum={ 4 }
					value={ score }
				/>
			) }
			{ /* Rendered even when empty, so the live region exists before its first announcement. */ }
			<div
				id={ id }
				className="wc-block-components-password-strength__result"
				aria-live="polite"
			>
				{ ! isEmpty && (
					<>
						<span className="screen-reader-text">
							{
								/* translators: %s: password strength, e.g. "Weak". */
								sprintf( __( 'Password strength: %s', 'cesta' ), label )
							}
						</span>
						<span aria-hidden="true">{ label }</span>
					</>
				) }
			</div>
		</div>
	);
}
