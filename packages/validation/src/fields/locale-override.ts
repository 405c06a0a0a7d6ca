/** Applies a country's overrides (label, optional label, required, hidden, index) to a form field. */

import type { RawFieldSettings } from '@cesta/settings';

import { optionalLabel } from '../messages';
import { readIndex } from './normalise-field';
import type { AddressFormField, CountryLocale, FieldLocaleOverride } from './types';

/**
 * A country's overrides as a host printed them, keeping only the members
 * that are applied and have the right type.
 *
 * @example
 * readCountryLocale( { state: { label: 'Province', class: [ 'x' ] } } ); // { state: { label: 'Province' } }
 */
export function readCountryLocale(
	printed: Readonly< Record< string, RawFieldSettings > >
): CountryLocale {
	return Object.fromEntries(
		Object.entries( printed ).map( ( [ key, raw ] ) => {
			const override: FieldLocaleOverride = {};
			if ( typeof raw.label === 'string' ) {
				override.label = raw.label;
			}
			if ( typeof raw.optionalLabel === 'string' && raw.optionalLabel !== '' ) {
				override.optionalLabel = raw.optionalLabel;
			}
			if ( typeof raw.required === 'boolean' ) {
				override.required = raw.required;
			}
			if ( typeof raw.hidden === 'boolean' ) {
				override.hidden = raw.hidden;
			}
			const index = readIndex( raw.index );
			if ( index !== undefined ) {
				override.index = index;
			}
			return [ key, override ];
		} )
	);
}

/**
 * A field with a country's override applied: a new label brings its own
 * "%s (optional)" unless the override gives one; hiding a field makes it
 * optional (a hidden field is never required). No override hides the
 * country field or makes it optional. The given field is not changed.
 *
 * @example
 * applyLocaleOverride( postcodeField, { label: 'ZIP Code' } ).optionalLabel; // 'ZIP Code (optional)'
 * applyLocaleOverride( stateField, { hidden: true } ).required; // false
 */
export function applyLocaleOverride(
	field: AddressFormField,
	override: FieldLocaleOverride | undefined
): AddressFormField {
	if ( ! override ) {
		return field;
	}
	const next: AddressFormField = { ...field };
	if ( override.label !== undefined ) {
		next.label = override.label;
		next.optionalLabel = override.optionalLabel ?? optionalLabel( override.label );
	} else if ( override.optionalLabel !== undefined ) {
		next.optionalLabel = override.optionalLabel;
	}
	// Every other override is looked up by the country: it cannot be hidden
	// or made optional by one.
	const isCountry = field.key === 'country';
	if ( override.required !== undefined && ! ( isCountry && ! override.required ) ) {
		next.required = override.required;
	}
	if ( override.hidden !== undefined && ! ( isCountry && override.hidden ) ) {
		next.hidden = override.hidden;
	}
	const index = readIndex( override.index );
	if ( index !== undefined ) {
		next.index = index;
	}
	if ( next.hidden ) {
		next.required = false;
	}
	return next;
}
