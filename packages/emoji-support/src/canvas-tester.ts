/** The browser test: does a canvas draw an emoji sequence as one picture, or as its parts? */

import type { EmojiSupportTest, EmojiSupportTester } from './types';

/**
 * For each test, pairs of one sequence written joined and written apart
 * (a zero-width space between its parts). A browser that knows the
 * sequence draws the joined one as one picture, so the two drawings
 * differ; one that does not draws the same parts both times.
 */
const JOINED_AND_APART: Record< EmojiSupportTest, Array< [ string, string ] > > = {
	flag: [
		// The United Nations flag: two regional indicators, U and N.
		[ '\u{1F1FA}\u{1F1F3}', '\u{1F1FA}\u200B\u{1F1F3}' ],
		// The transgender flag: white flag, zero-width joiner, transgender symbol.
		[ '\u{1F3F3}\uFE0F\u200D\u26A7\uFE0F', '\u{1F3F3}\uFE0F\u200B\u26A7\uFE0F' ],
	],
	emoji: [
		// The phoenix (Emoji 15.1): bird, zero-width joiner, fire.
		[ '\u{1F426}\u200D\u{1F525}', '\u{1F426}\u200B\u{1F525}' ],
	],
};

const drawing = ( context: CanvasRenderingContext2D, text: string ): Uint8ClampedArray => {
	const { width, height } = context.canvas;
	context.clearRect( 0, 0, width, height );
	context.fillText( text, 0, 0 );
	return context.getImageData( 0, 0, width, height ).data;
};

const drawsAlike = ( context: CanvasRenderingContext2D, one: string, other: string ) => {
	const first = drawing( context, one );
	const second = drawing( context, other );
	return first.length === second.length && first.every( ( value, i ) => value === second[ i ] );
};

/**
 * A tester that draws on a canvas of `doc`, as WordPress's emoji loader
 * does: a test passes when every sequence of it, written joined, draws
 * differently from its parts written apart. Without a 2D canvas (old
 * browsers, or none at all) every test fails, so the fallback images are
 * used.
 *
 * @example
 * const tester = canvasEmojiTester();
 * tester( 'flag' ); // false on Windows, whose fonts draw letters for flags
 */
export function canvasEmojiTester( doc: Document = document ): EmojiSupportTester {
	let context: CanvasRenderingContext2D | null | undefined;
	return ( test ) => {
		if ( context === undefined ) {
			const canvas = doc.createElement( 'canvas' );
			try {
				context = canvas.getContext( '2d', { willReadFrequently: true } );
			} catch {
				context = null;
			}
			if ( context ) {
				context.textBaseline = 'top';
				context.font = '600 32px Arial';
			}
		}
		const drawOn = context;
		return (
			drawOn !== null &&
			JOINED_AND_APART[ test ].every(
				( [ joined, apart ] ) => ! drawsAlike( drawOn, joined, apart )
			)
		);
	};
}
