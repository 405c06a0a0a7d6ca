/** The contact step's account creation: the "Create an account" checkbox, and the password field once it is wanted. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import { CheckboxControl, useOnDemand } from '@cesta/components';
import { checkoutStore } from '@cesta/data';
import { getSetting } from '@cesta/settings';

import {
	ACCOUNT_PASSWORD_ERROR_ID,
	fieldMessages,
	stepLabels,
	useFieldErrors,
} from '../../address';
import { passwordFieldLoader } from './load-password-field';

const PASSWORD_KEY = 'password';
const PASSWORD_KEYS = [ PASSWORD_KEY ];
const passwordErrorId = () => ACCOUNT_PASSWORD_ERROR_ID;

/**
 * The password's error, kept here rather than in the downloaded field so it
 * holds from the moment the password is wanted: until the field reports its
 * own (strength included), a missing password blocks the order; a submit
 * meanwhile shows the error, which the field then shows when it arrives.
 */
function usePasswordError( wanted: boolean ) {
	const password = useSelect( ( select ) => select( checkoutStore ).getCustomerPassword(), [] );
	const [ reported, setReported ] = useState< { error: string | undefined } | null >( null );
	const error = reported
		? reported.error
		: password
			? undefined
			: fieldMessages.passwordMissing();
	const errors = useMemo( () => ( { [ PASSWORD_KEY ]: error } ), [ error ] );
	const { visibleErrors, onFieldChange, onFieldBlur } = useFieldErrors( {
		errors,
		keys: PASSWORD_KEYS,
		errorIdOf: passwordErrorId,
		active: wanted,
	} );
	const onError = useCallback(
		( next: string | undefined ) =>
			setReported( ( current ) =>
				current && current.error === next ? current : { error: next }
			),
		[]
	);
	return {
		errorMessage: visibleErrors[ PASSWORD_KEY ],
		onError,
		onFieldChange: useCallback( () => onFieldChange( PASSWORD_KEY ), [ onFieldChange ] ),
		onFieldBlur: useCallback( () => onFieldBlur( PASSWORD_KEY ), [ onFieldBlur ] ),
	};
}

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

/**
 * Account creation for a guest (spec 2 §6: "A create-account option with a
 * customer password exists"), as the shop's settings allow it: the "Create
 * an account with {shop}" checkbox when `checkoutAllowsSignup`, forced on
 * without the checkbox when guests may not check out (`checkoutAllowsGuest`
 * false), and the password field with its strength meter (0–4, 'Too weak' …
 * 'Very strong', the zxcvbn-ts scorer loaded on demand, the fallback scorer
 * meanwhile) unless the shop makes the password up (`generatePassword`).
 * The password field downloads when it is first wanted (the box ticked, or
 * at once when the account is forced): most guests never tick it. The
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
	const wantsPassword = isGuest && offered && shouldCreateAccount && asksPassword;
	const passwordField = useOnDemand( passwordFieldLoader, wantsPassword );
	const passwordProps = usePasswordError( wantsPassword );
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
			{ wantsPassword && passwordField.status === 'ready' && (
				<passwordField.value { ...passwordProps } />
			) }
		</div>
	);
}
