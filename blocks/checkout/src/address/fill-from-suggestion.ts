/** Fills an address from the address autocomplete suggestion the shopper chose, then moves the focus on. */

import type { AddressPatch } from '@cesta/data';
import type { AddressAutocompleteAddress } from '@cesta/registry';
import { getAddressFormFields, getFormErrors, normaliseFieldValue } from '@cesta/validation';

import { AUTOCOMPLETE_FOCUS_DELAY_MS } from './constants';
import { withFieldVisibility } from './field-visibility';
import type { AddressFieldVisibility } from './field-visibility';
import type { CheckoutAddressType } from './types';

/**
 * What {@link fillFromSuggestion} needs.
 *
 * @example
 * const input: FillFromSuggestionInput = { type: 'shipping', address, select, suggestionId: 'es-28014', setAddress, focusField };
 */
export interface FillFromSuggestionInput {
	type: CheckoutAddressType;
	/** The address before the choice. */
	address: Readonly< Record< string, unknown > > & { country: string };
	/** The provider's `select`, with the country and address type bound. */
	select: ( suggestionId: string ) => Promise< AddressAutocompleteAddress | null >;
	suggestionId: string;
	setAddress: ( patch: AddressPatch ) => void;
	/** Focuses a field of the form; `false` when it has no such visible field. */
	focusField: ( key: string ) => boolean;
	/** The company, apartment and phone fields as the Checkout block's attributes set them. @default {} */
	fieldVisibility?: AddressFieldVisibility;
}

/**
 * Fills the address with every field the provider returned for the chosen
 * suggestion (spec 2 §4: "Selecting fills the cart's shipping or billing
 * address"), each normalised as the form stores it (a province given by name
 * becomes its code, the postcode upper case). `AUTOCOMPLETE_FOCUS_DELAY_MS`
 * (300 ms) later the focus moves to the first field the suggestion left in
 * error (typically the name or the phone), so the shopper goes on typing;
 * with none, it stays on address line 1. Resolves to whether the address
 * was filled (a provider without an answer changes nothing).
 *
 * @example
 * await fillFromSuggestion( { type: 'shipping', address, select, suggestionId, setAddress, focusField } );
 */
export async function fillFromSuggestion( {
	type,
	address,
	select,
	suggestionId,
	setAddress,
	focusField,
	fieldVisibility = {},
}: FillFromSuggestionInput ): Promise< boolean > {
	const chosen = await select( suggestionId );
	if ( ! chosen ) {
		return false;
	}
	const country = chosen.country || address.country;
	const fields = withFieldVisibility(
		getAddressFormFields( country, { type } ),
		fieldVisibility
	);
	const patch = Object.fromEntries(
		Object.entries( chosen )
			.filter( ( entry ): entry is [ string, string ] => typeof entry[ 1 ] === 'string' )
			.map( ( [ key, value ] ) => {
				const field = fields.find( ( candidate ) => candidate.key === key );
				return [ key, field ? normaliseFieldValue( field, value ) : value.trim() ];
			} )
	);
	setAddress( patch as AddressPatch );
	const filled = { ...address, ...patch };
	const next = fields
		.filter( ( field ) => field.location !== 'contact' && ! field.hidden )
		.find( ( field ) => getFormErrors( filled, [ field ], { type } )[ field.key ] );
	if ( next ) {
		setTimeout( () => focusField( next.key ), AUTOCOMPLETE_FOCUS_DELAY_MS );
	}
	return true;
}
