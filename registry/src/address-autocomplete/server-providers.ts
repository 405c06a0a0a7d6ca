/** The address autocomplete providers the server offers, from the addressAutocompleteProviders setting. */

import { getSetting } from '@cesta/settings';

import { ADDRESS_AUTOCOMPLETE_PROVIDERS_SETTING } from '../constants';
import { isRecord } from '../is-record';
import type { ServerAddressAutocompleteProvider } from './types';

const isServerProvider = ( value: unknown ): value is ServerAddressAutocompleteProvider =>
	isRecord( value ) &&
	typeof value.id === 'string' &&
	value.id !== '' &&
	typeof value.name === 'string' &&
	typeof value.branding_html === 'string';

/**
 * The providers the server offers, in its order of preference, from the
 * `addressAutocompleteProviders` setting (read on every call; a JSON string
 * is parsed, malformed entries are left out). Only these may register on the
 * client, and the first of them that can search a country is the active one.
 *
 * @example
 * getServerAddressAutocompleteProviders(); // [ { id: 'callejero', name: 'Callejero', branding_html: '…' } ]
 */
export function getServerAddressAutocompleteProviders(): ServerAddressAutocompleteProvider[] {
	let printed = getSetting< unknown >( ADDRESS_AUTOCOMPLETE_PROVIDERS_SETTING, [] );
	if ( typeof printed === 'string' ) {
		try {
			printed = JSON.parse( printed );
		} catch {
			return [];
		}
	}
	return Array.isArray( printed ) ? printed.filter( isServerProvider ) : [];
}

/**
 * What the server says about one provider (its name and branding HTML), or
 * `null` when it does not offer it.
 *
 * @example
 * getServerAddressAutocompleteProvider( 'callejero' )?.branding_html;
 */
export function getServerAddressAutocompleteProvider(
	providerId: string
): ServerAddressAutocompleteProvider | null {
	return (
		getServerAddressAutocompleteProviders().find(
			( provider ) => provider.id === providerId
		) ?? null
	);
}
