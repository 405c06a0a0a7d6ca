/** Tests of sanitizeHTML: default and description lists, links and rel, non-strings, custom options. */

import {
	PRODUCT_DESCRIPTION_ALLOWED_ATTR,
	PRODUCT_DESCRIPTION_ALLOWED_TAGS,
	sanitizeHTML,
} from '@cesta/sanitize';

const PRODUCT = { tags: PRODUCT_DESCRIPTION_ALLOWED_TAGS, attr: PRODUCT_DESCRIPTION_ALLOWED_ATTR };

describe( 'given the default allow-lists', () => {
	it( 'when every allowed tag and attribute is used › keeps them all', () => {
		const html =
			'<p><a href="/tienda/" name="arriba" title="Tienda" download="catalogo.pdf" rel="nofollow">' +
			'<b>1</b><em>2</em><i>3</i><strong>4</strong></a><br><abbr title="Impuesto">IVA</abbr></p>';
		expect( sanitizeHTML( html ) ).toBe( html );
	} );

	it( 'when tags outside the list are used › removes the tags but keeps their text', () => {
		expect(
			sanitizeHTML( '<div><span>Olla</span> <h2>exprés</h2><ul><li>6 l</li></ul></div>' )
		).toBe( 'Olla exprés6 l' );
	} );

	it( 'when attributes outside the list are used › removes them', () => {
		expect(
			sanitizeHTML(
				'<p class="x" id="y" data-id="3" aria-label="z" style="color:red">Texto</p>'
			)
		).toBe( '<p>Texto</p>' );
	} );

	it( 'when the text has entities › keeps them encoded', () => {
		expect( sanitizeHTML( '<b>Precio &lt; 40 &amp; envío</b>' ) ).toBe(
			'<b>Precio &lt; 40 &amp; envío</b>'
		);
	} );

	it( 'when given plain text › returns it unchanged', () => {
		expect( sanitizeHTML( 'Arrocera 1,8 l' ) ).toBe( 'Arrocera 1,8 l' );
	} );
} );

describe( 'given the product description allow-lists', () => {
	it( 'when a description uses abbr (a default tag, not a description tag) › drops the tag, keeps its text', () => {
		expect(
			sanitizeHTML( '<p>Precio con <abbr title="Impuesto">IVA</abbr></p>', PRODUCT )
		).toBe( '<p>Precio con IVA</p>' );
		expect( sanitizeHTML( '<p>Precio con <abbr title="Impuesto">IVA</abbr></p>' ) ).toBe(
			'<p>Precio con <abbr title="Impuesto">IVA</abbr></p>'
		);
	} );

	it( 'when a description uses lists, headings, quotes and images › keeps them', () => {
		const html =
			'<h2>Características</h2><ul><li>3 velocidades</li></ul><ol><li>Uno</li></ol>' +
			'<h6>Nota</h6><pre>40 W</pre><blockquote>Muy silencioso</blockquote>' +
			'<img src="https://tienda.example/fan-300.jpg" alt="Ventilador" width="300" height="300" ' +
			'srcset="https://tienda.example/fan-300.jpg 300w, /fan-600.jpg 600w" sizes="(max-width: 300px) 100vw" loading="lazy">';
		expect( sanitizeHTML( html, PRODUCT ) ).toBe( html );
	} );

	it( 'when the default lists are used on the same description › drops the extra tags, keeping text', () => {
		expect(
			sanitizeHTML( '<h2>Características</h2><img src="/a.jpg" alt="A">', undefined )
		).toBe( 'Características' );
	} );
} );

