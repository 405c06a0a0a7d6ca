/** window.wc.addressAutocomplete: the registry's address autocomplete API, recording providers in the page's checkout store. */

import { dispatch } from '@wordpress/data';
import { checkoutStore } from '@cesta/data';
import { addressAutocompleteApi, connectAddressAutocompleteToCheckout } from '@cesta/registry';
import type { AddressAutocompleteApi } from '@cesta/registry';

/**
 * `window.wc.addressAutocomplete` (WooCommerce's address autocomplete
 * global): `registerAddressAutocompleteProvider`, the registered and active
 * providers, the server's list.
 *
 * @example
 * window.wc.addressAutocomplete.registerAddressAutocompleteProvider( provider );
 */
export const addressAutocompleteGlobal: AddressAutocompleteApi = addressAutocompleteApi;

let connected = false;

/**
 * Records registered providers in the page's checkout store (the default
 * `@wordpress/data` registry's `wc/store/checkout`), as WooCommerce's
 * registration does, so `getRegisteredAutocompleteProviders()` lists them.
 * Once per page.
 *
 * @example
 * connectAddressAutocompleteGlobal();
 */
export function connectAddressAutocompleteGlobal(): void {
	if ( connected ) {
		return;
	}
	connected = true;
	connectAddressAutocompleteToCheckout( dispatch( checkoutStore ) );
}

/**
 * Exposes the address autocomplete API at `window.wc.addressAutocomplete`
 * unless the host already defines it, and connects ours to the page's
 * checkout store. Only the checkout page needs it (WooCommerce loads it there
 * only), so it is a separate entry: `@cesta/blocks-checkout/address-autocomplete`.
 *
 * @example
 * installAddressAutocompleteGlobal();
 * window.wc.addressAutocomplete.registerAddressAutocompleteProvider( provider );
 */
export function installAddressAutocompleteGlobal(
	target: { wc?: { addressAutocomplete?: AddressAutocompleteApi } } = window as never
): void {
	const wc = ( target.wc ??= {} );
	wc.addressAutocomplete ??= addressAutocompleteGlobal;
	if ( wc.addressAutocomplete === addressAutocompleteGlobal ) {
		connectAddressAutocompleteGlobal();
	}
}
