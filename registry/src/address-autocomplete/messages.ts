/**
 * The messages of the address autocomplete provider registry, apart from the
 * registry's other messages: only the checkout page, which installs
 * `window.wc.addressAutocomplete`, carries them. Developer messages stay in
 * English, as WordPress's do.
 */
import { describeValue } from '../messages';

/**
 * Logged when `registerAddressAutocompleteProvider` gets something other
 * than an object.
 *
 * @example
 * autocompleteProviderNotObjectMessage( null );
 */
export const autocompleteProviderNotObjectMessage = ( received: unknown ): string =>
	`The address autocomplete provider must be an object, received ${ describeValue(
		received
	) }. It was not registered.`;

/**
 * Logged when a provider's id is missing or not a string.
 *
 * @example
 * autocompleteProviderIdMessage( 42 );
 */
export const autocompleteProviderIdMessage = ( received: unknown ): string =>
	`The id of an address autocomplete provider must be a non-empty string, received ${ describeValue(
		received
	) }. It was not registered.`;

/**
 * Logged when one of `canSearch`, `search` and `select` is not a function.
 *
 * @example
 * autocompleteProviderFunctionMessage( 'mi-proveedor', 'search', undefined );
 */
export const autocompleteProviderFunctionMessage = (
	id: string,
	property: string,
	received: unknown
): string =>
	`The ${ property } property of the address autocomplete provider "${ id }" must be a function, received ${ describeValue(
		received
	) }. It was not registered.`;

/**
 * Logged when the server does not list the provider in the
 * `addressAutocompleteProviders` setting (where its name and branding come
 * from).
 *
 * @example
 * autocompleteProviderNotOnServerMessage( 'mi-proveedor', [ 'otro' ] );
 */
export const autocompleteProviderNotOnServerMessage = (
	id: string,
	serverIds: readonly string[]
): string =>
	`The address autocomplete provider "${ id }" is not in the addressAutocompleteProviders setting (${
		serverIds.length > 0
			? serverIds.map( ( serverId ) => `"${ serverId }"` ).join( ', ' )
			: 'empty'
	}), so the server does not offer it. It was not registered.`;

/**
 * Logged (console.warn) when a provider id is registered twice.
 *
 * @example
 * duplicateAutocompleteProviderMessage( 'mi-proveedor' );
 */
export const duplicateAutocompleteProviderMessage = ( id: string ): string =>
	`An address autocomplete provider with the id "${ id }" is already registered; the new one was ignored.`;

/**
 * Logged when a provider throws or rejects, or answers with something unusable.
 *
 * @example
 * autocompleteProviderFailedMessage( 'mi-proveedor', 'search' );
 */
export const autocompleteProviderFailedMessage = ( id: string, method: string ): string =>
	`The address autocomplete provider "${ id }" failed in ${ method }; it is treated as having no answer.`;

/**
 * Logged when `search` resolves to something other than a list.
 *
 * @example
 * autocompleteSuggestionsNotListMessage( 'mi-proveedor', {} );
 */
export const autocompleteSuggestionsNotListMessage = ( id: string, received: unknown ): string =>
	`The search of the address autocomplete provider "${ id }" must resolve to a list of suggestions, received ${ describeValue(
		received
	) }.`;
