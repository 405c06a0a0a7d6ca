/** The address autocomplete's search, selection and filling code downloads when the shopper first searches, not with the page. */

import { createOnDemandLoader } from '@cesta/components';

/**
 * Downloads the autocomplete's actions (`searchAddressSuggestions`,
 * `selectAddressSuggestion`, `fillFromSuggestion`) once: most shoppers
 * never search (autofill or plain typing fills the address), so the page
 * does not pay for them up front. A failed download is tried again on the
 * next search.
 *
 * @example
 * const { searchAddressSuggestions } = await addressAutocompleteActionsLoader.load();
 */
export const addressAutocompleteActionsLoader = createOnDemandLoader(
	() => import( './autocomplete-actions' )
);
