/** The address autocomplete API in the shape of WooCommerce's window.wc.addressAutocomplete. */

import { getSetting } from '@cesta/settings';

import {
	getActiveAddressAutocompleteProvider,
	getActiveAddressAutocompleteProviders,
	setActiveAddressAutocompleteProvider,
} from './active-provider';
import { getAddressAutocompleteProviders, registerAddressAutocompleteProvider } from './registry';
import {
	getServerAddressAutocompleteProvider,
	getServerAddressAutocompleteProviders,
} from './server-providers';
import type {
	AddressAutocompleteProvider,
	AddressAutocompleteType,
	ServerAddressAutocompleteProvider,
} from './types';

/**
 * WooCommerce's `window.wc.addressAutocomplete`: the registration function,
 * the registered and active providers (live objects) and the server's list.
 *
 * @example
 * const api: AddressAutocompleteApi = addressAutocompleteApi;
 */
export interface AddressAutocompleteApi {
	/** The registered providers by id (the registry's own object). */
	readonly providers: Record< string, AddressAutocompleteProvider >;
	/** The active provider of each address (the registry's own object). */
	readonly activeProvider: Record< AddressAutocompleteType, AddressAutocompleteProvider | null >;
	/** The providers the server offers, in its order of preference. */
	readonly serverProviders: ServerAddressAutocompleteProvider[];
	registerAddressAutocompleteProvider( provider: unknown ): boolean;
	getServerProvider( providerId: string ): ServerAddressAutocompleteProvider | null;
	getProviders(): Record< string, AddressAutocompleteProvider >;
	getActiveProvider( addressType: AddressAutocompleteType ): AddressAutocompleteProvider | null;
	setActiveProvider(
		addressType: AddressAutocompleteType,
		provider: AddressAutocompleteProvider | null
	): void;
	/** Whether the page is a block checkout (always, unless the host says otherwise). */
	isBlocksContext(): boolean;
}

/**
 * The address autocomplete API with WooCommerce's members and behaviour,
 * which `@cesta/blocks-checkout` installs as `window.wc.addressAutocomplete`,
 * so provider scripts written for WooCommerce register unchanged.
 *
 * @example
 * window.wc.addressAutocomplete.registerAddressAutocompleteProvider( provider );
 * addressAutocompleteApi.getActiveProvider( 'shipping' )?.id;
 */
export const addressAutocompleteApi: AddressAutocompleteApi = Object.freeze( {
	get providers() {
		return getAddressAutocompleteProviders();
	},
	get activeProvider() {
		return getActiveAddressAutocompleteProviders();
	},
	get serverProviders() {
		return getServerAddressAutocompleteProviders();
	},
	registerAddressAutocompleteProvider,
	getServerProvider: getServerAddressAutocompleteProvider,
	getProviders: getAddressAutocompleteProviders,
	getActiveProvider: getActiveAddressAutocompleteProvider,
	setActiveProvider: setActiveAddressAutocompleteProvider,
	isBlocksContext: () => getSetting< unknown >( 'isCheckoutBlock', true ) !== false,
} );
