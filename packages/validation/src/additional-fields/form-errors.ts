/** Every error of a form's values: the field rules of spec 2 §5 plus additional fields' validation schemas. */

import { getFieldError } from '../fields/field-error';
import type { FieldErrorContext } from '../fields/field-error';
import type { AddressFormField } from '../fields/types';
import type { CheckoutDocument, FieldRuleEvaluator } from './types';

/**
 * What {@link getFormErrors} checks the values with, besides the fields.
 *
 * @example
 * const options: FormErrorsOptions = { type: 'shipping', document, evaluator };
 */
export interface FormErrorsOptions extends Omit< FieldErrorContext, 'address' > {
	/** The checkout document validation schemas may refer to (`$data`). */
	document?: CheckoutDocument;
	/** The loaded rule evaluator; without it validation schemas are not checked. */
	evaluator?: FieldRuleEvaluator | null;
}

const isFilled = ( field: AddressFormField, value: unknown ): boolean =>
	field.type === 'checkbox' ? value === true : typeof value === 'string' && value.trim() !== '';

/**
 * Every field error of a form's values (an address, the contact fields or
 * the order fields), by field key; `{}` when all are valid. Only visible
 * fields that are required or non-empty are validated: a required field
 * left empty gets its missing-value message; a filled one is checked
 * against its validation schema when it has one and the evaluator is
 * loaded ("%1$s must match the pattern %2$s", else the custom message, else
 * "%s is invalid"), then against the rules of {@link getFieldError} (email,
 * postcode for the country, options, country). Apply the fields' rules
 * first (`applyFieldRules`) so `required` and `hidden` are current.
 *
 * @example
 * getFormErrors( { 'mi-tienda/nif': 'X1' }, orderFields, { document, evaluator } );
 * // { 'mi-tienda/nif': 'NIF must match the pattern ^[0-9XYZ][0-9]{7}[A-Z]$' }
 */
export function getFormErrors(
	values: Readonly< Record< string, unknown > >,
	fields: readonly AddressFormField[],
	{ document, evaluator, ...context }: FormErrorsOptions = {}
): Record< string, string > {
	const errors: Record< string, string > = {};
	for ( const field of fields ) {
		const value = values[ field.key ];
		let error: string | undefined;
		if ( ! field.hidden && isFilled( field, value ) && evaluator && document ) {
			error = evaluator.getSchemaError( field, value, document, {
				location: field.location,
				addressType: context.type,
			} );
		}
		error ??= getFieldError( field, value, { ...context, address: values } );
		if ( error !== undefined ) {
			errors[ field.key ] = error;
		}
	}
	return errors;
}
