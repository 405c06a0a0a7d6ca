/** Types of the address autocomplete API: providers, their suggestions and addresses, the server's list. */

/**
 * Which address a search or a selection is for.
 *
 * @example
 * const type: AddressAutocompleteType = 'shipping';
 */
export type AddressAutocompleteType = 'billing' | 'shipping';

/**
 * A part of a suggestion's label that matched what the shopper typed (shown
 * in bold).
 *
 * @example
 * const match: AddressAutocompleteMatch = { offset: 0, length: 6 };
 */
export interface AddressAutocompleteMatch {
	offset: number;
	length: number;
}

/**
 * One address a provider suggests for what the shopper typed.
 *
 * @example
 * const suggestion: AddressAutocompleteSuggestion = {
 * 	id: 'es-28014-alcala-50',
 * 	label: 'Calle de Alcalá 50, 28014 Madrid',
 * 	matchedSubstrings: [ { offset: 0, length: 14 } ],
 * };
 */
export interface AddressAutocompleteSuggestion {
	id: string;
	label: string;
	matchedSubstrings?: AddressAutocompleteMatch[];
}

/**
 * The address a selected suggestion stands for, in WooCommerce's field
 * names (the state as its code, the country as its ISO code).
 *
 * @example
 * const address: AddressAutocompleteAddress = {
 * 	address_1: 'Calle de Alcalá 50', address_2: '', city: 'Madrid',
 * 	state: 'M', postcode: '28014', country: 'ES',
 * };
 */
export interface AddressAutocompleteAddress {
	address_1?: string;
	address_2?: string;
	city?: string;
	state?: string;
	postcode?: string;
	country?: string;
}

/**
 * A client-side address autocomplete provider, as plugins register it with
 * `registerAddressAutocompleteProvider` (WooCommerce's contract). Its `id`
 * must match one the server lists in `addressAutocompleteProviders`.
 *
 * @example
 * const provider: AddressAutocompleteProvider = {
 * 	id: 'callejero',
 * 	canSearch: ( country ) => country === 'ES',
 * 	search: async ( text, country ) => fetchSuggestions( text, country ),
 * 	select: async ( id ) => fetchAddress( id ),
 * };
 */
export interface AddressAutocompleteProvider {
	id: string;
	/** Whether the provider can search addresses in the country (ISO code). */
	canSearch( country: string ): boolean;
	/** Suggestions for what the shopper typed (3 characters or more). */
	search(
		inputValue: string,
		country: string,
		addressType: AddressAutocompleteType
	): Promise< AddressAutocompleteSuggestion[] > | AddressAutocompleteSuggestion[];
	/** The address a suggestion stands for, or `null` when it cannot tell. */
	select(
		suggestionId: string,
		country: string,
		addressType: AddressAutocompleteType
	): Promise< AddressAutocompleteAddress | null > | AddressAutocompleteAddress | null;
}

/**
 * A provider as the server lists it in the `addressAutocompleteProviders`
 * setting, in order of preference.
 *
 * @example
 * const server: ServerAddressAutocompleteProvider = {
 * 	id: 'callejero', name: 'Callejero', branding_html: '<span>Con la tecnología de Callejero</span>',
 * };
 */
export interface ServerAddressAutocompleteProvider {
	id: string;
	name: string;
	/** HTML shown under the suggestions (sanitise before rendering). */
	branding_html: string;
}

/**
 * The checkout store's actions the address autocomplete API dispatches
 * (`dispatch( checkoutStore )` has them).
 *
 * @example
 * const actions: AddressAutocompleteCheckoutActions = registry.dispatch( checkoutStore );
 */
export interface AddressAutocompleteCheckoutActions {
	addAddressAutocompleteProvider( providerId: string ): unknown;
	setActiveAddressAutocompleteProvider(
		providerId: string,
		addressType: AddressAutocompleteType
	): unknown;
}
