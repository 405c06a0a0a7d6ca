/** Reading and writing the stored emoji-support result (`wpEmojiSettingsSupports`). */

import {
	EMOJI_SUPPORT_STORAGE_KEY,
	EMOJI_SUPPORT_TESTS,
	EMOJI_SUPPORT_VALIDITY_S,
} from './constants';
import type { EmojiSupportOptions, EmojiSupportTests } from './types';

type SupportStorage = NonNullable< EmojiSupportOptions[ 'storage' ] >;

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null;

const asTests = ( value: unknown ): EmojiSupportTests | null =>
	isRecord( value ) && EMOJI_SUPPORT_TESTS.every( ( test ) => typeof value[ test ] === 'boolean' )
		? ( Object.fromEntries(
				EMOJI_SUPPORT_TESTS.map( ( test ) => [ test, value[ test ] ] )
			) as EmojiSupportTests )
		: null;

/**
 * The stored answers, or `null` when there are none, they are unreadable,
 * they lack a test, or they are `EMOJI_SUPPORT_VALIDITY_S` old or older at
 * `nowMs` (a timestamp in the future is not trusted either: the clock went
 * back). Storage that throws (blocked, private mode) counts as none.
 *
 * @example
 * readStoredEmojiSupport( sessionStorage, Date.now() ); // { flag: true, emoji: false } or null
 */
export function readStoredEmojiSupport(
	storage: SupportStorage,
	nowMs: number
): EmojiSupportTests | null {
	let item: unknown;
	try {
		item = JSON.parse( storage.getItem( EMOJI_SUPPORT_STORAGE_KEY ) ?? 'null' );
	} catch {
		return null;
	}
	if ( ! isRecord( item ) || typeof item.timestamp !== 'number' ) {
		return null;
	}
	const age = nowMs - item.timestamp;
	if ( age < 0 || age >= EMOJI_SUPPORT_VALIDITY_S * 1000 ) {
		return null;
	}
	return asTests( item.supportTests );
}

/**
 * Stores the answers with `nowMs` as their time, in WordPress's format
 * (`{ supportTests, timestamp }`). Storage that throws is left alone: the
 * next page tests again.
 *
 * @example
 * storeEmojiSupport( sessionStorage, { flag: true, emoji: true }, Date.now() );
 */
export function storeEmojiSupport(
	storage: SupportStorage,
	tests: EmojiSupportTests,
	nowMs: number
): void {
	try {
		storage.setItem(
			EMOJI_SUPPORT_STORAGE_KEY,
			JSON.stringify( { supportTests: tests, timestamp: nowMs } )
		);
	} catch {
		// Full or blocked storage: the result is only not remembered.
	}
}
