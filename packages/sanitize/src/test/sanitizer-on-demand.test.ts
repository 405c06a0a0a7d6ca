/**
 * The package's shared on-demand sanitiser. Its state lives for the module
 * registry, which Jest gives each test file afresh: the first test sees
 * DOMPurify not loaded yet, as a page's first paint does.
 */
import {
	isSanitizerLoaded,
	loadSanitizer,
	sanitizeHTML,
	sanitizeHTMLOrText,
	subscribeToSanitizer,
	trimHtmlToCharactersOrText,
	trimHtmlToWordsOrText,
} from '@cesta/sanitize';

const HOSTILE =
	'<p onclick="steal()">Envío <b>gratis</b><script>steal()</script><img src=x onerror=steal()></p>';

describe( 'the shared on-demand sanitiser', () => {
	it( 'given a fresh page › is not loaded and renders hostile HTML as plain text', () => {
		expect( isSanitizerLoaded() ).toBe( false );
		expect( sanitizeHTMLOrText( HOSTILE ) ).toBe( 'Envío gratis' );
		expect( trimHtmlToWordsOrText( HOSTILE, 1 ) ).toBe( 'Envío…' );
		expect( trimHtmlToCharactersOrText( HOSTILE, 5 ) ).toBe( 'Envío…' );
	} );

	it( 'when loadSanitizer() resolves › tells subscribers and gives sanitised HTML', async () => {
		const subscriber = jest.fn();
		const stop = subscribeToSanitizer( subscriber );

		await loadSanitizer();
		stop();

		expect( subscriber ).toHaveBeenCalledTimes( 1 );
		expect( isSanitizerLoaded() ).toBe( true );
		expect( sanitizeHTMLOrText( HOSTILE ) ).toBe( '<p>Envío <b>gratis</b></p>' );
		expect( sanitizeHTMLOrText( HOSTILE ) ).toBe( sanitizeHTML( HOSTILE ) );
		expect( trimHtmlToWordsOrText( HOSTILE, 1 ) ).toBe( '<p>Envío…</p>' );
		expect( trimHtmlToCharactersOrText( HOSTILE, 5 ) ).toBe( '<p>Envío…</p>' );
	} );

	it( 'given it has loaded › resolves at once when asked again', async () => {
		await expect( loadSanitizer() ).resolves.toBeUndefined();
	} );
} );
