/** Loads the built-in address locales on demand and reads what is loaded, synchronously. */

import { hasCountryDataSetting } from '@cesta/settings';

import type { CountryLocale } from '../types';
import type { AddressLocalesFallback } from './fallback';

let loaded: AddressLocalesFallback | null = null;
let loading: Promise< void > | undefined;

/**
 * Whether address forms need the built-in locales before they first render:
 * the host printed no `countryData` (WooCommerce always does on its cart and
 * checkout pages) and they are not loaded yet.
 *
 * @example
 * if ( needsAddressLocales() ) {
 * 	await loadAddressLocales();
 * }
 */
export function needsAddressLocales(): boolean {
	return loaded === null && ! hasCountryDataSetting();
}

/**
 * Loads the built-in address locales (labels, required and hidden flags,
 * display order and state lists of ES, US, CA, DE, FR, IT, PT, GB, NL and
 * JP) from their own chunk. Later calls share the first load; a failed load
 * (offline, blocked chunk) rejects and may be retried — until then forms use
 * the default fields. Await it before the first render of an address form
 * when {@link needsAddressLocales} says so; after that,
 * `getAddressFormFields` applies the loaded rules synchronously.
 *
 * @example
 * await loadAddressLocales();
 * getAddressFormFields( 'ES', { type: 'shipping' } ).find( ( field ) => field.key === 'state' )?.label;
 * // 'Province'
 */
export function loadAddressLocales(): Promise< void > {
	loading ??= import( './fallback' ).then(
		( module ) => {
			loaded = module.ADDRESS_LOCALES_FALLBACK;
		},
		( error: unknown ) => {
			loading = undefined;
			throw error;
		}
	);
	return loading;
}

/**
 * Whether the built-in address locales are loaded.
 *
 * @example
 * areAddressLocalesLoaded(); // false until loadAddressLocales() resolves
 */
export function areAddressLocalesLoaded(): boolean {
	return loaded !== null;
}

/**
 * A country's built-in field overrides, when the built-in locales are loaded
 * and know the country; otherwise `undefined`.
 *
 * @example
 * getBuiltInCountryLocale( 'US' )?.postcode?.label; // 'ZIP Code'
 */
export function getBuiltInCountryLocale( country: string ): CountryLocale | undefined {
	return loaded?.rules()[ country ];
}

/**
 * A country's built-in state list (code → name), when the built-in locales
 * are loaded and list its states; otherwise `undefined`.
 *
 * @example
 * getBuiltInStates( 'JP' )?.JP13; // 'Tokyo'
 */
export function getBuiltInStates(
	country: string
): Readonly< Record< string, string > > | undefined {
	return loaded?.states[ country ];
}
