/** The shapes of an emoji-support result, stored and summarised. */

import type { EMOJI_SUPPORT_TESTS } from './constants';

/**
 * One of the browser tests (see `EMOJI_SUPPORT_TESTS`).
 *
 * @example
 * const test: EmojiSupportTest = 'flag';
 */
export type EmojiSupportTest = ( typeof EMOJI_SUPPORT_TESTS )[ number ];

/**
 * Each test's answer: whether the browser draws that kind of emoji itself.
 *
 * @example
 * const tests: EmojiSupportTests = { flag: false, emoji: true };
 */
export type EmojiSupportTests = Record< EmojiSupportTest, boolean >;

/**
 * The answers and WordPress's summary of them (`_wpemojiSettings.supports`):
 * `everything` when every test passed, `everythingExceptFlag` when all but
 * the flag test passed and the flag test did not (then only flags need the
 * fallback images).
 *
 * @example
 * if ( ! emojiSupport().everything ) loadEmojiImages();
 */
export interface EmojiSupport extends EmojiSupportTests {
	everything: boolean;
	everythingExceptFlag: boolean;
}

/**
 * What is stored under `EMOJI_SUPPORT_STORAGE_KEY`, as WordPress stores it:
 * the answers and when they were found, in milliseconds since the epoch.
 *
 * @example
 * const stored: StoredEmojiSupport = { supportTests: { flag: true, emoji: true }, timestamp: Date.now() };
 */
export interface StoredEmojiSupport {
	supportTests: EmojiSupportTests;
	timestamp: number;
}

/**
 * Answers one test by drawing on a canvas (see `canvasEmojiTester`).
 *
 * @example
 * const tester: EmojiSupportTester = ( test ) => test === 'emoji';
 */
export type EmojiSupportTester = ( test: EmojiSupportTest ) => boolean;

/**
 * Where `emojiSupport` stores its result, how it tests, and its clock.
 *
 * @example
 * emojiSupport( { storage: window.sessionStorage, now: Date.now } );
 */
export interface EmojiSupportOptions {
	/** The browser test; by default a canvas in the page's document. */
	tester?: EmojiSupportTester;
	/** Where the result is kept; by default sessionStorage (none when it is blocked). */
	storage?: Pick< Storage, 'getItem' | 'setItem' > | null;
	/** The time in milliseconds since the epoch; by default `Date.now`. */
	now?: () => number;
}
