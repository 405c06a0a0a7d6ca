/** Public surface of @cesta/emoji-support. */

export { canvasEmojiTester } from './canvas-tester';
export {
	EMOJI_SUPPORT_STORAGE_KEY,
	EMOJI_SUPPORT_TESTS,
	EMOJI_SUPPORT_VALIDITY_S,
} from './constants';
export { emojiSupport, summariseEmojiSupport } from './emoji-support';
export { readStoredEmojiSupport, storeEmojiSupport } from './stored-support';

export type {
	EmojiSupport,
	EmojiSupportOptions,
	EmojiSupportTest,
	EmojiSupportTester,
	EmojiSupportTests,
	StoredEmojiSupport,
} from './types';
