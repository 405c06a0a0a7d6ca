/** Matches a state typed as text to its option, by code or by label. */

import type { AddressFieldOption } from './types';

/**
 * The option a state typed as text stands for, matched by label or by code,
 * ignoring case and surrounding whitespace; `undefined` when none matches.
 * Used when autofill or an address lookup fills the state as text.
 *
 * @example
 * const provinces = [ { value: 'M', label: 'Madrid' }, { value: 'B', label: 'Barcelona' } ];
 * matchStateOption( 'madrid', provinces ); // { value: 'M', label: 'Madrid' }
 * matchStateOption( ' b ', provinces ); // { value: 'B', label: 'Barcelona' }
 * matchStateOption( 'Lisboa', provinces ); // undefined
 */
export function matchStateOption(
	state: string,
	options: readonly AddressFieldOption[]
): AddressFieldOption | undefined {
	const wanted = typeof state === 'string' ? state.trim().toLocaleLowerCase() : '';
	if ( ! wanted ) {
		return undefined;
	}
	// A code match wins over a label match: "B" is Barcelona's code even if
	// some other province's label were "b".
	return (
		options.find( ( option ) => option.value.toLocaleLowerCase() === wanted ) ??
		options.find( ( option ) => option.label.trim().toLocaleLowerCase() === wanted )
	);
}
