/** Postcode validation per country against postcode-validator's patterns, and the postcode error. */

import { postcodeValidator } from 'postcode-validator';

import { postcodeInvalidMessage } from './messages';
import { normalisePostcode } from './normalise';
import { hasPostcodePattern, normaliseCountryCode, POSTCODE_PATTERN_OVERRIDES } from './patterns';

/**
 * A postcode and the ISO 3166-1 alpha-2 code of its country.
 *
 * @example
 * const madrid: PostcodeInput = { postcode: '28014', country: 'ES' };
 */
export interface PostcodeInput {
	postcode: string;
	country: string;
}

/**
 * Whether a postcode is valid for its country. The postcode is normalised
 * first (see {@link normalisePostcode}); countries without a known pattern
 * (including an empty country) count as valid, so the shop never blocks an
 * address it cannot judge. An empty postcode is valid only where the
 * country's pattern allows none.
 *
 * @example
 * isPostcode( { postcode: '28014', country: 'ES' } ); // true
 * isPostcode( { postcode: '60001', country: 'ES' } ); // false: no province 60
 * isPostcode( { postcode: 'k1a 0b1', country: 'CA' } ); // true
 * isPostcode( { postcode: 'anything', country: 'AQ' } ); // true: unknown country
 */
export function isPostcode( { postcode, country }: PostcodeInput ): boolean {
	if ( typeof country !== 'string' || ! hasPostcodePattern( country ) ) {
		return true;
	}
	const code = normaliseCountryCode( country );
	const normalised = normalisePostcode( postcode );
	const override = POSTCODE_PATTERN_OVERRIDES[ code ];
	return override ? override.test( normalised ) : postcodeValidator( normalised, code );
}

/**
 * The error to show for a postcode, or `undefined` when it is valid for its
 * country.
 *
 * @example
 * getPostcodeError( { postcode: '2801', country: 'ES' } ); // 'Please enter a valid postcode'
 */
export function getPostcodeError( input: PostcodeInput ): string | undefined {
	return isPostcode( input ) ? undefined : postcodeInvalidMessage();
}
