/** The contact step's fields: the email (the billing address's), extensions' contact fields and account creation. */

import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useCallback, useMemo, useRef } from '@wordpress/element';
import { AddressForm, TextInput } from '@cesta/components';
import type { AddressFormHandle } from '@cesta/components';
import {
	addressFieldErrorId,
	cartStore,
	checkoutStore,
	contactFieldErrorId,
	validationStore,
} from '@cesta/data';
import { getFormErrors, normaliseFieldValue } from '@cesta/validation';

import {
	CONTACT_EMAIL_INPUT_ID,
	useAdditionalFields,
	useCheckoutAddressActions,
	useEmailField,
	useFieldErrors,
	useFieldRules,
	useSubmitFocusTarget,
} from '../../address';
import { CreateAccount } from './create-account';

const EMAIL_KEY = 'email';
const EMAIL_KEYS = [ EMAIL_KEY ];
const emailErrorId = ( key: string ) => addressFieldErrorId( 'billing', key );
const PASSWORD_INPUT_ID = 'account-password';

function useEmail() {
	// Only the email: the rest of the billing address changes with every
	// keystroke in the shipping form (mirrored), which must not re-render this step.
	const email = useSelect(
		( select ) => select( cartStore ).getCartData().billingAddress.email ?? '',
		[]
	);
	const { setBillingAddress } = useDispatch( cartStore );
	const setEmail = useCallback(
		( value: string ) => void setBillingAddress( { email: value } ),
		[ setBillingAddress ]
	);
	const field = useEmailField();
	const errors = useMemo(
		() => getFormErrors( { email }, [ field ], { type: 'billing' } ),
		[ email, field ]
	);
	const validation = useFieldErrors( { errors, keys: EMAIL_KEYS, errorIdOf: emailErrorId } );
	return { field, email, setEmail, ...validation };
}

function useContactFields() {
	const registered = useAdditionalFields( 'contact' );
	const { fields, document, evaluator } = useFieldRules( registered );
	const stored = useSelect( ( select ) => select( checkoutStore ).getAdditionalFields(), [] );
	const { setAdditionalFields } = useDispatch( checkoutStore );
	const values = useMemo(
		() =>
			Object.fromEntries(
				fields
					.filter( ( field ) => field.key in stored )
					.map( ( field ) => [ field.key, stored[ field.key ] ] )
			),
		[ fields, stored ]
	);
	const errors = useMemo(
		() => getFormErrors( values, fields, { document, evaluator } ),
		[ values, fields, document, evaluator ]
	);
	const shownKeys = useMemo(
		() => fields.filter( ( field ) => ! field.hidden ).map( ( field ) => field.key ),
		[ fields ]
	);
	const validation = useFieldErrors( {
		errors,
		keys: shownKeys,
		errorIdOf: contactFieldErrorId,
	} );
	return { fields, values, shownKeys, setAdditionalFields, ...validation };
}

/**
 * The contact step's fields (spec 2 §3, §5): the email — WooCommerce's
 * `#email` input, `autocomplete="email"`, stored as the billing address's
 * email (sent with the customer data when the shopper leaves the field),
 * trimmed, "Please enter a valid email address" by spec 2 §4's visibility
 * rules under the id `billing_email` — then the contact fields extensions
 * registered (values in the checkout store's additional fields, errors
 * `contact_…`), then account creation. After a submit stopped by errors,
 * the first of them takes the focus when it is the first of the page.
 *
 * @example
 * <ContactForm />
 */
export function ContactForm() {
	const registry = useRegistry();
	const wrapperRef = useRef< HTMLDivElement >( null );
	const additionalRef = useRef< AddressFormHandle >( null );
	const email = useEmail();
	const contact = useContactFields();
	// As WooCommerce's contact form: any change in it fires set-email-address.
	const fireAddressActions = useCheckoutAddressActions();

	const focusFirstInvalid = useCallback( () => {
		const store = registry.select( validationStore );
		const focus = ( id: string ) => {
			const element = wrapperRef.current?.ownerDocument.getElementById( id );
			element?.focus();
			return Boolean( element );
		};
		if ( store.getValidationError( emailErrorId( EMAIL_KEY ) ) ) {
			return focus( CONTACT_EMAIL_INPUT_ID );
		}
		const shown = Object.fromEntries(
			contact.shownKeys.map( ( key ) => [
				key,
				store.getValidationError( contactFieldErrorId( key ) )?.message,
			] )
		);
		if ( additionalRef.current?.focusFirstInvalid( shown ) ) {
			return true;
		}
		return store.getValidationError( 'account-password' ) ? focus( PASSWORD_INPUT_ID ) : false;
	}, [ registry, contact.shownKeys ] );
	useSubmitFocusTarget( { element: () => wrapperRef.current, focusFirstInvalid } );

	const { field } = email;
	return (
		<div ref={ wrapperRef } id="contact" className="wc-block-checkout__contact-form">
			<TextInput
				id={ CONTACT_EMAIL_INPUT_ID }
				type="email"
				className="wc-block-components-address-form__email"
				label={ field.required ? field.label : field.optionalLabel }
				autoComplete={ field.autocomplete ?? 'email' }
				autoCapitalize={ field.autocapitalize ?? 'none' }
				required={ field.required }
				value={ email.email }
				errorMessage={ email.visibleErrors[ EMAIL_KEY ] }
				onChange={ ( value ) => {
					email.onFieldChange( EMAIL_KEY );
					email.setEmail( value );
					fireAddressActions( 'email' );
				} }
				onBlur={ () => {
					const normalised = normaliseFieldValue( field, email.email );
					if ( normalised !== email.email ) {
						email.setEmail( normalised );
						fireAddressActions( 'email' );
					}
					email.onFieldBlur( EMAIL_KEY );
				} }
			/>
			{ contact.fields.length > 0 && (
				<AddressForm
					ref={ additionalRef }
					id="contact-additional"
					type="contact"
					fields={ contact.fields }
					values={ contact.values }
					errors={ contact.visibleErrors }
					onChange={ ( patch ) => {
						Object.keys( patch ).forEach( contact.onFieldChange );
						void contact.setAdditionalFields( patch );
						fireAddressActions( 'email' );
					} }
					onBlur={ contact.onFieldBlur }
				/>
			) }
			<CreateAccount />
		</div>
	);
}
