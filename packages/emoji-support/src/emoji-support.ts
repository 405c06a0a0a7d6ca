/** emojiSupport: the browser's emoji support, from the stored result while it is trusted, tested again after it. */

import { canvasEmojiTester } from './canvas-tester';
import { EMOJI_SUPPORT_TESTS } from './constants';
import { readStoredEmojiSupport, storeEmojiSupport } from './stored-support';
import type { EmojiSupport, EmojiSupportOptions, EmojiSupportTests } from './types';

// Reading `window.sessionStorage` itself throws where storage is blocked.
const pageSessionStorage = (): EmojiSupportOptions[ 'storage' ] => {
	try {
		return typeof window === 'undefined' ? null : window.sessionStorage;
	} catch {
		return null;
	}
};

/**
 * WordPress's summary of the answers (`_wpemojiSettings.supports`).
 *
 * @example
 * summariseEmojiSupport( { flag: false, emoji: true } ).everythingExceptFlag; // true
 */
export function summariseEmojiSupport( tests: EmojiSupportTests ): EmojiSupport {
	const everything = EMOJI_SUPPORT_TESTS.every( ( test ) => tests[ test ] );
	const everythingButFlagPasses = EMOJI_SUPPORT_TESTS.every(
		( test ) => test === 'flag' || tests[ test ]
	);
	return {
		...tests,
		everything,
		everythingExceptFlag: everythingButFlagPasses && ! tests.flag,
	};
}

/**
 * Whether the browser draws emoji itself. The answer stored in
 * sessionStorage (`wpEmojiSettingsSupports`, WordPress's key and format) is
 * used while it is younger than `EMOJI_SUPPORT_VALIDITY_S` (604800 s, spec
 * 1 §9); otherwise the browser is tested (on a canvas by default) and the
 * new answer is stored with the time. Without storage it tests every time.
 *
 * @example
 * const supports = emojiSupport();
 * if ( ! supports.everything ) {
 * 	loadScript( window._wpemojiSettings.source.concatemoji ); // the fallback images
 * }
 */
export function emojiSupport( options: EmojiSupportOptions = {} ): EmojiSupport {
	const storage = options.storage === undefined ? pageSessionStorage() : options.storage;
	const now = options.now ?? Date.now;
	const stored = storage ? readStoredEmojiSupport( storage, now() ) : null;
	if ( stored ) {
		return summariseEmojiSupport( stored );
	}
	const tester = options.tester ?? canvasEmojiTester();
	const tests = Object.fromEntries(
		EMOJI_SUPPORT_TESTS.map( ( test ) => [ test, tester( test ) ] )
	) as EmojiSupportTests;
	if ( storage ) {
		storeEmojiSupport( storage, tests, now() );
	}
	return summariseEmojiSupport( tests );
}
