/** Asking a provider for suggestions and for a suggestion's address, with the spec's limits and its answers checked. */

import { ADDRESS_AUTOCOMPLETE_MAX_SUGGESTIONS, ADDRESS_AUTOCOMPLETE_MIN_CHARS } from '../constants';
import { isRecord } from '../is-record';
import {
	autocompleteProviderFailedMessage,
	autocompleteSuggestionsNotListMessage,
} from './messages';
import type {
	AddressAutocompleteAddress,
	AddressAutocompleteMatch,
	AddressAutocompleteProvider,
	AddressAutocompleteSuggestion,
	AddressAutocompleteType,
} from './types';

const ADDRESS_KEYS = [ 'address_1', 'address_2', 'city', 'state', 'postcode', 'country' ] as const;

const isMatchWithin =
	( label: string ) =>
	( match: unknown ): match is AddressAutocompleteMatch =>
		isRecord( match ) &&
		Number.isInteger( match.offset ) &&
		Number.isInteger( match.length ) &&
		( match.offset as number ) >= 0 &&
		( match.length as number ) > 0 &&
		( match.offset as number ) + ( match.length as number ) <= label.length;

/** A suggestion with a string id and label, keeping only highlights inside the label. */
function readSuggestion( value: unknown ): AddressAutocompleteSuggestion | null {
	if ( ! isRecord( value ) || typeof value.id !== 'string' || typeof value.label !== 'string' ) {
		return null;
	}
	const { id, label } = value;
	const matches = Array.isArray( value.matchedSubstrings )
		? value.matchedSubstrings.filter( isMatchWithin( label ) )
		: [];
	return {
		id,
		label,
		matchedSubstrings: matches.map( ( { offset, length } ) => ( { offset, length } ) ),
	};
}

/**
 * The suggestions a provider gives for what the shopper typed (spec 2 §4):
 * nothing is asked below 3 characters; at most 5 suggestions are kept;
 * malformed suggestions and highlights outside the label are dropped. A
 * provider that throws, rejects or answers with something else than a list
 * is logged and gives no suggestions, so the field still works by hand.
 *
 * @example
 * await searchAddressSuggestions( provider, 'Calle de Alc', 'ES', 'shipping' );
 * // [ { id: 'es-28014-alcala-50', label: 'Calle de Alcalá 50, 28014 Madrid', matchedSubstrings: [ … ] }, … ]
 */
export async function searchAddressSuggestions(
	provider: AddressAutocompleteProvider,
	inputValue: string,
	country: string,
	addressType: AddressAutocompleteType
): Promise< AddressAutocompleteSuggestion[] > {
	if ( inputValue.trim().length < ADDRESS_AUTOCOMPLETE_MIN_CHARS ) {
		return [];
	}
	let results: unknown;
	try {
		results = await provider.search( inputValue, country, addressType );
	} catch ( error ) {
		console.error( autocompleteProviderFailedMessage( provider.id, 'search' ), error );
		return [];
	}
	if ( ! Array.isArray( results ) ) {
		console.error( autocompleteSuggestionsNotListMessage( provider.id, results ) );
		return [];
	}
	return results
		.map( readSuggestion )
		.filter(
			( suggestion ): suggestion is AddressAutocompleteSuggestion => suggestion !== null
		)
		.slice( 0, ADDRESS_AUTOCOMPLETE_MAX_SUGGESTIONS );
}

/**
 * The address a selected suggestion stands for: only the address keys a
 * provider may fill (`address_1`, `address_2`, `city`, `state`, `postcode`,
 * `country`) with text values; `null` when the provider has none, throws or
 * rejects (logged).
 *
 * @example
 * await selectAddressSuggestion( provider, 'es-28014-alcala-50', 'ES', 'shipping' );
 * // { address_1: 'Calle de Alcalá 50', city: 'Madrid', state: 'M', postcode: '28014', country: 'ES' }
 */
export async function selectAddressSuggestion(
	provider: AddressAutocompleteProvider,
	suggestionId: string,
	country: string,
	addressType: AddressAutocompleteType
): Promise< AddressAutocompleteAddress | null > {
	let address: unknown;
	try {
		address = await provider.select( suggestionId, country, addressType );
	} catch ( error ) {
		console.error( autocompleteProviderFailedMessage( provider.id, 'select' ), error );
		return null;
	}
	if ( ! isRecord( address ) ) {
		return null;
	}
	const picked: AddressAutocompleteAddress = {};
	for ( const key of ADDRESS_KEYS ) {
		if ( typeof address[ key ] === 'string' ) {
			picked[ key ] = address[ key ] as string;
		}
	}
	return Object.keys( picked ).length > 0 ? picked : null;
}
