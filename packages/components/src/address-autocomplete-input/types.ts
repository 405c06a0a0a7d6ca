/** Types of the AddressAutocompleteInput: suggestions and props. */

import type { TextInputProps } from '../text-input';

/**
 * A part of a suggestion's label that matches the typed text.
 *
 * @example
 * const match: AddressSuggestionMatch = { offset: 0, length: 5 }; // "Calle" in "Calle de Alcalá 50, Madrid"
 */
export interface AddressSuggestionMatch {
	/** Where the match starts, in characters of the label. */
	offset: number;
	/** How many characters it spans. */
	length: number;
}

/**
 * One suggestion of an address autocomplete provider (spec 2 §3 "Autocomplete").
 *
 * @example
 * const suggestion: AddressSuggestion = {
 * 	id: 'es-madrid-alcala-50', label: 'Calle de Alcalá 50, 28014 Madrid',
 * 	matchedSubstrings: [ { offset: 9, length: 6 } ],
 * };
 */
export interface AddressSuggestion {
	/** What the provider's `select( id, country )` takes. */
	id: string;
	/** The text shown. */
	label: string;
	/** Parts of the label matching the typed text, shown emphasised. @default [] */
	matchedSubstrings?: readonly AddressSuggestionMatch[];
}

/**
 * Props of {@link AddressAutocompleteInput}: those of a {@link TextInput}
 * (what `AddressForm`'s `renderField` gives), plus the provider's calls.
 *
 * @example
 * const props: AddressAutocompleteInputProps = {
 * 	id: 'shipping-address_1', label: 'Address', value: address.address_1, onChange: setAddress1,
 * 	search: ( text ) => provider.search( text, address.country ),
 * 	onSelect: ( id ) => fillAddress( provider.select( id, address.country ) ),
 * };
 */
export interface AddressAutocompleteInputProps extends Omit<
	TextInputProps,
	| 'role'
	| 'aria-autocomplete'
	| 'aria-expanded'
	| 'aria-controls'
	| 'aria-activedescendant'
	| 'onKeyDown'
	| 'onSelect'
> {
	/** Finds suggestions for the typed text (the provider's `search`, with the country bound). */
	search: ( text: string ) => Promise< readonly AddressSuggestion[] >;
	/** Called with the chosen suggestion's id (the block calls the provider's `select` and fills the address). */
	onSelect: ( id: string ) => void;
	/** The provider's branding (e.g. "powered by …"), server HTML shown sanitised under the suggestions. @default undefined */
	brandingHtml?: string;
}
