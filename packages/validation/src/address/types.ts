/** Types of address fields: their definitions, options, keys and the two address types. */

import type { AddressKey } from '@cesta/types';

/**
 * One choice of a select field, e.g. a state of a country.
 *
 * @example
 * const madrid: AddressFieldOption = { value: 'M', label: 'Madrid' };
 */
export interface AddressFieldOption {
	value: string;
	label: string;
}

/**
 * The key of a default address field: the ten address keys plus `email`.
 *
 * @example
 * const key: AddressFieldKey = 'postcode';
 */
export type AddressFieldKey = AddressKey | 'email';

/**
 * How an address (or contact, or order) field is shown and validated (spec §3
 * "Address field definition").
 *
 * @example
 * const vat: AddressFieldDefinition = {
 * 	key: 'mi-tienda/nif', label: 'NIF', optionalLabel: 'NIF (optional)',
 * 	required: false, hidden: false, index: 35, type: 'text',
 * };
 */
export interface AddressFieldDefinition {
	key: string;
	label: string;
	optionalLabel: string;
	/** Whether a value is needed; a hidden field is never required. */
	required: boolean;
	/** Hidden fields are not shown, not validated and blanked before sending. */
	hidden: boolean;
	/** Fields are shown in ascending index order. */
	index: number;
	/** @default 'text' */
	type?: string;
	autocomplete?: string;
	autocapitalize?: string;
	placeholder?: string;
	/** A message shown instead of the generic one when the field is invalid. */
	errorMessage?: string;
	/** A rule schema the value must satisfy (evaluated by the checkout). */
	validation?: unknown;
	/** The choices of a select field. */
	options?: AddressFieldOption[];
	/** Extra HTML attributes of the input (`maxLength`, `pattern`, `data-*`, …), as React takes them. */
	attributes?: Record< string, string | number | boolean >;
}

/**
 * Field definitions keyed by field key; what the address rules read.
 *
 * @example
 * const fields: AddressFieldMap = { state: { required: false, hidden: false } };
 */
export type AddressFieldMap = Readonly<
	Record< string, Pick< AddressFieldDefinition, 'required' | 'hidden' > | undefined >
>;

/**
 * The default fields, one definition for each default key.
 *
 * @example
 * const fields: DefaultAddressFields = getDefaultAddressFields();
 */
export type DefaultAddressFields = Record< AddressFieldKey, AddressFieldDefinition >;

/**
 * Which address an operation is about: billing carries the email too.
 *
 * @example
 * const type: AddressType = 'billing';
 */
export type AddressType = 'billing' | 'shipping';
