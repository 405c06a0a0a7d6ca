/**
 * Tests of emojiSupport (spec 1 §9: a stored emoji-support result is valid
 * for 604800 s): the answer stored in sessionStorage as WordPress's emoji
 * loader stores it, trusted for a week of fake time and tested again after.
 */
import {
	EMOJI_SUPPORT_STORAGE_KEY,
	EMOJI_SUPPORT_VALIDITY_S,
	emojiSupport,
} from '@cesta/emoji-support';
import type { EmojiSupportTest, EmojiSupportTests } from '@cesta/emoji-support';

const START_MS = Date.UTC( 2026, 10, 26, 10, 0, 0 );

/** A browser test with fixed answers that counts how often it ran. */
const browserThatDraws = ( answers: EmojiSupportTests ) => {
	const runs: EmojiSupportTest[] = [];
	return {
		runs,
		tester: ( test: EmojiSupportTest ) => {
			runs.push( test );
			return answers[ test ];
		},
	};
};

const stored = () => JSON.parse( window.sessionStorage.getItem( EMOJI_SUPPORT_STORAGE_KEY )! );

beforeEach( () => {
	jest.useFakeTimers( { now: START_MS } );
	window.sessionStorage.clear();
} );

afterEach( () => {
	jest.useRealTimers();
	window.sessionStorage.clear();
} );

describe( 'given a session without a stored result', () => {
	it( 'when support is asked › tests the browser once per test and stores the answers with the time, in WordPress’s format', () => {
		const browser = browserThatDraws( { flag: false, emoji: true } );

		const supports = emojiSupport( { tester: browser.tester } );

		expect( browser.runs ).toEqual( [ 'flag', 'emoji' ] );
		expect( supports ).toEqual( {
			flag: false,
			emoji: true,
			everything: false,
			everythingExceptFlag: true,
		} );
		expect( stored() ).toEqual( {
			supportTests: { flag: false, emoji: true },
			timestamp: START_MS,
		} );
	} );
} );

describe( 'given a result stored by an earlier page', () => {
	it( 'when asked again 604799 s later › uses the stored answers without testing', () => {
		emojiSupport( { tester: browserThatDraws( { flag: true, emoji: true } ).tester } );
		jest.advanceTimersByTime( ( EMOJI_SUPPORT_VALIDITY_S - 1 ) * 1000 );
		const later = browserThatDraws( { flag: false, emoji: false } );

		const supports = emojiSupport( { tester: later.tester } );

		expect( later.runs ).toEqual( [] );
		expect( supports.everything ).toBe( true );
	} );

	it( 'when asked 604800 s later › tests the browser again and stores the new answers with the new time', () => {
		emojiSupport( { tester: browserThatDraws( { flag: true, emoji: true } ).tester } );
		jest.advanceTimersByTime( EMOJI_SUPPORT_VALIDITY_S * 1000 );
		const later = browserThatDraws( { flag: false, emoji: false } );

		const supports = emojiSupport( { tester: later.tester } );

		expect( later.runs ).toEqual( [ 'flag', 'emoji' ] );
		expect( supports ).toEqual( {
			flag: false,
			emoji: false,
			everything: false,
			everythingExceptFlag: false,
		} );
		expect( stored().timestamp ).toBe( START_MS + EMOJI_SUPPORT_VALIDITY_S * 1000 );
	} );

	it( 'when WordPress’s own loader stored it › it is trusted too', () => {
		window.sessionStorage.setItem(
			EMOJI_SUPPORT_STORAGE_KEY,
			JSON.stringify( {
				supportTests: { flag: true, emoji: false },
				timestamp: START_MS - 1000,
			} )
		);
		const browser = browserThatDraws( { flag: true, emoji: true } );

		const supports = emojiSupport( { tester: browser.tester } );

		expect( browser.runs ).toEqual( [] );
		expect( supports ).toEqual( {
			flag: true,
			emoji: false,
			everything: false,
			everythingExceptFlag: false,
		} );
	} );

	it.each( [
		[ 'not JSON', '{supportTests' ],
		[ 'without a time', JSON.stringify( { supportTests: { flag: true, emoji: true } } ) ],
		[
			'without the emoji test',
			JSON.stringify( { supportTests: { flag: true }, timestamp: START_MS } ),
		],
		[
			'with a text for a test',
			JSON.stringify( { supportTests: { flag: true, emoji: 'yes' }, timestamp: START_MS } ),
		],
		[
			'from the future (the clock went back)',
			JSON.stringify( {
				supportTests: { flag: true, emoji: true },
				timestamp: START_MS + 60000,
			} ),
		],
	] )(
		'when the stored entry is %s › tests the browser again and replaces it',
		( _case, entry ) => {
			window.sessionStorage.setItem( EMOJI_SUPPORT_STORAGE_KEY, entry );
			const browser = browserThatDraws( { flag: false, emoji: true } );

			emojiSupport( { tester: browser.tester } );

			expect( browser.runs ).toEqual( [ 'flag', 'emoji' ] );
			expect( stored() ).toEqual( {
				supportTests: { flag: false, emoji: true },
				timestamp: START_MS,
			} );
		}
	);
} );

describe( 'given storage the browser refuses', () => {
	it( 'when support is asked twice › tests each time and does not fail', () => {
		const refusing = {
			getItem: () => {
				throw new DOMException( 'blocked', 'SecurityError' );
			},
			setItem: () => {
				throw new DOMException( 'full', 'QuotaExceededError' );
			},
		};
		const browser = browserThatDraws( { flag: true, emoji: true } );

		emojiSupport( { tester: browser.tester, storage: refusing } );
		const supports = emojiSupport( { tester: browser.tester, storage: refusing } );

		expect( browser.runs ).toHaveLength( 4 );
		expect( supports.everything ).toBe( true );
	} );

	it( 'when there is no storage at all › tests each time', () => {
		const browser = browserThatDraws( { flag: true, emoji: true } );

		emojiSupport( { tester: browser.tester, storage: null } );
		emojiSupport( { tester: browser.tester, storage: null } );

		expect( browser.runs ).toHaveLength( 4 );
		expect( window.sessionStorage.getItem( EMOJI_SUPPORT_STORAGE_KEY ) ).toBeNull();
	} );
} );

describe( 'given an injected clock', () => {
	it( 'when its time passes the validity › the result is tested again', () => {
		let nowMs = 1000;
		const browser = browserThatDraws( { flag: true, emoji: true } );
		const options = { tester: browser.tester, now: () => nowMs };

		emojiSupport( options );
		nowMs += EMOJI_SUPPORT_VALIDITY_S * 1000 - 1;
		emojiSupport( options );
		expect( browser.runs ).toHaveLength( 2 );
		nowMs += 1;
		emojiSupport( options );

		expect( browser.runs ).toHaveLength( 4 );
	} );
} );
