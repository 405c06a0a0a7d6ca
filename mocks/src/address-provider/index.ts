/**
 * `@cesta/mocks/address-provider`: a sample address autocomplete provider
 * over fixed Spanish addresses, with no engine, fixtures or MSW behind it, for
 * the demo page to register and for tests.
 */

export { SAMPLE_ADDRESSES } from './addresses';
export { AUTOCOMPLETE_MAX_SUGGESTIONS, AUTOCOMPLETE_MIN_QUERY_CHARS } from './constants';
export {
	SAMPLE_ADDRESS_PROVIDER_ID,
	SAMPLE_ADDRESS_PROVIDER_SETTING,
	createFixtureAddressProvider,
	sampleAddressProvider,
	suggestionLabel,
} from './provider';
export type { FixtureProviderOptions } from './provider';
export type {
	AddressAutocompleteProvider,
	AddressAutocompleteResult,
	AddressProviderSetting,
	AddressSuggestion,
	AddressType,
	MatchedSubstring,
	SampleAddress,
} from './types';
