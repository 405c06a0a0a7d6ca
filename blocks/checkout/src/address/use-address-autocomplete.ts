/** The address autocomplete provider active for an address and its country, kept current as the country changes or providers register. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import { checkoutStore } from '@cesta/data';
import {
	getAddressAutocompleteProviders,
	getServerAddressAutocompleteProvider,
	subscribeToAddressAutocompleteProviders,
	updateActiveAddressAutocompleteProvider,
} from '@cesta/registry';
import type { AddressAutocompleteAddress, AddressAutocompleteSuggestion } from '@cesta/registry';

import { addressAutocompleteActionsLoader } from './load-autocomplete-actions';
import type { CheckoutAddressType } from './types';

/**
 * The active provider of an address, ready for the address 1 field.
 *
 * @example
 * const autocomplete = useAddressAutocomplete( 'shipping', 'ES' );
 * await autocomplete?.search( 'Alcalá' );
 */
export interface ActiveAddressAutocomplete {
	/** The provider's id. */
	id: string;
	/** Suggestions for the typed text, in the address's country (none below 3 characters, at most 5). */
	search: ( text: string ) => Promise< AddressAutocompleteSuggestion[] >;
	/** The address a suggestion stands for, or `null`. */
	select: ( suggestionId: string ) => Promise< AddressAutocompleteAddress | null >;
	/** The provider's branding (server HTML), shown sanitised under the suggestions. */
	brandingHtml: string | undefined;
}

/**
 * The address autocomplete provider active for an address (spec 2 §3–§4):
 * whenever the country changes, or a provider registers, the server's first
 * choice that can search the country becomes the active one
 * (`updateActiveAddressAutocompleteProvider`, recorded in the checkout
 * store as WooCommerce does); `null` when none can.
 *
 * @example
 * const autocomplete = useAddressAutocomplete( 'shipping', shippingAddress.country );
 * if ( autocomplete ) renderCombobox( autocomplete );
 */
export function useAddressAutocomplete(
	type: CheckoutAddressType,
	country: string
): ActiveAddressAutocomplete | null {
	const actions = useDispatch( checkoutStore );
	const [ registrations, setRegistrations ] = useState( 0 );

	useEffect(
		() => subscribeToAddressAutocompleteProviders( () => setRegistrations( ( n ) => n + 1 ) ),
		[]
	);

	useEffect( () => {
		updateActiveAddressAutocompleteProvider( actions, type, country );
	}, [ actions, type, country, registrations ] );

	const activeId = useSelect(
		( select ) => select( checkoutStore ).getActiveAutocompleteProvider( type ),
		[ type ]
	);
	const provider = activeId ? getAddressAutocompleteProviders()[ activeId ] : undefined;

	const search = useCallback(
		( text: string ) =>
			provider
				? addressAutocompleteActionsLoader
						.load()
						.then( ( actions ) =>
							actions.searchAddressSuggestions( provider, text, country, type )
						)
				: Promise.resolve( [] ),
		[ provider, country, type ]
	);
	const select = useCallback(
		( suggestionId: string ) =>
			provider
				? addressAutocompleteActionsLoader
						.load()
						.then( ( actions ) =>
							actions.selectAddressSuggestion( provider, suggestionId, country, type )
						)
				: Promise.resolve( null ),
		[ provider, country, type ]
	);

	return useMemo(
		() =>
			provider
				? {
						id: provider.id,
						search,
						select,
						brandingHtml:
							getServerAddressAutocompleteProvider( provider.id )?.branding_html ||
							undefined,
					}
				: null,
		[ provider, search, select ]
	);
}
