/** Public surface of the AddressAutocompleteInput, its on-demand variant and its hook. */

export { AddressAutocompleteInputOnDemand } from './address-autocomplete-input-on-demand';
export { AddressAutocompleteInput } from './component';
export { splitByMatches } from './highlight';
export { useAddressAutocomplete } from './hook';
export { loadAddressAutocompleteInput } from './load-address-autocomplete-input';
export type {
	AddressAutocompleteInputProps,
	AddressSuggestion,
	AddressSuggestionMatch,
} from './types';
