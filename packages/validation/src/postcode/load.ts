/** Loads the postcode check (postcode-validator's pattern table) on demand, for the form errors that check postcodes. */

import type { PostcodeInput } from './postcode';

type PostcodeErrorCheck = ( input: PostcodeInput ) => string | undefined;

let check: PostcodeErrorCheck | null = null;
let loading: Promise< void > | undefined;

/**
 * Loads the postcode patterns (postcode-validator's table for ~190
 * countries and the spec's overrides) from their own chunk. Later calls
 * share the first load; a failed load (offline, blocked chunk) rejects and
 * may be retried. From then on, the form errors (`getFieldError`,
 * `getAddressErrors`, `getFormErrors`) check postcodes synchronously.
 * `isPostcode` and `getPostcodeError` themselves need no load: they bring
 * the patterns with them.
 *
 * @example
 * await loadPostcodePatterns();
 * getFieldError( postcodeField, '60001', { address: { country: 'ES' } } ); // 'Please enter a valid postcode'
 */
export function loadPostcodePatterns(): Promise< void > {
	loading ??= import( './postcode' ).then(
		( module ) => {
			check = module.getPostcodeError;
		},
		( error: unknown ) => {
			loading = undefined;
			throw error;
		}
	);
	return loading;
}

/**
 * Whether the postcode patterns are loaded, so the form errors check
 * postcodes.
 *
 * @example
 * arePostcodePatternsLoaded(); // false until loadPostcodePatterns() resolves
 */
export function arePostcodePatternsLoaded(): boolean {
	return check !== null;
}

/**
 * The error of a postcode once the patterns are loaded. Before that it
 * counts as valid — as for a country without a pattern (spec 2 §5), and the
 * shop's server checks postcodes anyway — and the load starts, so a form
 * that re-validates when it ends (see `arePostcodePatternsLoaded`) shows the
 * error a moment later.
 *
 * @example
 * getLoadedPostcodeError( { postcode: '60001', country: 'ES' } ); // undefined, then 'Please enter a valid postcode'
 */
export function getLoadedPostcodeError( input: PostcodeInput ): string | undefined {
	if ( check ) {
		return check( input );
	}
	loadPostcodePatterns().catch( () => undefined );
	return undefined;
}
