/** The autocomplete limits of the spec (cart-checkout §4, Addresses) the sample provider honours. */

/**
 * Searching starts at this many typed characters.
 *
 * @example
 * query.trim().length >= AUTOCOMPLETE_MIN_QUERY_CHARS;
 */
export const AUTOCOMPLETE_MIN_QUERY_CHARS = 3;

/**
 * At most this many suggestions are shown.
 *
 * @example
 * suggestions.slice( 0, AUTOCOMPLETE_MAX_SUGGESTIONS );
 */
export const AUTOCOMPLETE_MAX_SUGGESTIONS = 5;
