/** The contact step's account creation: the "Create an account" checkbox, the password and its strength meter. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useMemo } from '@wordpress/element';
import {
	CheckboxControl,
	PasswordStrengthMeter,
	TextInput,
	usePasswordScore,
} from '@cesta/components';
import { cartStore, checkoutStore } from '@cesta/data';
import { getSetting } from '@cesta/settings';

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
 * How the shop lets a guest create an account at checkout (WooCommerce's
 * settings): whether the option shows at all, whether it is forced (guest
 * checkout off) and whether the shopper chooses the password.
 *
 * @example
 * const { offered, required, asksPassword } = readAccountSettings();
 */
export function readAccountSettings(): {
	offered: boolean;
	required: boolean;
	asksPassword: boolean;
} {
	const allowsSignup = getSetting< boolean >( 'checkoutAllowsSignup', false ) === true;
	const allowsGuest = getSetting< boolean >( 'checkoutAllowsGuest', true ) !== false;
	return {
		offered: allowsSignup,
		required: allowsSignup && ! allowsGuest,
		asksPassword: getSetting< boolean >( 'generatePassword', false ) !== true,
	};
}

function PasswordField() {
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

/**
 * Account creation for a guest (spec 2 §6: "A create-account option with a
 * customer password exists"), as the shop's settings allow it: the "Create
 * an account with {shop}" checkbox when `checkoutAllowsSignup`, forced on
 * without the checkbox when guests may not check out (`checkoutAllowsGuest`
 * false), and the password field with its strength meter (0–4, 'Too weak' …
 * 'Very strong', the zxcvbn-ts scorer loaded on demand, the fallback scorer
 * meanwhile) unless the shop makes the password up (`generatePassword`). The
 * choice and the password go to the checkout store (`shouldCreateAccount`,
 * `customerPassword`), which sends them as `create_account` and
 * `customer_password`. The password's error (missing, or weaker than
 * 'Medium': "Please create a stronger password") blocks the order. Nothing
 * for a logged-in customer.
 *
 * @example
 * <CreateAccount />
 */
export function CreateAccount() {
	const { offered, required, asksPassword } = readAccountSettings();
	const { customerId, shouldCreateAccount } = useSelect(
		( select ) => ( {
			customerId: select( checkoutStore ).getCustomerId(),
			shouldCreateAccount: select( checkoutStore ).getShouldCreateAccount(),
		} ),
		[]
	);
	const { __internalSetShouldCreateAccount } = useDispatch( checkoutStore );
	const isGuest = customerId === 0;
	const setShouldCreateAccount = useCallback(
		( value: boolean ) => void __internalSetShouldCreateAccount( value ),
		[ __internalSetShouldCreateAccount ]
	);

	useEffect( () => {
		if ( isGuest && required && ! shouldCreateAccount ) {
			setShouldCreateAccount( true );
		}
	}, [ isGuest, required, shouldCreateAccount, setShouldCreateAccount ] );

	if ( ! isGuest || ! offered ) {
		return null;
	}
	return (
		<div className="wc-block-checkout__create-account">
			{ ! required && (
				<CheckboxControl
					id="checkbox-control-create-account"
					label={ stepLabels.createAccount(
						getSetting< string >( 'siteTitle', '' ) || ''
					) }
					checked={ shouldCreateAccount }
					onChange={ setShouldCreateAccount }
				/>
			) }
			{ shouldCreateAccount && asksPassword && <PasswordField /> }
		</div>
	);
}
