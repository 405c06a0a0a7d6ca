/**
 * Tests of sanitising without a DOM (server rendering): safe plain text, the same errors, clamping.
 *
 * @jest-environment node
 */
import {
	htmlToSafeText,
	sanitizeHTML,
	trimHtmlToCharacters,
	trimHtmlToWords,
} from '@cesta/sanitize';

// The workspace's shared jest setup clears `window.localStorage` after every
// test and assumes a DOM. Give it a stand-in between tests only; the package
// has already cached "no DOM" by the time any stand-in exists.
const storageStandIn = { clear: () => undefined };
const globals = globalThis as Record< string, unknown >;

describe( 'given no DOM (server rendering)', () => {
	beforeEach( () => {
		delete globals.window;
		delete globals.document;
	} );
	afterEach( () => {
		globals.window = { localStorage: storageStandIn, sessionStorage: storageStandIn };
		globals.document = { cookie: '' };
	} );

	it( 'really runs without a window', () => {
		expect( typeof window ).toBe( 'undefined' );
	} );

	it( 'when sanitising HTML › returns its text with every tag removed', () => {
		expect( sanitizeHTML( '<p>Envío <b>gratis</b> desde 40&nbsp;€</p>' ) ).toBe(
			'Envío gratis desde 40&nbsp;€'
		);
	} );

	it( 'when the HTML holds script or style › drops their content, not just the tags', () => {
		expect(
			sanitizeHTML(
				'<p>Hola</p><script>alert(1)</script><style>p{}</style><!-- nota --> adiós'
			)
		).toBe( 'Hola adiós' );
	} );

	it( 'when removing a tag would assemble another › removes that one too', () => {
		expect( sanitizeHTML( '<scr<script>ipt>alert(1)</script> ok' ) ).not.toMatch(
			/<|script>/i
		);
	} );

	it( 'when angle brackets remain in the text › escapes them', () => {
		expect( htmlToSafeText( '3 < 5 > 1' ) ).toBe( '3 &lt; 5 &gt; 1' );
		expect( sanitizeHTML( '<b>a</b> <img src=x onerror=alert(1) ' ) ).toBe( 'a ' );
	} );

	it.each( [ null, undefined, 12 ] )( 'when given %p › returns an empty string', ( value ) => {
		expect( sanitizeHTML( value ) ).toBe( '' );
	} );

	it( 'when options are wrong › still throws the same clear error', () => {
		expect( () => sanitizeHTML( 'x', { tags: [ 'script' ] } ) ).toThrow(
			'can never be allowed'
		);
	} );

	it( 'when clamping › clamps the plain text', () => {
		expect( trimHtmlToWords( '<p>uno <b>dos</b> tres</p>', 2 ) ).toBe( 'uno dos…' );
		expect( trimHtmlToCharacters( '<p>a &amp; b</p>', 3 ) ).toBe( 'a &amp;…' );
	} );

	it( 'when the text fits › returns it without an ellipsis', () => {
		expect( trimHtmlToWords( '<p>uno dos</p>', 2 ) ).toBe( 'uno dos' );
	} );
} );
