/** Loads the address autocomplete combobox on demand, in a chunk of its own. */

import { createOnDemandLoader } from '../utils/on-demand';

/**
 * The {@link AddressAutocompleteInput}, loaded on demand: bundlers put it
 * in a chunk of its own, so a checkout without an address provider never
 * downloads it.
 *
 * @example
 * const input = useOnDemand( addressAutocompleteInputLoader );
 */
export const addressAutocompleteInputLoader = createOnDemandLoader( () =>
	import( './component' ).then( ( module ) => module.AddressAutocompleteInput )
);

/**
 * Starts loading the address autocomplete combobox (once; after a failure,
 * calling again retries), e.g. as soon as a provider registers.
 *
 * @example
 * loadAddressAutocompleteInput().catch( () => {} );
 */
export function loadAddressAutocompleteInput(): Promise< unknown > {
	return addressAutocompleteInputLoader.load();
}
