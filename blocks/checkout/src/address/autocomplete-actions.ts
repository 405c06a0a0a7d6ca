/** The address autocomplete's search, selection and filling: downloaded with the first search or choice, not with the checkout page. */

export { searchAddressSuggestions, selectAddressSuggestion } from '@cesta/registry';
export { fillFromSuggestion } from './fill-from-suggestion';
