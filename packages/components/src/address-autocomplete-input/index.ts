/** Public surface of the AddressAutocompleteInput and its hook. */

export { AddressAutocompleteInput } from './component';
export { splitByMatches } from './highlight';
export { useAddressAutocomplete } from './hook';
export type {
	AddressAutocompleteInputProps,
	AddressSuggestion,
	AddressSuggestionMatch,
} from './types';
