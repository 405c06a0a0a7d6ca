/**
 * `wc.blocksCheckout.isPostcode` without its pattern table on every page:
 * postcode-validator's patterns for ~190 countries (1.7 KB gzipped) load the
 * first time a script reaches for the function, not with the page.
 */
import type { PostcodeInput } from '@cesta/validation';

type PostcodeCheck = ( input: PostcodeInput ) => boolean;

let check: PostcodeCheck | undefined;
let loading: Promise< void > | undefined;

/**
 * Starts loading the postcode patterns (once; after a failure, calling again
 * retries) and resolves when `isPostcodeOnDemand` checks with them.
 *
 * @example
 * await loadPostcodeCheck();
 * isPostcodeOnDemand( { postcode: '60001', country: 'ES' } ); // false
 */
export function loadPostcodeCheck(): Promise< void > {
	loading ??= import( './postcode-check' ).then(
		( module ) => {
			check = module.isPostcode;
		},
		( error: unknown ) => {
			loading = undefined;
			throw error;
		}
	);
	return loading;
}

/**
 * Whether the postcode patterns have loaded.
 *
 * @example
 * isPostcodeCheckLoaded(); // false until a script has read `isPostcode`
 */
export function isPostcodeCheckLoaded(): boolean {
	return check !== undefined;
}

/**
 * WooCommerce's `isPostcode` once the patterns have loaded. Before that —
 * the few milliseconds after a script first reaches for it — it treats the
 * country as one it has no pattern for, which is valid (spec 2 §5: unknown
 * countries count as valid; the shop's server validates postcodes anyway),
 * and starts the load.
 *
 * @example
 * isPostcodeOnDemand( { postcode: '28014', country: 'ES' } ); // true
 */
export function isPostcodeOnDemand( input: PostcodeInput ): boolean {
	if ( check ) {
		return check( input );
	}
	loadPostcodeCheck().catch( () => undefined );
	return true;
}
