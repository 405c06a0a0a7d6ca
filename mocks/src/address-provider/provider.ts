/** A client-side address autocomplete provider over a fixed list of addresses: accent-insensitive word search, WooCommerce's provider contract. */

import { SAMPLE_ADDRESSES } from './addresses';
import { AUTOCOMPLETE_MAX_SUGGESTIONS, AUTOCOMPLETE_MIN_QUERY_CHARS } from './constants';
import type {
	AddressAutocompleteProvider,
	AddressProviderSetting,
	AddressSuggestion,
	MatchedSubstring,
	SampleAddress,
} from './types';

/**
 * The id of the sample provider, shared by its client object and its
 * server-side entry.
 *
 * @example
 * sampleAddressProvider.id === SAMPLE_ADDRESS_PROVIDER_ID; // true
 */
export const SAMPLE_ADDRESS_PROVIDER_ID = 'cesta-sample-addresses';

/**
 * Options of `createFixtureAddressProvider`.
 *
 * @example
 * const options: FixtureProviderOptions = { id: 'solo-madrid', addresses: madridOnly };
 */
export interface FixtureProviderOptions {
	/** @default SAMPLE_ADDRESS_PROVIDER_ID */
	id?: string;
	/** @default SAMPLE_ADDRESSES */
	addresses?: readonly SampleAddress[];
}

/** Lower case without accents, one character for one, so offsets stay the label's. */
const fold = ( text: string ) =>
	[ ...text ]
		.map( ( character ) => {
			const plain = character
				.normalize( 'NFD' )
				.replace( /[\u0300-\u036f]/g, '' )
				.toLowerCase();
			return plain.length === 1 ? plain : character.toLowerCase();
		} )
		.join( '' );

const isWordStart = ( text: string, index: number ) =>
	index === 0 || ! /[\p{L}\p{N}]/u.test( text[ index - 1 ] );

/**
 * The label a suggestion shows: street, postcode and city, and the province
 * when it is not the city.
 *
 * @example
 * suggestionLabel( alcala ); // 'Calle de Alcalá 50, 28014 Madrid'
 */
export function suggestionLabel( address: SampleAddress ): string {
	const place = `${ address.address_1 }, ${ address.postcode } ${ address.city }`;
	return address.province === address.city ? place : `${ place }, ${ address.province }`;
}

/** Where each typed word first occurs in the folded label, preferring word starts; null when one is missing. */
const findWords = ( label: string, words: string[] ) => {
	const matches: Array< MatchedSubstring & { atWordStart: boolean } > = [];
	for ( const word of words ) {
		let first = -1;
		let atStart = -1;
		for (
			let index = label.indexOf( word );
			index !== -1 && atStart === -1;
			index = label.indexOf( word, index + 1 )
		) {
			first = first === -1 ? index : first;
			atStart = isWordStart( label, index ) ? index : -1;
		}
		if ( first === -1 ) {
			return null;
		}
		const offset = atStart === -1 ? first : atStart;
		matches.push( { offset, length: word.length, atWordStart: atStart !== -1 } );
	}
	return matches;
};

/** Ranges sorted by offset, overlapping ones joined. */
const mergeRanges = ( ranges: MatchedSubstring[] ): MatchedSubstring[] =>
	[ ...ranges ]
		.sort( ( a, b ) => a.offset - b.offset )
		.reduce< MatchedSubstring[] >( ( merged, range ) => {
			const last = merged.at( -1 );
			if ( last && range.offset <= last.offset + last.length ) {
				last.length = Math.max( last.length, range.offset + range.length - last.offset );
			} else {
				merged.push( { offset: range.offset, length: range.length } );
			}
			return merged;
		}, [] );

/**
 * A provider over a fixed list of addresses, implementing WooCommerce's
 * client-side contract: `canSearch` is true for the countries of its
 * addresses; `search` needs 3 typed characters, finds the addresses whose
 * label holds every typed word (case and accents ignored), those where every
 * word starts a word first, in list order, and returns up to 5 suggestions with the matched ranges;
 * `select` gives the address fields, or null for an unknown id. Nothing goes
 * over the network.
 *
 * @example
 * const provider = createFixtureAddressProvider();
 * ( await provider.search( 'alcala', 'ES', 'shipping' ) )[ 0 ].label; // 'Calle de Alcalá 50, 28014 Madrid'
 */
export function createFixtureAddressProvider(
	options: FixtureProviderOptions = {}
): AddressAutocompleteProvider {
	const addresses = options.addresses ?? SAMPLE_ADDRESSES;
	const countries = new Set( addresses.map( ( address ) => address.country ) );
	return {
		id: options.id ?? SAMPLE_ADDRESS_PROVIDER_ID,
		canSearch: ( country ) => countries.has( country ),
		async search( query, country ) {
			const words = fold( query )
				.split( /[\s,]+/ )
				.filter( Boolean );
			if ( query.trim().length < AUTOCOMPLETE_MIN_QUERY_CHARS || ! words.length ) {
				return [];
			}
			const found: Array< AddressSuggestion & { rank: number[] } > = [];
			addresses.forEach( ( address, position ) => {
				if ( address.country !== country ) {
					return;
				}
				const label = suggestionLabel( address );
				const matches = findWords( fold( label ), words );
				if ( matches ) {
					found.push( {
						id: address.id,
						label,
						matchedSubstrings: mergeRanges( matches ),
						rank: [ matches.every( ( match ) => match.atWordStart ) ? 0 : 1, position ],
					} );
				}
			} );
			const byRank = ( a: number[], b: number[] ) =>
				a.map( ( value, index ) => value - b[ index ] ).find( ( value ) => value ) ?? 0;
			return found
				.sort( ( a, b ) => byRank( a.rank, b.rank ) )
				.slice( 0, AUTOCOMPLETE_MAX_SUGGESTIONS )
				.map( ( { rank: _rank, ...suggestion } ) => suggestion );
		},
		async select( suggestionId ) {
			const address = addresses.find( ( candidate ) => candidate.id === suggestionId );
			if ( ! address ) {
				return null;
			}
			const { address_1, address_2, city, state, postcode, country } = address;
			return { address_1, address_2, city, state, postcode, country };
		},
	};
}

/**
 * The sample provider over the Spanish sample addresses, ready to register:
 * `window.wc.addressAutocomplete.registerAddressAutocompleteProvider( sampleAddressProvider )`.
 *
 * @example
 * sampleAddressProvider.canSearch( 'ES' ); // true
 */
export const sampleAddressProvider: AddressAutocompleteProvider = createFixtureAddressProvider();

/**
 * The sample provider's server-side entry, as a shop prints it in the
 * `addressAutocompleteProviders` setting.
 *
 * @example
 * window.wcSettings.addressAutocompleteProviders = [ SAMPLE_ADDRESS_PROVIDER_SETTING ];
 */
export const SAMPLE_ADDRESS_PROVIDER_SETTING: AddressProviderSetting = {
	id: SAMPLE_ADDRESS_PROVIDER_ID,
	name: 'Direcciones de ejemplo',
	branding_html:
		'<span class="cesta-sample-addresses__branding">Direcciones de ejemplo de Cesta</span>',
};
