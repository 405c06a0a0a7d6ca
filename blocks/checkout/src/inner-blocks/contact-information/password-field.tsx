/** The new account's password field with its strength meter, downloaded when the shopper asks for an account. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';
import { PasswordStrengthMeter, TextInput, usePasswordScore } from '@cesta/components';
import { cartStore, checkoutStore } from '@cesta/data';

import { ACCOUNT_PASSWORD_MIN_SCORE, fieldMessages } from '../../address';
import { passwordFieldTexts } from './password-field-texts';
import { preloadPasswordScorer, scorePassword } from './password-scorer';

const PASSWORD_INPUT_ID = 'account-password';
const PASSWORD_STRENGTH_ID = 'account-password-strength';

/**
 * Props of {@link PasswordField}: its error is kept by the account creation
 * around it (in the validation store, from before the field downloaded), so
 * the field reports its error and its edits there.
 *
 * @example
 * const props: PasswordFieldProps = { errorMessage: undefined, onError, onFieldChange, onFieldBlur };
 */
export interface PasswordFieldProps {
	/** The error to show (spec 2 §4's visibility rules applied), if any. */
	errorMessage: string | undefined;
	/** Told the field's current error whenever it changes (`undefined`: valid). */
	onError: ( error: string | undefined ) => void;
	/** The shopper edited the password. */
	onFieldChange: () => void;
	/** The shopper left the password. */
	onFieldBlur: () => void;
}

/**
 * The new account's password (`#account-password`, `autocomplete="new-password"`,
 * required) and its strength meter (0–4, 'Too weak' … 'Very strong', the
 * zxcvbn-ts scorer loaded on demand, the fallback scorer meanwhile). Its
 * error — missing, or weaker than 'Medium': "Please create a stronger
 * password" — goes to `onError` (it blocks the order). The password goes to
 * the checkout store (`customerPassword`).
 *
 * @example
 * <PasswordField errorMessage={ visibleErrors.password } onError={ reportError } onFieldChange={ edited } onFieldBlur={ left } />
 */
export function PasswordField( {
	errorMessage,
	onError,
	onFieldChange,
	onFieldBlur,
}: PasswordFieldProps ) {
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
		error = passwordFieldTexts.passwordTooWeak();
	}
	useEffect( () => onError( error ), [ error, onError ] );

	return (
		<div className="wc-block-checkout__create-password">
			<TextInput
				id={ PASSWORD_INPUT_ID }
				type="password"
				className="wc-block-components-address-form__password"
				label={ passwordFieldTexts.createPassword() }
				autoComplete="new-password"
				required
				value={ password }
				errorMessage={ errorMessage }
				ariaDescribedBy={ PASSWORD_STRENGTH_ID }
				onChange={ ( value ) => {
					onFieldChange();
					void __internalSetCustomerPassword( value );
				} }
				onBlur={ onFieldBlur }
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
