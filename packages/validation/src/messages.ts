/**
 * Every message of `@cesta/validation`, in the spec's wording (cart-checkout
 * §5). Each is a function so the translation is looked up when the message is
 * shown, after the host page has loaded the locale data.
 */
import { __, sprintf } from '@wordpress/i18n';

import { labelInSentence } from './locale';

// Messages whose only users load on demand live beside them, so a page
// downloads them with that code: the postcode check, the schema evaluator.
export { postcodeInvalidMessage } from './postcode/messages';
export { fieldInvalidMessage, patternMismatchMessage } from './additional-fields/messages';

/**
 * Shown when an email address is not valid.
 *
 * @example
 * emailInvalidMessage(); // 'Please enter a valid email address'
 */
export const emailInvalidMessage = (): string =>
	__( 'Please enter a valid email address', 'cesta' );

/**
 * Shown when city, state or postcode is filled in but no country is chosen.
 *
 * @example
 * countryMissingMessage(); // 'Please select your country'
 */
export const countryMissingMessage = (): string => __( 'Please select your country', 'cesta' );

/**
 * Shown when the billing country is not one the shop sells to.
 *
 * @example
 * countryNotAllowedMessage(); // 'Sorry, we do not allow orders from the selected country'
 */
export const countryNotAllowedMessage = (): string =>
	__( 'Sorry, we do not allow orders from the selected country', 'cesta' );

/**
 * Shown when the shipping country is not one the shop ships to.
 *
 * @example
 * countryNotShippableMessage(); // 'Sorry, we do not ship orders to the selected country'
 */
export const countryNotShippableMessage = (): string =>
	__( 'Sorry, we do not ship orders to the selected country', 'cesta' );

/**
 * Shown when a required state (or other select with a label) is left empty.
 *
 * @example
 * selectRequiredMessage( 'State/County', 'es_ES' ); // 'Please select a state/county'
 */
export const selectRequiredMessage = ( label: string, locale?: string ): string =>
	/* translators: %s: field label, e.g. "state/county". */
	sprintf( __( 'Please select a %s', 'cesta' ), labelInSentence( label, locale ) );

/**
 * Shown when a required select without a usable label has no value.
 *
 * @example
 * selectInvalidMessage(); // 'Please select a valid option'
 */
export const selectInvalidMessage = (): string => __( 'Please select a valid option', 'cesta' );

/**
 * The placeholder option of a select.
 *
 * @example
 * selectPlaceholder( 'State/County', 'es_ES' ); // 'Select a state/county'
 */
export const selectPlaceholder = ( label: string, locale?: string ): string =>
	/* translators: %s: field label, e.g. "state/county". */
	sprintf( __( 'Select a %s', 'cesta' ), labelInSentence( label, locale ) );

/**
 * The label of an optional field.
 *
 * @example
 * optionalLabel( 'Company' ); // 'Company (optional)'
 */
export const optionalLabel = ( label: string ): string =>
	/* translators: %s: field label. */
	sprintf( __( '%s (optional)', 'cesta' ), label );

/**
 * Shown when a text input is missing, unreadable or of the wrong type.
 *
 * @example
 * textInvalidMessage( 'First name', 'es_ES' ); // 'Please enter a valid first name'
 * textInvalidMessage( 'Vorname', 'de_DE' ); // 'Please enter a valid Vorname'
 */
export const textInvalidMessage = ( label: string, locale?: string ): string =>
	/* translators: %s: field label, e.g. "first name". */
	sprintf( __( 'Please enter a valid %s', 'cesta' ), labelInSentence( label, locale ) );

/**
 * Shown when a required checkbox is left unticked.
 *
 * @example
 * checkboxRequiredMessage(); // 'Please check this box if you want to proceed.'
 */
export const checkboxRequiredMessage = (): string =>
	__( 'Please check this box if you want to proceed.', 'cesta' );

/**
 * The default address fields' labels, by address key.
 *
 * @example
 * addressFieldLabels().postcode; // 'Postal code'
 */
export const addressFieldLabels = () => ( {
	email: __( 'Email address', 'cesta' ),
	country: __( 'Country/Region', 'cesta' ),
	first_name: __( 'First name', 'cesta' ),
	last_name: __( 'Last name', 'cesta' ),
	company: __( 'Company', 'cesta' ),
	address_1: __( 'Address', 'cesta' ),
	address_2: __( 'Apartment, suite, etc.', 'cesta' ),
	city: __( 'City', 'cesta' ),
	state: __( 'State/County', 'cesta' ),
	postcode: __( 'Postal code', 'cesta' ),
	phone: __( 'Phone', 'cesta' ),
} );
