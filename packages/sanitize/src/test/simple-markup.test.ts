/** Tests of isSimpleMarkup: which HTML is simple enough to show without DOMPurify; never an XSS payload. */

import {
	DEFAULT_ALLOWED_TAGS,
	isSimpleMarkup,
	PRODUCT_DESCRIPTION_ALLOWED_TAGS,
} from '@cesta/sanitize';

import { XSS_PAYLOADS } from './xss-payloads';

describe( 'isSimpleMarkup', () => {
	it.each( [
		[ 'plain text', 'Arrocera eléctrica de 1,8 L' ],
		[ 'a WordPress paragraph', '<p>Ventilador de pie con 3 velocidades.</p>' ],
		[ 'paragraphs with line breaks', '<p>Uno<br>dos<br/>tres<br />cuatro</p><P>cinco</P>' ],
		[
			'bold and italics',
			'<p><strong>Oferta</strong> <b>-20%</b> <em>solo hoy</em> <i>ya</i></p>',
		],
		[ 'character references and a lone ">"', '<p>Precio &lt; 40 &amp; envío &gt; 2 > 1</p>' ],
		[ '"" (nothing to show)', '' ],
	] )( 'given %s › is simple: it renders as it is', ( _kind, html ) => {
		expect( isSimpleMarkup( html, DEFAULT_ALLOWED_TAGS ) ).toBe( true );
	} );

	it.each( [
		[ 'an attribute', '<p class="destacado">Oferta</p>' ],
		[ 'a link', '<p><a href="/tienda/">Tienda</a></p>' ],
		[ 'a comment', '<p>Oferta<!-- nota --></p>' ],
		[ 'a tag outside the simple ones', '<ul><li>Uno</li></ul>' ],
		[ 'a stray "<"', '<p>2 < 3</p>' ],
		[ 'a tag cut short', '<p>Oferta</p' ],
		[ 'a space before the name', '< p>Oferta</p>' ],
	] )( 'given %s › is not simple: it needs the sanitiser', ( _kind, html ) => {
		expect( isSimpleMarkup( html, PRODUCT_DESCRIPTION_ALLOWED_TAGS ) ).toBe( false );
	} );

	it( 'given a simple tag the allow-list removes › is not simple', () => {
		expect( isSimpleMarkup( '<p>Oferta</p>', [ 'b' ] ) ).toBe( false );
		expect( isSimpleMarkup( '<b>Oferta</b>', [ 'b' ] ) ).toBe( true );
	} );

	it.each( XSS_PAYLOADS )( 'given the payload "$name" › is not simple', ( { html } ) => {
		expect( isSimpleMarkup( html, DEFAULT_ALLOWED_TAGS ) ).toBe( false );
		expect( isSimpleMarkup( `<p>${ html }</p>`, PRODUCT_DESCRIPTION_ALLOWED_TAGS ) ).toBe(
			false
		);
	} );
} );
