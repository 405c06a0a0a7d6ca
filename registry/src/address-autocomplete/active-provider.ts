/** The active address autocomplete provider of each address: the server's first choice that can search the country. */

import { getAddressAutocompleteProviders } from './registry';
import { reportAutocompleteProblem } from './report';
import { getServerAddressAutocompleteProviders } from './server-providers';
import type {
	AddressAutocompleteCheckoutActions,
	AddressAutocompleteProvider,
	AddressAutocompleteType,
} from './types';

// WooCommerce's global exposes this very object as `activeProvider`.
const activeProviders: Record< AddressAutocompleteType, AddressAutocompleteProvider | null > = {
	billing: null,
	shipping: null,
};

const canSearch = ( provider: AddressAutocompleteProvider, country: string ): boolean => {
	try {
		return provider.canSearch( country ) === true;
	} catch ( error ) {
		const { id } = provider;
		reportAutocompleteProblem(
			'error',
			( messages ) => messages.autocompleteProviderFailedMessage( id, 'canSearch' ),
			error
		);
		return false;
	}
};

/**
 * The provider that searches addresses in a country: of the providers the
 * server lists (in its order of preference), the first registered on the
 * client whose `canSearch( country )` says yes; `null` when none does (a
 * `canSearch` that throws counts as no).
 *
 * @example
 * findAddressAutocompleteProvider( 'ES' )?.id; // 'callejero'
 * findAddressAutocompleteProvider( 'JP' ); // null
 */
export function findAddressAutocompleteProvider(
	country: string
): AddressAutocompleteProvider | null {
	const providers = getAddressAutocompleteProviders();
	for ( const { id } of getServerAddressAutocompleteProviders() ) {
		const provider = providers[ id ];
		if ( provider && canSearch( provider, country ) ) {
			return provider;
		}
	}
	return null;
}

/**
 * Chooses the active provider of an address for its country, as WooCommerce
 * does whenever the country changes: records it in the checkout store
 * (`setActiveAddressAutocompleteProvider( id, type )`, `''` for none) and in
 * {@link getActiveAddressAutocompleteProviders} (WooCommerce's global
 * `activeProvider`). Returns it, or `null`.
 *
 * @example
 * const actions = registry.dispatch( checkoutStore );
 * updateActiveAddressAutocompleteProvider( actions, 'shipping', 'ES' )?.id; // 'callejero'
 */
export function updateActiveAddressAutocompleteProvider(
	actions: Pick< AddressAutocompleteCheckoutActions, 'setActiveAddressAutocompleteProvider' >,
	addressType: AddressAutocompleteType,
	country: string
): AddressAutocompleteProvider | null {
	const provider = findAddressAutocompleteProvider( country );
	actions.setActiveAddressAutocompleteProvider( provider?.id ?? '', addressType );
	activeProviders[ addressType ] = provider;
	return provider;
}

/**
 * The active provider of the billing or the shipping address, or `null`.
 *
 * @example
 * getActiveAddressAutocompleteProvider( 'billing' )?.id;
 */
export function getActiveAddressAutocompleteProvider(
	addressType: AddressAutocompleteType
): AddressAutocompleteProvider | null {
	return activeProviders[ addressType ] ?? null;
}

/**
 * Sets (or clears, with `null`) the active provider of an address without
 * asking the providers (WooCommerce's global `setActiveProvider`).
 *
 * @example
 * setActiveAddressAutocompleteProvider( 'shipping', null );
 */
export function setActiveAddressAutocompleteProvider(
	addressType: AddressAutocompleteType,
	provider: AddressAutocompleteProvider | null
): void {
	activeProviders[ addressType ] = provider;
}

/**
 * The active provider of each address — the same object WooCommerce's global
 * exposes as `activeProvider`.
 *
 * @example
 * getActiveAddressAutocompleteProviders().shipping?.id;
 */
export function getActiveAddressAutocompleteProviders(): Record<
	AddressAutocompleteType,
	AddressAutocompleteProvider | null
> {
	return activeProviders;
}
