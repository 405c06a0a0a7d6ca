/** Tests of isSafeUrl and isSrcsetSafe: safe and unsafe URLs from server HTML, whole srcsets. */

import { isSafeUrl, isSrcsetSafe } from '@cesta/sanitize';

describe( 'given URLs from server HTML', () => {
	it.each( [
		'https://tienda.example/',
		'HTTP://TIENDA.EXAMPLE/',
		'mailto:hola@tienda.example',
		'tel:+34 910 000 000',
		'/carrito/',
		'../checkout/',
		'#opiniones',
		'?orderby=price',
		'//cdn.example/a.jpg',
		'',
	] )( 'when the URL is %p › accepts it', ( url ) => {
		expect( isSafeUrl( url ) ).toBe( true );
	} );

	it.each( [
		'javascript:alert(1)',
		' JaVaScRiPt:alert(1)',
		'java\tscript:alert(1)',
		'java\nscript:alert(1)',
		'\u0000javascript:alert(1)',
		'java\ufffdscript:alert(1)',
		'javascript&colon;alert(1)',
		'javascript&#58;alert(1)',
		'vbscript:msgbox(1)',
		'data:text/html,<script>alert(1)</script>',
		'ftp://ficheros.example/',
	] )( 'when the URL is %p › refuses it', ( url ) => {
		expect( isSafeUrl( url ) ).toBe( false );
	} );

	it( 'when a srcset lists only safe URLs › accepts it', () => {
		expect( isSrcsetSafe( '/a-300.jpg 300w, https://cdn.example/a-600.jpg 600w' ) ).toBe(
			true
		);
	} );

	it( 'when one srcset candidate is unsafe › refuses the whole srcset', () => {
		expect( isSrcsetSafe( '/a-300.jpg 300w, javascript:alert(1) 600w' ) ).toBe( false );
	} );
} );
