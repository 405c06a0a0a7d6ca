/** Reads a field definition as a host printed it into a form field, with the built-in default under it. */

import type { FieldLocation, RawFieldSettings } from '@cesta/settings';

import type { AddressFieldOption } from '../address/types';
import { optionalLabel } from '../messages';
import type { AddressFormField, FieldRules } from './types';

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

const nonEmptyString = ( value: unknown ): string | undefined =>
	typeof value === 'string' && value !== '' ? value : undefined;

/**
 * A field index as a number: hosts print numbers, older ones numeric strings.
 *
 * @example
 * readIndex( '65' ); // 65
 * readIndex( 'first' ); // undefined
 */
export function readIndex( value: unknown ): number | undefined {
	const index = typeof value === 'string' ? Number.parseInt( value, 10 ) : value;
	return typeof index === 'number' && Number.isFinite( index ) ? index : undefined;
}

/**
 * Whether a printed `required`, `hidden` or `validation` value is a rule
 * schema (a non-empty object, or a list of them) rather than a plain flag.
 *
 * @example
 * isRuleSchema( { cart: { properties: { prefers_collection: { const: true } } } } ); // true
 * isRuleSchema( true ); // false
 */
export function isRuleSchema( value: unknown ): boolean {
	if ( Array.isArray( value ) ) {
		return value.some( isRuleSchema );
	}
	return isRecord( value ) && Object.keys( value ).length > 0;
}

/** The rule schemas of a printed field: under `rules` (WooCommerce 9.8) or in place of the flags. */
function readRules( raw: RawFieldSettings ): FieldRules | undefined {
	const nested = isRecord( raw.rules ) ? raw.rules : {};
	const rules: FieldRules = {};
	for ( const name of [ 'required', 'hidden', 'validation' ] as const ) {
		const schema = isRuleSchema( nested[ name ] ) ? nested[ name ] : raw[ name ];
		if ( isRuleSchema( schema ) ) {
			rules[ name ] = schema;
		}
	}
	return Object.keys( rules ).length > 0 ? rules : undefined;
}

const readOptions = ( value: unknown ): AddressFieldOption[] | undefined =>
	Array.isArray( value )
		? value
				.filter( isRecord )
				.filter(
					( option ) =>
						typeof option.value === 'string' && typeof option.label === 'string'
				)
				.map( ( option ) => ( {
					value: option.value as string,
					label: option.label as string,
				} ) )
		: undefined;

// Attributes go to the input as React props (`maxLength: 9`, `readOnly: true`).
const readAttributes = (
	value: unknown
): Record< string, string | number | boolean > | undefined =>
	isRecord( value )
		? Object.fromEntries(
				Object.entries( value ).filter(
					( entry ): entry is [ string, string | number | boolean ] =>
						[ 'string', 'number', 'boolean' ].includes( typeof entry[ 1 ] )
				)
			)
		: undefined;

/**
 * What a field is built from: the built-in definition of a core field, or
 * the key, section and fallback index of an additional one.
 *
 * @example
 * const base: FieldBase = { key: 'mi-tienda/nif', location: 'address', index: 1000 };
 */
export interface FieldBase {
	key: string;
	location: FieldLocation;
	index: number;
	defaults?: Partial< AddressFormField >;
}

/**
 * A form field from a field definition as a host printed it in
 * `defaultFields`, over the built-in default of that key: printed members
 * win where they have the right type. A `required` or `hidden` given as a
 * rule schema counts as `false` here and is kept in `rules` for evaluation;
 * a hidden field is never required; a missing optional label is
 * "%s (optional)" of the label.
 *
 * @example
 * normaliseField( { label: 'NIF', required: true }, { key: 'mi-tienda/nif', location: 'address', index: 1000 } );
 * // { key: 'mi-tienda/nif', label: 'NIF', optionalLabel: 'NIF (optional)', required: true, hidden: false, index: 1000, type: 'text', location: 'address' }
 */
export function normaliseField(
	raw: RawFieldSettings,
	{ key, location, index, defaults = {} }: FieldBase
): AddressFormField {
	const label = nonEmptyString( raw.label ) ?? defaults.label ?? key;
	const hidden = typeof raw.hidden === 'boolean' ? raw.hidden : ( defaults.hidden ?? false );
	const required =
		typeof raw.required === 'boolean' ? raw.required : ( defaults.required ?? false );
	const field: AddressFormField = {
		...defaults,
		key,
		label,
		optionalLabel:
			nonEmptyString( raw.optionalLabel ) ??
			( nonEmptyString( raw.label ) ? optionalLabel( label ) : undefined ) ??
			defaults.optionalLabel ??
			optionalLabel( label ),
		required: required && ! hidden,
		hidden,
		index: readIndex( raw.index ) ?? defaults.index ?? index,
		type: nonEmptyString( raw.type ) ?? defaults.type ?? 'text',
		location,
	};
	const strings = {
		autocomplete: nonEmptyString( raw.autocomplete ),
		autocapitalize: nonEmptyString( raw.autocapitalize ),
		placeholder: nonEmptyString( raw.placeholder ),
		errorMessage: nonEmptyString( raw.errorMessage ) ?? nonEmptyString( raw.error_message ),
	};
	for ( const [ name, value ] of Object.entries( strings ) ) {
		if ( value !== undefined ) {
			( field as unknown as Record< string, unknown > )[ name ] = value;
		}
	}
	const options = readOptions( raw.options );
	if ( options ) {
		field.options = options;
	}
	const attributes = readAttributes( raw.attributes );
	if ( attributes && Object.keys( attributes ).length > 0 ) {
		field.attributes = attributes;
	}
	const rules = readRules( raw );
	if ( rules ) {
		field.rules = rules;
		if ( rules.validation !== undefined ) {
			field.validation = rules.validation;
		}
	}
	return field;
}
