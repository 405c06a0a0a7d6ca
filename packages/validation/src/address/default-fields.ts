/** The spec's default address fields (index, flags, labels, autocomplete) and their display order. */

import { addressFieldLabels, optionalLabel } from '../messages';
import type { AddressFieldDefinition, AddressFieldKey, DefaultAddressFields } from './types';

interface FieldShape {
	index: number;
	required: boolean;
	hidden: boolean;
	type: string;
	autocomplete: string;
	autocapitalize?: string;
}

// Spec §3 "Default fields and index".
const DEFAULT_FIELD_SHAPES: Readonly< Record< AddressFieldKey, FieldShape > > = {
	email: { index: 0, required: true, hidden: false, type: 'email', autocomplete: 'email' },
	country: { index: 1, required: true, hidden: false, type: 'select', autocomplete: 'country' },
	first_name: {
		index: 10,
		required: true,
		hidden: false,
		type: 'text',
		autocomplete: 'given-name',
		autocapitalize: 'sentences',
	},
	last_name: {
		index: 20,
		required: true,
		hidden: false,
		type: 'text',
		autocomplete: 'family-name',
		autocapitalize: 'sentences',
	},
	company: {
		index: 30,
		required: false,
		hidden: true,
		type: 'text',
		autocomplete: 'organization',
		autocapitalize: 'sentences',
	},
	address_1: {
		index: 40,
		required: true,
		hidden: false,
		type: 'text',
		autocomplete: 'address-line1',
		autocapitalize: 'sentences',
	},
	address_2: {
		index: 50,
		required: false,
		hidden: false,
		type: 'text',
		autocomplete: 'address-line2',
		autocapitalize: 'sentences',
	},
	city: {
		index: 70,
		required: true,
		hidden: false,
		type: 'text',
		autocomplete: 'address-level2',
		autocapitalize: 'sentences',
	},
	state: {
		index: 80,
		required: true,
		hidden: false,
		type: 'select',
		autocomplete: 'address-level1',
	},
	postcode: {
		index: 90,
		required: true,
		hidden: false,
		type: 'text',
		autocomplete: 'postal-code',
		autocapitalize: 'characters',
	},
	phone: { index: 100, required: true, hidden: false, type: 'tel', autocomplete: 'tel' },
};

/**
 * The default address fields with their spec index, required and hidden
 * flags, translated labels and autocomplete tokens: email 0 (required),
 * country 1, first_name 10, last_name 20, company 30 (hidden, optional),
 * address_1 40, address_2 50 (optional), city 70, state 80, postcode 90,
 * phone 100 (required). A new object each call, so callers may adjust it.
 *
 * @example
 * const fields = getDefaultAddressFields();
 * fields.company.hidden; // true
 * fields.postcode.label; // 'Postal code' (or 'Código postal' in es_ES)
 */
export function getDefaultAddressFields(): DefaultAddressFields {
	const labels = addressFieldLabels();
	const fields = {} as DefaultAddressFields;
	for ( const [ key, shape ] of Object.entries( DEFAULT_FIELD_SHAPES ) as [
		AddressFieldKey,
		FieldShape,
	][] ) {
		fields[ key ] = {
			key,
			label: labels[ key ],
			optionalLabel: optionalLabel( labels[ key ] ),
			...shape,
		};
	}
	return fields;
}

/**
 * Field definitions in display order (ascending index; equal indexes keep
 * their given order).
 *
 * @example
 * sortFieldsByIndex( getDefaultAddressFields() ).map( ( field ) => field.key );
 * // [ 'email', 'country', 'first_name', … 'phone' ]
 */
export function sortFieldsByIndex< Field extends Pick< AddressFieldDefinition, 'index' > >(
	fields: Readonly< Record< string, Field > > | readonly Field[]
): Field[] {
	return [ ...Object.values( fields ) ].sort( ( a, b ) => a.index - b.index );
}
