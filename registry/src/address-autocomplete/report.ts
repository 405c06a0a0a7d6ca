/** Address autocomplete diagnostics for developers, written to the console with wording that downloads with the first of them. */

import type * as AutocompleteMessages from './messages';

/**
 * A diagnostic: its wording, given the messages module.
 *
 * @example
 * const problem: AutocompleteProblem = ( messages ) => messages.autocompleteProviderIdMessage( 42 );
 */
export type AutocompleteProblem = ( messages: typeof AutocompleteMessages ) => string;

/**
 * Writes a diagnostic (and any `details`, e.g. the error a provider threw)
 * to the console once the messages have downloaded: no page pays for their
 * wording until a provider misbehaves, and the call it is about (a
 * registration, a search) goes on at once. Offline, the diagnostic is lost.
 *
 * @example
 * reportAutocompleteProblem( 'warn', ( messages ) => messages.duplicateAutocompleteProviderMessage( 'callejero' ) );
 */
export function reportAutocompleteProblem(
	level: 'error' | 'warn',
	problem: AutocompleteProblem,
	...details: unknown[]
): void {
	import( './messages' ).then(
		( messages ) => {
			if ( level === 'warn' ) {
				console.warn( problem( messages ), ...details );
			} else {
				console.error( problem( messages ), ...details );
			}
		},
		() => undefined
	);
}
