/** Tests of clamping HTML by words and by characters: where it cuts, open tags closed, invalid limits. */

import {
	PRODUCT_DESCRIPTION_ALLOWED_ATTR,
	PRODUCT_DESCRIPTION_ALLOWED_TAGS,
	trimHtmlToCharacters,
	trimHtmlToWords,
} from '@cesta/sanitize';

const PRODUCT = { tags: PRODUCT_DESCRIPTION_ALLOWED_TAGS, attr: PRODUCT_DESCRIPTION_ALLOWED_ATTR };
const words = ( count: number ) =>
	Array.from( { length: count }, ( _, i ) => `p${ i + 1 }` ).join( ' ' );

describe( 'given a description to clamp by words', () => {
	it( 'when no limit is given and the text has 16 words › clamps it at 15', () => {
		expect( trimHtmlToWords( `<p>${ words( 16 ) }</p>` ) ).toBe( `<p>${ words( 15 ) }…</p>` );
	} );

	it( 'when the text fits › returns the sanitised HTML without an ellipsis', () => {
		expect( trimHtmlToWords( `<p>${ words( 15 ) }</p>` ) ).toBe( `<p>${ words( 15 ) }</p>` );
	} );

	it( 'when the cut falls inside formatting › closes the open tags after the ellipsis', () => {
		expect(
			trimHtmlToWords( '<p>Ventilador de pie <b>con mando</b> a distancia</p>', 5 )
		).toBe( '<p>Ventilador de pie <b>con mando…</b></p>' );
	} );

	it( 'when later paragraphs do not fit › drops them and ends the last kept one', () => {
		expect(
			trimHtmlToWords( '<p>uno dos</p><p>tres cuatro</p><ul><li>cinco</li></ul>', 2 )
		).toBe( '<p>uno dos…</p>' );
	} );

	it( 'when a word is split by inline markup › counts it once', () => {
		expect( trimHtmlToWords( '<p>Super<b>oferta</b> de hoy</p>', 2 ) ).toBe(
			'<p>Super<b>oferta</b> de…</p>'
		);
	} );

	it( 'when words are separated only by block boundaries › counts them apart', () => {
		expect( trimHtmlToWords( '<p>uno</p><p>dos</p><p>tres</p>', 2 ) ).toBe(
			'<p>uno</p><p>dos…</p>'
		);
		expect( trimHtmlToWords( 'uno<br>dos<br>tres', 2 ) ).toBe( 'uno<br>dos…' );
	} );

	it( 'when the description has extra whitespace › counts words, not spaces', () => {
		expect( trimHtmlToWords( '  uno \n\t dos   tres ', 2 ) ).toBe( '  uno \n\t dos…' );
	} );

	it( 'when a custom ellipsis is given › uses it, as text', () => {
		expect( trimHtmlToWords( 'uno dos tres', 1, { ellipsis: ' <leer más>' } ) ).toBe(
			'uno &lt;leer más&gt;'
		);
	} );

	it( 'when the product lists are given › keeps images before the cut and drops those after', () => {
		expect(
			trimHtmlToWords(
				'<p><img src="/a.jpg" alt="A">uno dos</p><p>tres<img src="/b.jpg" alt="B"></p>',
				2,
				PRODUCT
			)
		).toBe( '<p><img src="/a.jpg" alt="A">uno dos…</p>' );
	} );

	it( 'when the HTML is dangerous › sanitises it before clamping', () => {
		expect(
			trimHtmlToWords( '<p onclick="x()">uno <script>alert(1)</script>dos tres</p>', 2 )
		).toBe( '<p>uno dos…</p>' );
	} );

	it( 'when the limit is 0 › returns an empty string', () => {
		expect( trimHtmlToWords( '<p>uno</p>', 0 ) ).toBe( '' );
	} );

	it.each( [ -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY ] )(
		'when the limit is %p › throws a RangeError naming the unit',
		( limit ) => {
			expect( () => trimHtmlToWords( 'uno', limit ) ).toThrow( RangeError );
			expect( () => trimHtmlToWords( 'uno', limit ) ).toThrow(
				'@cesta/sanitize: the words limit'
			);
		}
	);

	it.each( [ null, undefined, 7 ] )(
		'when the HTML is %p › returns an empty string',
		( value ) => {
			expect( trimHtmlToWords( value ) ).toBe( '' );
		}
	);
} );

describe( 'given a description to clamp by characters', () => {
	it( 'when the cut falls inside formatting › closes the open tags after the ellipsis', () => {
		expect( trimHtmlToCharacters( '<p>Olla a presión <em>6 litros</em></p>', 16 ) ).toBe(
			'<p>Olla a presión <em>6…</em></p>'
		);
	} );

	it( 'when the text fits › returns it whole', () => {
		expect( trimHtmlToCharacters( '<b>Arrocera</b>', 8 ) ).toBe( '<b>Arrocera</b>' );
	} );

	it( 'when the cut falls after a space › does not leave the space before the ellipsis', () => {
		expect( trimHtmlToCharacters( 'Arrocera eléctrica', 9 ) ).toBe( 'Arrocera…' );
	} );

	it( 'when the text has runs of whitespace › counts each run as one character', () => {
		expect( trimHtmlToCharacters( 'ab    cd ef', 5 ) ).toBe( 'ab    cd…' );
	} );

	it( 'when the text has character references › counts each as one character', () => {
		expect( trimHtmlToCharacters( '<p>a &amp; b &lt; c</p>', 5 ) ).toBe( '<p>a &amp; b…</p>' );
	} );

	it( 'when the text has emoji › never splits one in half', () => {
		expect( trimHtmlToCharacters( 'Oferta 🔥🔥 hoy', 8 ) ).toBe( 'Oferta 🔥…' );
	} );

	it( 'when the limit is invalid › throws a RangeError naming the unit', () => {
		expect( () => trimHtmlToCharacters( 'uno', -3 ) ).toThrow(
			'@cesta/sanitize: the characters limit must be a whole number of 0 or more, received -3.'
		);
	} );
} );
