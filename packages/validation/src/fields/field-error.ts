/** The error of one form field for a value, and every error of an address, in the spec's wording. */

import { getAddressCountryError } from '../address/country';
import type { CountryList } from '../address/country';
import { matchStateOption } from '../address/state';
import type { AddressFieldDefinition, AddressType } from '../address/types';
import { getEmailError } from '../email';
import {
	checkboxRequiredMessage,
	countryMissingMessage,
	emailInvalidMessage,
	selectInvalidMessage,
	selectRequiredMessage,
	textInvalidMessage,
} from '../messages';
import { getLoadedPostcodeError } from '../postcode/load';

/**
 * What a field's value is checked against besides the field itself.
 *
 * @example
 * const context: FieldErrorContext = { type: 'shipping', address: { country: 'ES', postcode: '28001' } };
 */
export interface FieldErrorContext {
	/** The address (or form values) the value belongs to: its country decides postcode and state rules. */
	address?: Readonly< Record< string, unknown > >;
	/** Billing countries must be sold to, shipping countries shipped to. @default 'billing' */
	type?: AddressType;
	/** Countries the shop sells to; by default the country field's options. */
	allowedCountries?: CountryList;
	/** Countries the shop ships to; by default the country field's options. */
	shippingCountries?: CountryList;
	/** The site locale, for label casing; defaults to the page's `<html lang>`. */
	locale?: string;
}

/**
 * The part of a field its error depends on: any form field fits.
 *
 * @example
 * const zip: ValidatableField = { key: 'postcode', label: 'ZIP Code', required: true, hidden: false };
 */
export type ValidatableField = Pick<
	AddressFieldDefinition,
	'key' | 'label' | 'required' | 'hidden'
> &
	Partial< Pick< AddressFieldDefinition, 'type' | 'options' | 'errorMessage' > >;

const textOf = ( value: unknown ): string => ( typeof value === 'string' ? value.trim() : '' );

const isFilled = ( field: ValidatableField, value: unknown ): boolean =>
	field.type === 'checkbox' ? value === true : textOf( value ) !== '';

const hasOptions = ( field: ValidatableField ): boolean =>
	field.type === 'select' && ( field.options?.length ?? 0 ) > 0;

function countryError(
	field: ValidatableField,
	value: unknown,
	{ address = {}, type = 'billing', allowedCountries, shippingCountries }: FieldErrorContext
): string | undefined {
	const country = textOf( value );
	if ( ! country ) {
		// A city, state or postcode without a country says "Please select your
		// country" (spec 2 §5); so does an empty required country.
		const missing = getAddressCountryError( { ...address, country: '' }, { type } );
		return missing ?? ( field.required ? countryMissingMessage() : undefined );
	}
	const options = hasOptions( field )
		? field.options!.map( ( option ) => option.value )
		: undefined;
	return getAddressCountryError(
		{ ...address, country },
		{
			type,
			allowedCountries: allowedCountries ?? ( type === 'billing' ? options : undefined ),
			shippingCountries: shippingCountries ?? ( type === 'shipping' ? options : undefined ),
		}
	);
}

function missingValueError(
	field: ValidatableField,
	{ address = {}, locale }: FieldErrorContext
): string {
	if ( field.type === 'checkbox' ) {
		return field.errorMessage ?? checkboxRequiredMessage();
	}
	if ( field.key === 'email' || field.type === 'email' ) {
		// The same words as for a malformed address, in every language.
		return field.errorMessage ?? emailInvalidMessage();
	}
	if ( field.key === 'state' && hasOptions( field ) && textOf( address.country ) ) {
		return selectRequiredMessage( field.label, locale );
	}
	if ( field.type === 'select' ) {
		return field.errorMessage ?? selectInvalidMessage();
	}
	return field.errorMessage ?? textInvalidMessage( field.label, locale );
}

function invalidValueError(
	field: ValidatableField,
	text: string,
	{ address = {}, locale }: FieldErrorContext
): string | undefined {
	if ( field.key === 'email' || field.type === 'email' ) {
		return getEmailError( text );
	}
	if ( field.key === 'postcode' ) {
		const country = textOf( address.country );
		return country ? getLoadedPostcodeError( { postcode: text, country } ) : undefined;
	}
	if ( ! hasOptions( field ) ) {
		return undefined;
	}
	if ( field.key === 'state' ) {
		// A state typed as text (autofill, an address lookup) stands for the
		// option whose code or label it is.
		return matchStateOption( text, field.options! )
			? undefined
			: selectRequiredMessage( field.label, locale );
	}
	return field.options!.some( ( option ) => option.value === text )
		? undefined
		: ( field.errorMessage ?? selectInvalidMessage() );
}

/**
 * The error of one field for a value, or `undefined` (spec 2 §5 "Fields").
 * Only visible fields that are required or non-empty are validated:
 * - a required field left empty: "Please enter a valid %s" (label lower-cased
 *   except in German locales), "Please enter a valid email address" for an
 *   email, "Please select a valid option" for a select,
 *   "Please select a %s" for a state chosen from the country's list, "Please
 *   check this box if you want to proceed." for a checkbox — the field's own
 *   `errorMessage` first where it has one;
 * - the email must be valid: "Please enter a valid email address";
 * - the postcode must be valid for the address's country (trimmed, upper
 *   case): "Please enter a valid postcode" — once the postcode patterns are
 *   loaded (`loadPostcodePatterns`, started by the first postcode checked:
 *   until then it counts as valid, see `getLoadedPostcodeError`);
 * - a select's value must be one of its options; a state may be given as its
 *   code or its label;
 * - the country: "Please select your country" when missing (required, or a
 *   city, state or postcode is filled); a billing country must be sold to,
 *   a shipping country shipped to.
 *
 * @example
 * await loadPostcodePatterns();
 * const fields = keyFormFields( getAddressFormFields( 'ES', { type: 'shipping' } ) );
 * getFieldError( fields.postcode, '2801', { address: { country: 'ES' } } ); // 'Please enter a valid postcode'
 * getFieldError( fields.state, '', { address: { country: 'ES' } }, ); // 'Please select a province'
 * getFieldError( fields.company, '', {} ); // undefined: hidden
 */
export function getFieldError(
	field: ValidatableField,
	value: unknown,
	context: FieldErrorContext = {}
): string | undefined {
	if ( field.hidden ) {
		return undefined;
	}
	if ( field.key === 'country' ) {
		return countryError( field, value, context );
	}
	if ( ! isFilled( field, value ) ) {
		return field.required ? missingValueError( field, context ) : undefined;
	}
	return field.type === 'checkbox'
		? undefined
		: invalidValueError( field, textOf( value ), context );
}

/**
 * Every field error of an address (or of any form's values), by field key;
 * `{}` when the address is valid. The address is the context of each field,
 * so the postcode and the state are checked against its country.
 *
 * @example
 * getAddressErrors(
 * 	{ country: 'ES', first_name: 'Lucía', postcode: '2801', … },
 * 	getAddressFormFields( 'ES', { type: 'shipping' } ),
 * 	{ type: 'shipping' }
 * );
 * // { postcode: 'Please enter a valid postcode', state: 'Please select a province', … }
 */
export function getAddressErrors(
	address: Readonly< Record< string, unknown > >,
	fields: readonly ValidatableField[],
	context: Omit< FieldErrorContext, 'address' > = {}
): Record< string, string > {
	const errors: Record< string, string > = {};
	for ( const field of fields ) {
		const error = getFieldError( field, address[ field.key ], { ...context, address } );
		if ( error !== undefined ) {
			errors[ field.key ] = error;
		}
	}
	return errors;
}
