/** The key, format and lifetime of the stored emoji-support result, as WordPress's emoji loader keeps it. */

/**
 * The sessionStorage key the result is stored under — WordPress's
 * `wp-emoji-loader` key, so a page with both trusts one test.
 *
 * @example
 * sessionStorage.getItem( EMOJI_SUPPORT_STORAGE_KEY );
 */
export const EMOJI_SUPPORT_STORAGE_KEY = 'wpEmojiSettingsSupports';

/**
 * How long a stored result is trusted, in seconds (spec 1 §9: 604800, a
 * week); after it the browser is tested again.
 *
 * @example
 * const expiresAtMs = stored.timestamp + EMOJI_SUPPORT_VALIDITY_S * 1000;
 */
export const EMOJI_SUPPORT_VALIDITY_S = 604800;

/**
 * The tests WordPress runs, in its order: `flag` (flag sequences draw as
 * one flag) and `emoji` (the newest emoji sequence draws as one emoji).
 *
 * @example
 * EMOJI_SUPPORT_TESTS.map( ( test ) => tester( test ) );
 */
export const EMOJI_SUPPORT_TESTS = [ 'flag', 'emoji' ] as const;