describe( 'given links', () => {
	it.each( [
		[ 'http', 'http://tienda.example/' ],
		[ 'https', 'https://tienda.example/carrito/' ],
		[ 'mailto', 'mailto:hola@tienda.example' ],
		[ 'tel', 'tel:+34910000000' ],
		[ 'relative path', '/producto/ventilador/' ],
		[ 'relative file', 'condiciones.html' ],
		[ 'anchor', '#opiniones' ],
		[ 'query', '?add-to-cart=12' ],
		[ 'protocol-relative', '//cdn.example/a.pdf' ],
	] )( 'when the URL is %s › keeps it', ( _kind, href ) => {
		expect( sanitizeHTML( `<a href="${ href }">x</a>` ) ).toBe( `<a href="${ href }">x</a>` );
	} );

	it.each( [
		[ 'ftp', 'ftp://ficheros.example/a.zip' ],
		[ 'sms', 'sms:+34600000000' ],
		[ 'file', 'file:///etc/passwd' ],
		[ 'data', 'data:text/plain,hola' ],
		[ 'blob', 'blob:https://tienda.example/1' ],
		[ 'unknown scheme', 'whatsapp://send?text=hola' ],
	] )(
		'when the URL uses the %s scheme › removes the href but keeps the text',
		( _kind, href ) => {
			expect( sanitizeHTML( `<a href="${ href }">x</a>` ) ).toBe( '<a>x</a>' );
		}
	);

	it( 'when a link opens a new window › adds rel="noopener noreferrer"', () => {
		expect(
			sanitizeHTML( '<a href="https://fabricante.example/" target="_blank">Fabricante</a>' )
		).toBe(
			'<a href="https://fabricante.example/" target="_blank" rel="noopener noreferrer">Fabricante</a>'
		);
	} );

	it( 'when a new-window link already has some rel tokens › adds only the missing ones', () => {
		expect( sanitizeHTML( '<a href="/x" target="_BLANK" rel="nofollow NoOpener">x</a>' ) ).toBe(
			'<a href="/x" target="_BLANK" rel="nofollow NoOpener noreferrer">x</a>'
		);
	} );

	it( 'when a link targets a named frame › leaves rel alone', () => {
		expect( sanitizeHTML( '<a href="/x" target="_self">x</a>' ) ).toBe(
			'<a href="/x" target="_self">x</a>'
		);
	} );

	it( 'when the caller does not allow rel › still protects a new-window link', () => {
		expect(
			sanitizeHTML( '<a href="/x" target="_blank">x</a>', { attr: [ 'href', 'target' ] } )
		).toBe( '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>' );
	} );
} );

describe( 'given input that is not an HTML string', () => {
	it.each( [
		[ 'null', null ],
		[ 'undefined', undefined ],
		[ 'a number', 42 ],
		[ 'NaN', Number.NaN ],
		[ 'an object', { html: '<b>x</b>' } ],
		[ 'an array', [ '<b>x</b>' ] ],
		[ 'a boolean', true ],
		[ 'an empty string', '' ],
	] )( 'when given %s › returns an empty string without throwing', ( _kind, value ) => {
		expect( sanitizeHTML( value ) ).toBe( '' );
	} );
} );

describe( 'given custom options', () => {
	it( 'when tags are given › they replace the default tags', () => {
		expect(
			sanitizeHTML( '<p><b>negrita</b> <span>span</span></p>', { tags: [ 'span' ] } )
		).toBe( 'negrita <span>span</span>' );
	} );

	it( 'when names are given in upper case or padded › matches them case-insensitively', () => {
		expect(
			sanitizeHTML( '<abbr title="t">x</abbr>', { tags: [ ' ABBR ' ], attr: [ 'Title' ] } )
		).toBe( '<abbr title="t">x</abbr>' );
	} );

	it.each( [
		'script',
		'style',
		'iframe',
		'svg',
		'math',
		'form',
		'base',
		'meta',
		'object',
		'SCRIPT',
	] )( 'when asked to allow the <%s> tag › throws a clear error', ( tag ) => {
		expect( () => sanitizeHTML( '<b>x</b>', { tags: [ 'b', tag ] } ) ).toThrow(
			`@cesta/sanitize: the tag "${ tag.toLowerCase() }" can never be allowed`
		);
	} );

	it.each( [ 'onclick', 'OnError', 'style', 'srcdoc', 'formaction', 'xlink:href' ] )(
		'when asked to allow the %s attribute › throws a clear error',
		( attribute ) => {
			expect( () => sanitizeHTML( '<b>x</b>', { attr: [ attribute ] } ) ).toThrow(
				`@cesta/sanitize: the attribute "${ attribute.toLowerCase() }" can never be allowed`
			);
		}
	);

	it( 'when tags is not an array › throws a TypeError naming the option', () => {
		expect( () => sanitizeHTML( 'x', { tags: 'b' as unknown as string[] } ) ).toThrow(
			new TypeError(
				'@cesta/sanitize: option "tags" must be an array of tag names, received string.'
			)
		);
	} );

	it( 'when attr holds something other than strings › throws a TypeError naming the option', () => {
		expect( () => sanitizeHTML( 'x', { attr: [ 'href', 3 ] as unknown as string[] } ) ).toThrow(
			new TypeError(
				'@cesta/sanitize: option "attr" must be an array of attribute names, received an array containing a non-string.'
			)
		);
	} );

	it( 'when the same options object is reused › gives the same result each time', () => {
		const options = { tags: [ 'b' ], attr: [] };
		expect( sanitizeHTML( '<b title="t">1</b>', options ) ).toBe( '<b>1</b>' );
		expect( sanitizeHTML( '<b title="t">2</b>', options ) ).toBe( '<b>2</b>' );
	} );
} );
