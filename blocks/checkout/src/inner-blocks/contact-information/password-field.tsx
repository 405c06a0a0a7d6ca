/** The new account's password field with its strength meter, downloaded when the shopper asks for an account. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';
import { PasswordStrengthMeter, TextInput, usePasswordScore } from '@cesta/components';
import { cartStore, checkoutStore } from '@cesta/data';

import {
	ACCOUNT_PASSWORD_ERROR_ID,
	ACCOUNT_PASSWORD_MIN_SCORE,
	fieldMessages,
	stepLabels,
	useFieldErrors,
} from '../../address';
import { preloadPasswordScorer, scorePassword } from './password-scorer';

const PASSWORD_KEY = 'password';
const PASSWORD_INPUT_ID = 'account-password';
const PASSWORD_STRENGTH_ID = 'account-password-strength';
const PASSWORD_KEYS = [ PASSWORD_KEY ];
const passwordErrorId = () => ACCOUNT_PASSWORD_ERROR_ID;

/**
 * The new account's password (`#account-password`, `autocomplete="new-password"`,
 * required) and its strength meter (0–4, 'Too weak' … 'Very strong', the
 * zxcvbn-ts scorer loaded on demand, the fallback scorer meanwhile). Its
 * error — missing, or weaker than 'Medium': "Please create a stronger
 * password" — blocks the order. The password goes to the checkout store
 * (`customerPassword`).
 *
 * @example
 * { shouldCreateAccount && <PasswordField /> }
 */
export function PasswordField() {
	const { password, email, firstName, lastName } = useSelect( ( select ) => {
		const { billingAddress } = select( cartStore ).getCartData();
		return {
			password: select( checkoutStore ).getCustomerPassword(),
			email: billingAddress.email,
			firstName: billingAddress.first_name,
			lastName: billingAddress.last_name,
		};
	}, [] );
	const { __internalSetCustomerPassword } = useDispatch( checkoutStore );
	const userInputs = useMemo(
		() => [ email, firstName, lastName ].filter( Boolean ),
		[ email, firstName, lastName ]
	);
	const score = usePasswordScore( password, scorePassword, userInputs );
	useEffect( preloadPasswordScorer, [] );

	let error: string | undefined;
	if ( ! password ) {
		error = fieldMessages.passwordMissing();
	} else if ( score < ACCOUNT_PASSWORD_MIN_SCORE ) {
		error = fieldMessages.passwordTooWeak();
	}
	const errors = useMemo( () => ( { [ PASSWORD_KEY ]: error } ), [ error ] );
	const { visibleErrors, onFieldChange, onFieldBlur } = useFieldErrors( {
		errors,
		keys: PASSWORD_KEYS,
		errorIdOf: passwordErrorId,
	} );

	return (
		<div className="wc-block-checkout__create-password">
			<TextInput
				id={ PASSWORD_INPUT_ID }
				type="password"
				className="wc-block-components-address-form__password"
				label={ stepLabels.createPassword() }
				autoComplete="new-password"
				required
				value={ password }
				errorMessage={ visibleErrors[ PASSWORD_KEY ] }
				ariaDescribedBy={ PASSWORD_STRENGTH_ID }
				onChange={ ( value ) => {
					onFieldChange( PASSWORD_KEY );
					void __internalSetCustomerPassword( value );
				} }
				onBlur={ () => onFieldBlur( PASSWORD_KEY ) }
			/>
			<PasswordStrengthMeter
				id={ PASSWORD_STRENGTH_ID }
				password={ password }
				scorer={ scorePassword }
				userInputs={ userInputs }
			/>
		</div>
	);
}
