/** Types of the checkout form's field model: form fields, their rule schemas, country overrides. */

import type { FieldLocation } from '@cesta/settings';

import type { AddressFieldDefinition, AddressType } from '../address/types';

/**
 * The rule schemas an additional field may carry (spec 2 §5 "Fields"):
 * `required` and `hidden` are JSON Schemas (or lists of them) matched against
 * the checkout document (`{ cart, checkout, customer }`); `validation` is a
 * schema for the field's own value.
 *
 * @example
 * const rules: FieldRules = {
 * 	required: { cart: { properties: { prefers_collection: { const: true } } } },
 * 	validation: { type: 'string', pattern: '^[A-Z]{2}[0-9]{8,12}$' },
 * };
 */
export interface FieldRules {
	required?: unknown;
	hidden?: unknown;
	validation?: unknown;
}

/**
 * One field of a checkout form, ready to render and validate: its definition
 * with the country's overrides applied, its input type, its choices and the
 * section it belongs to.
 *
 * @example
 * const province: AddressFormField = {
 * 	key: 'state', label: 'Province', optionalLabel: 'Province (optional)',
 * 	required: true, hidden: false, index: 80, type: 'select', location: 'address',
 * 	autocomplete: 'address-level1', options: [ { value: 'M', label: 'Madrid' } ],
 * };
 */
export interface AddressFormField extends AddressFieldDefinition {
	/** `text`, `email`, `tel`, `select` or `checkbox`. */
	type: string;
	/** The section the field belongs to: the billing email is a contact field. */
	location: FieldLocation;
	/** Rule schemas of an additional field, evaluated on demand. */
	rules?: FieldRules;
}

/**
 * A country's overrides of a field, as WooCommerce prints them in
 * `countryData[ country ].locale` (only these members are applied).
 *
 * @example
 * const province: FieldLocaleOverride = { label: 'Province' };
 */
export interface FieldLocaleOverride {
	label?: string;
	optionalLabel?: string;
	required?: boolean;
	hidden?: boolean;
	/** A number, or a numeric string as older hosts print it. */
	index?: number | string;
}

/**
 * A country's overrides by field key.
 *
 * @example
 * const spain: CountryLocale = { postcode: { index: 65 }, state: { label: 'Province' } };
 */
export type CountryLocale = Readonly< Record< string, FieldLocaleOverride > >;

/**
 * What {@link getAddressFormFields} builds the fields of.
 *
 * @example
 * const options: AddressFormFieldsOptions = { type: 'shipping' };
 */
export interface AddressFormFieldsOptions {
	/** Billing fields include the contact email; the country lists differ. */
	type: AddressType;
}
