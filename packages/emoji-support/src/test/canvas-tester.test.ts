/**
 * Tests of the canvas test: a sequence a font knows draws differently from
 * its parts written apart. jsdom has no canvas, so its 2D context is a
 * small font that draws a sequence it knows as one glyph and any other
 * text as its code points (joiners and variation selectors invisible).
 */
import { canvasEmojiTester, emojiSupport } from '@cesta/emoji-support';

const ZERO_WIDTH_SPACE = '\u200B';
const INVISIBLE = new Set( [ '\u200D', '\uFE0F' ] );

/** A 2D context whose font knows `sequences`; each glyph is one pixel. */
const contextWithFont = ( sequences: string[] ) => {
	const canvas = { width: 4, height: 1 };
	let pixels = new Uint8ClampedArray( canvas.width * canvas.height * 4 );
	return {
		canvas,
		textBaseline: 'alphabetic',
		font: '10px sans-serif',
		clearRect() {
			pixels = new Uint8ClampedArray( canvas.width * canvas.height * 4 );
		},
		fillText( text: string ) {
			const glyphs = text
				.split( ZERO_WIDTH_SPACE )
				.flatMap( ( part ) =>
					sequences.includes( part )
						? [ 255 ]
						: [ ...part ]
								.filter( ( char ) => ! INVISIBLE.has( char ) )
								.map( ( char ) => char.codePointAt( 0 )! % 251 )
				);
			glyphs.forEach( ( glyph, i ) => ( pixels[ i * 4 ] = glyph ) );
		},
		getImageData() {
			return { data: pixels };
		},
	};
};

const UN_FLAG = '\u{1F1FA}\u{1F1F3}';
const TRANSGENDER_FLAG = '\u{1F3F3}\uFE0F\u200D\u26A7\uFE0F';
const PHOENIX = '\u{1F426}\u200D\u{1F525}';

const drawWith = ( context: ReturnType< typeof contextWithFont > | null ) =>
	jest
		.spyOn( HTMLCanvasElement.prototype, 'getContext' )
		.mockImplementation( () => context as unknown as CanvasRenderingContext2D );

afterEach( () => {
	jest.restoreAllMocks();
	window.sessionStorage.clear();
} );

describe( 'given a browser whose font draws every tested sequence', () => {
	it( 'when tested › flags and the newest emoji pass', () => {
		drawWith( contextWithFont( [ UN_FLAG, TRANSGENDER_FLAG, PHOENIX ] ) );
		const tester = canvasEmojiTester();

		expect( tester( 'flag' ) ).toBe( true );
		expect( tester( 'emoji' ) ).toBe( true );
	} );

	it( 'when the canvas is asked for › it is one 2D canvas read often, text drawn from the top', () => {
		const context = contextWithFont( [ UN_FLAG, TRANSGENDER_FLAG, PHOENIX ] );
		const getContext = drawWith( context );
		const tester = canvasEmojiTester();

		tester( 'flag' );
		tester( 'emoji' );

		expect( getContext ).toHaveBeenCalledTimes( 1 );
		expect( getContext ).toHaveBeenCalledWith( '2d', { willReadFrequently: true } );
		expect( context.textBaseline ).toBe( 'top' );
	} );
} );

describe( 'given a font without the phoenix (before Emoji 15.1)', () => {
	it( 'when tested › flags pass, the emoji test fails', () => {
		drawWith( contextWithFont( [ UN_FLAG, TRANSGENDER_FLAG ] ) );
		const tester = canvasEmojiTester();

		expect( tester( 'flag' ) ).toBe( true );
		expect( tester( 'emoji' ) ).toBe( false );
	} );
} );

describe( 'given a font that draws flags as letters but knows the transgender flag', () => {
	it( 'when tested › the flag test fails: every flag sequence must draw as one', () => {
		drawWith( contextWithFont( [ TRANSGENDER_FLAG, PHOENIX ] ) );

		expect( canvasEmojiTester()( 'flag' ) ).toBe( false );
	} );

	it( 'when emojiSupport uses the canvas › only flags need the fallback', () => {
		drawWith( contextWithFont( [ TRANSGENDER_FLAG, PHOENIX ] ) );

		expect( emojiSupport() ).toEqual( {
			flag: false,
			emoji: true,
			everything: false,
			everythingExceptFlag: true,
		} );
	} );
} );

describe( 'given a browser without a 2D canvas', () => {
	it( 'when tested › every test fails, so the fallback images are used', () => {
		drawWith( null );
		const tester = canvasEmojiTester();

		expect( tester( 'flag' ) ).toBe( false );
		expect( tester( 'emoji' ) ).toBe( false );
	} );
} );
