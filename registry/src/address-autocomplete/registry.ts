/** The address autocomplete provider registry: registration with validation, lookup, checkout store connection. */

import { createListeners } from '../listeners';
import { isRecord } from '../is-record';
import { reportAutocompleteProblem } from './report';
import type { AutocompleteProblem } from './report';
import { getServerAddressAutocompleteProviders } from './server-providers';
import type { AddressAutocompleteCheckoutActions, AddressAutocompleteProvider } from './types';

// WooCommerce's global exposes this very object as `providers`, and code
// written for it may read it directly; it is the one source of truth.
const providers: Record< string, AddressAutocompleteProvider > = {};
const listeners = createListeners();
let lastRegistered: AddressAutocompleteProvider | null = null;

const PROVIDER_FUNCTIONS = [ 'canSearch', 'search', 'select' ] as const;

/** Why a provider cannot register, or `null` when it can. */
function registrationProblem( provider: unknown ): AutocompleteProblem | null {
	if ( ! isRecord( provider ) ) {
		return ( messages ) => messages.autocompleteProviderNotObjectMessage( provider );
	}
	const { id } = provider;
	if ( typeof id !== 'string' || id === '' ) {
		return ( messages ) => messages.autocompleteProviderIdMessage( id );
	}
	for ( const name of PROVIDER_FUNCTIONS ) {
		if ( typeof provider[ name ] !== 'function' ) {
			const received = provider[ name ];
			return ( messages ) =>
				messages.autocompleteProviderFunctionMessage( id, name, received );
		}
	}
	const serverIds = getServerAddressAutocompleteProviders().map( ( server ) => server.id );
	if ( ! serverIds.includes( id ) ) {
		return ( messages ) => messages.autocompleteProviderNotOnServerMessage( id, serverIds );
	}
	return null;
}

/**
 * Registers a client-side address autocomplete provider (WooCommerce's
 * `window.wc.addressAutocomplete.registerAddressAutocompleteProvider`). The
 * provider must be an object with a non-empty string `id` that the server
 * lists in the `addressAutocompleteProviders` setting, and `canSearch`,
 * `search` and `select` functions. As in WooCommerce it never throws: a
 * provider that breaks a rule is not registered, the reason is logged
 * (`console.error`) and `false` returned; an id registered before is kept
 * (`console.warn`) and `false` returned. The log's wording downloads with
 * the first problem, so it is written a moment after the call returns. A
 * registered provider is frozen,
 * and the checkout stores connected with
 * {@link connectAddressAutocompleteToCheckout} record it as available.
 *
 * @example
 * registerAddressAutocompleteProvider( {
 * 	id: 'callejero',
 * 	canSearch: ( country ) => country === 'ES',
 * 	search: ( text, country ) => callejero.search( text, country ),
 * 	select: ( id ) => callejero.address( id ),
 * } ); // true
 */
export function registerAddressAutocompleteProvider( provider: unknown ): boolean {
	const problem = registrationProblem( provider );
	if ( problem ) {
		reportAutocompleteProblem( 'error', problem );
		return false;
	}
	const valid = provider as AddressAutocompleteProvider;
	if ( Object.hasOwn( providers, valid.id ) ) {
		const { id } = valid;
		reportAutocompleteProblem( 'warn', ( messages ) =>
			messages.duplicateAutocompleteProviderMessage( id )
		);
		return false;
	}
	providers[ valid.id ] = Object.freeze( valid );
	lastRegistered = valid;
	listeners.notify();
	return true;
}

/**
 * The registered providers by id — the same object WooCommerce's global
 * exposes as `providers`.
 *
 * @example
 * Object.keys( getAddressAutocompleteProviders() ); // [ 'callejero' ]
 */
export function getAddressAutocompleteProviders(): Record< string, AddressAutocompleteProvider > {
	return providers;
}

/**
 * Calls `listener` after each registration.
 *
 * @example
 * const unsubscribe = subscribeToAddressAutocompleteProviders( () => refresh() );
 */
export function subscribeToAddressAutocompleteProviders( listener: () => void ): () => void {
	return listeners.subscribe( listener );
}

/**
 * Records every registered provider in a checkout store (its
 * `addAddressAutocompleteProvider` action) — those registered so far at
 * once, later ones as they register, as WooCommerce does on registration.
 * Returns the function that stops it.
 *
 * @example
 * const disconnect = connectAddressAutocompleteToCheckout( registry.dispatch( checkoutStore ) );
 */
export function connectAddressAutocompleteToCheckout(
	actions: Pick< AddressAutocompleteCheckoutActions, 'addAddressAutocompleteProvider' >
): () => void {
	for ( const id of Object.keys( providers ) ) {
		actions.addAddressAutocompleteProvider( id );
	}
	return listeners.subscribe( () => {
		if ( lastRegistered ) {
			actions.addAddressAutocompleteProvider( lastRegistered.id );
		}
	} );
}
