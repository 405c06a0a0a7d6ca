/** The address autocomplete provider contract (WooCommerce's docs/features/address-autocomplete) and the sample addresses' shape. */

/**
 * A range of a suggestion's label that matched the typed text.
 *
 * @example
 * const match: MatchedSubstring = { offset: 0, length: 5 };
 */
export interface MatchedSubstring {
	offset: number;
	length: number;
}

/**
 * One suggestion a provider's `search` returns.
 *
 * @example
 * const suggestion: AddressSuggestion = { id: 'es-madrid-alcala-50', label: 'Calle de Alcalá 50, 28014 Madrid', matchedSubstrings: [ { offset: 9, length: 6 } ] };
 */
export interface AddressSuggestion {
	id: string;
	label: string;
	matchedSubstrings: MatchedSubstring[];
}

/**
 * The address fields a provider's `select` fills, with WooCommerce's names.
 *
 * @example
 * const fields: AddressAutocompleteResult = { address_1: 'Calle de Alcalá 50', address_2: '', city: 'Madrid', state: 'M', postcode: '28014', country: 'ES' };
 */
export interface AddressAutocompleteResult {
	address_1: string;
	address_2: string;
	city: string;
	state: string;
	postcode: string;
	country: string;
}

/**
 * Which address is being filled.
 *
 * @example
 * const type: AddressType = 'shipping';
 */
export type AddressType = 'billing' | 'shipping';

/**
 * A client-side provider as `registerAddressAutocompleteProvider` takes it.
 *
 * @example
 * window.wc.addressAutocomplete.registerAddressAutocompleteProvider( sampleAddressProvider );
 */
export interface AddressAutocompleteProvider {
	/** Must match the id of the provider's server-side entry. */
	id: string;
	canSearch( country: string ): boolean;
	search(
		query: string,
		country: string,
		addressType: AddressType
	): Promise< AddressSuggestion[] >;
	select(
		suggestionId: string,
		country?: string,
		addressType?: AddressType
	): Promise< AddressAutocompleteResult | null >;
}

/**
 * The server-side entry a shop prints for a provider (`addressAutocompleteProviders`).
 *
 * @example
 * const entry: AddressProviderSetting = { id: 'cesta-sample-addresses', name: 'Direcciones de ejemplo', branding_html: '<span>…</span>' };
 */
export interface AddressProviderSetting {
	id: string;
	name: string;
	branding_html: string;
}

/**
 * One address of the sample list: its fields and the province's name.
 *
 * @example
 * const alcala: SampleAddress = { id: 'es-madrid-alcala-50', address_1: 'Calle de Alcalá 50', address_2: '', city: 'Madrid', state: 'M', province: 'Madrid', postcode: '28014', country: 'ES' };
 */
export interface SampleAddress extends AddressAutocompleteResult {
	id: string;
	/** The state's name, shown in the label when it differs from the city. */
	province: string;
}
