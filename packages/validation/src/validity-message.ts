/** The message to show under an input after the browser's validity check. */

import { getDocumentLocale } from './locale';
import { checkboxRequiredMessage, textInvalidMessage } from './messages';

/**
 * The part of an input the validity message is computed from: any
 * `HTMLInputElement` (or select/textarea) fits.
 *
 * @example
 * const input: ValidatableInput = document.querySelector( 'input' )!;
 */
export interface ValidatableInput {
	type: string;
	validity: ValidityState;
	validationMessage: string;
}

/**
 * The message to show under an input after the browser's validity check, as
 * the checkout's text inputs show it:
 * - valid → `''`;
 * - a custom validity message (`setCustomValidity`) → that message, first;
 * - a checkbox → "Please check this box if you want to proceed.";
 * - missing value, bad input or type mismatch → "Please enter a valid %s"
 *   with the label lower-cased (kept as is in German locales);
 * - any other failure (pattern, length, range) → the browser's own message,
 *   which names the limit, or the generic one when the browser gives none.
 *
 * @param label   The field's label, e.g. 'Postal code'.
 * @param input   The input element, after the value was set.
 * @param locale  The site locale; defaults to the page's `<html lang>`.
 *
 * @example
 * const input = document.createElement( 'input' );
 * input.required = true;
 * getValidityMessageForInput( 'First name', input, 'es_ES' ); // 'Please enter a valid first name'
 */
export function getValidityMessageForInput(
	label: string,
	input: ValidatableInput,
	locale: string = getDocumentLocale()
): string {
	const { validity } = input;
	if ( validity.valid ) {
		return '';
	}
	if ( validity.customError ) {
		return input.validationMessage;
	}
	if ( input.type === 'checkbox' ) {
		return checkboxRequiredMessage();
	}
	const generic = textInvalidMessage( label, locale );
	if ( validity.valueMissing || validity.badInput || validity.typeMismatch ) {
		return generic;
	}
	return input.validationMessage || generic;
}
