/** Tests of parsing block markup: tree order, unsafe markup dropped, tables, islands of nested blocks. */

import { parseBlockMarkup, parseMarkupNodes } from '../..';
import type { MarkupElementNode, MarkupNode } from '../..';
import { isSafeUrl } from '../safety';
import { serializeMarkupNodes } from '../serialize';

const nodesOf = (
	html: string,
	isTopLevelBlock: ( name: string ) => boolean = () => false
): MarkupNode[] => {
	const host = document.createElement( 'div' );
	host.innerHTML = html;
	return parseMarkupNodes( host.childNodes, { isTopLevelBlock } );
};

const CART_MARKUP = `
<div data-block-name="woocommerce/cart" data-has-dark-controls="true" class="wp-block-woocommerce-cart alignwide is-loading">
	<div data-block-name="woocommerce/filled-cart-block" class="wp-block-woocommerce-filled-cart-block">
		<div data-block-name="woocommerce/cart-items-block" class="wp-block-woocommerce-cart-items-block"></div>
		<div data-block-name="woocommerce/cart-totals-block" data-checkbox-text="Acepto" class="wp-block-woocommerce-cart-totals-block"></div>
	</div>
	<div data-block-name="woocommerce/empty-cart-block" class="wp-block-woocommerce-empty-cart-block">
		<h2 class="wp-block-heading has-text-align-center">Tu carrito está vacío</h2>
	</div>
</div>`;

describe( 'parseBlockMarkup', () => {
	it( 'given the cart markup › builds the block tree in markup order with parsed attributes', () => {
		document.body.innerHTML = CART_MARKUP;
		const tree = parseBlockMarkup( document.querySelector( '[data-block-name]' )!, {
			attributes: { hasDarkControls: { type: 'boolean', default: false } },
		} );
		expect( tree.blockName ).toBe( 'woocommerce/cart' );
		expect( tree.attributes ).toEqual( { hasDarkControls: true } );
		const blocks = tree.children.filter( ( node ) => node.type === 'block' );
		expect( blocks.map( ( node ) => node.type === 'block' && node.blockName ) ).toEqual( [
			'woocommerce/filled-cart-block',
			'woocommerce/empty-cart-block',
		] );
		const filled = blocks[ 0 ]!;
		expect(
			filled.type === 'block' &&
				filled.children
					.filter( ( node ) => node.type === 'block' )
					.map( ( node ) => node.type === 'block' && node.attributes )
		).toEqual( [
			{
				'data-block-name': 'woocommerce/cart-items-block',
				class: 'wp-block-woocommerce-cart-items-block',
			},
			{
				'data-block-name': 'woocommerce/cart-totals-block',
				'data-checkbox-text': 'Acepto',
				class: 'wp-block-woocommerce-cart-totals-block',
			},
		] );
		document.body.innerHTML = '';
	} );

	it( 'given no attribute definitions › hands over the raw data attributes', () => {
		const element = document.createElement( 'div' );
		element.setAttribute( 'data-block-name', 'acme/banner' );
		element.setAttribute( 'data-tone', 'warm' );
		expect( parseBlockMarkup( element ).attributes ).toEqual( { tone: 'warm' } );
	} );

	it( 'given an element without data-block-name › throws a TypeError', () => {
		expect( () => parseBlockMarkup( document.createElement( 'section' ) ) ).toThrow(
			'The <section> element is not block markup: it has no data-block-name attribute.'
		);
	} );
} );

describe( 'parseMarkupNodes', () => {
	it( 'given plain markup › keeps classes, ids, text and data/ARIA attributes', () => {
		expect(
			nodesOf(
				'<p id="nota" class="has-small-font-size" data-x="1" aria-label="Nota">Envío <strong>gratis</strong></p>'
			)
		).toEqual( [
			{
				type: 'element',
				tagName: 'p',
				svg: false,
				attributes: {
					id: 'nota',
					class: 'has-small-font-size',
					'data-x': '1',
					'aria-label': 'Nota',
				},
				children: [
					{ type: 'text', text: 'Envío ' },
					{
						type: 'element',
						tagName: 'strong',
						svg: false,
						attributes: {},
						children: [ { type: 'text', text: 'gratis' } ],
					},
				],
			},
		] );
	} );

	it( 'given scripts and event handlers › drops them and keeps the rest', () => {
		const nodes = nodesOf(
			'<div class="a" onclick="steal()" onMouseOver="steal()"><script>steal()</script><img src="x.png" onerror="steal()" alt="Logo"><noscript><p>js</p></noscript>Hola</div>'
		);
		expect( nodes ).toEqual( [
			{
				type: 'element',
				tagName: 'div',
				svg: false,
				attributes: { class: 'a' },
				children: [
					{
						type: 'element',
						tagName: 'img',
						svg: false,
						attributes: { src: 'x.png', alt: 'Logo' },
						children: [],
					},
					{ type: 'text', text: 'Hola' },
				],
			},
		] );
	} );

	it.each( [
		[ '<a href="javascript:steal()">x</a>', 'a' ],
		[ '<a href=" JaVaScRiPt:steal()">x</a>', 'a' ],
		[ '<a href="java&#x09;script:steal()">x</a>', 'a' ],
		[ '<a href="vbscript:msgbox(1)">x</a>', 'a' ],
		[ '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', 'a' ],
		[ '<form action="javascript:steal()"></form>', 'form' ],
		[ '<button formaction="javascript:steal()">x</button>', 'button' ],
		[ '<iframe srcdoc="<script>steal()</script>"></iframe>', 'iframe' ],
		[ '<img srcset="ok.png 1x, javascript:steal() 2x">', 'img' ],
		[ '<div style="background:url(javascript:steal())"></div>', 'div' ],
		[ '<div style="width: expression(steal())"></div>', 'div' ],
	] )( 'given the hostile %s › drops the attribute and keeps the element', ( html, tag ) => {
		const [ node ] = nodesOf( html ) as MarkupElementNode[];
		expect( node!.tagName ).toBe( tag );
		expect( node!.attributes ).toEqual( {} );
	} );

	it( 'given SVG that rewrites a link with animation › drops the animation', () => {
		const [ svg ] = nodesOf(
			'<svg viewBox="0 0 24 24"><a><animate attributeName="href" values="javascript:steal()"></animate><set attributeName="href" to="javascript:steal()"></set><text>x</text></a><script>steal()</script></svg>'
		) as MarkupElementNode[];
		expect( serializeMarkupNodes( [ svg! ] ) ).toBe(
			'<svg viewBox="0 0 24 24"><a><text>x</text></a></svg>'
		);
		expect( svg!.svg ).toBe( true );
	} );

	it( 'given React-reserved attribute names › drops them so the markup cannot steer React', () => {
		const [ node ] = nodesOf(
			'<div key="k" ref="r" is="x-evil" dangerouslysetinnerhtml="y" suppresshydrationwarning="" class="ok"></div>'
		) as MarkupElementNode[];
		expect( node!.attributes ).toEqual( { class: 'ok' } );
	} );

	it( 'given safe URLs › keeps them', () => {
		const [ link, image ] = nodesOf(
			'<a href="/carrito?x=1#top" target="_blank" rel="noopener">Carrito</a><img src="data:image/png;base64,iVBORw0KGgo=" alt="">'
		) as MarkupElementNode[];
		expect( link!.attributes.href ).toBe( '/carrito?x=1#top' );
		expect( image!.attributes.src ).toBe( 'data:image/png;base64,iVBORw0KGgo=' );
		expect( isSafeUrl( 'https://tienda.example/carrito', 'a' ) ).toBe( true );
		expect( isSafeUrl( 'data:image/png;base64,AAAA', 'a' ) ).toBe( false );
	} );

	it( 'given comments and whitespace inside a table › drops them (React rejects them there)', () => {
		const [ table ] = nodesOf(
			'<table> <tbody> <tr> <td> 1 </td> </tr> </tbody> </table><!-- a comment -->'
		) as MarkupElementNode[];
		expect( serializeMarkupNodes( [ table! ] ) ).toBe(
			'<table><tbody><tr><td> 1 </td></tr></tbody></table>'
		);
	} );

	it( 'given text split by a dropped script › joins it into one text node', () => {
		expect( nodesOf( 'Hola <script>x()</script>mundo' ) ).toEqual( [
			{ type: 'text', text: 'Hola mundo' },
		] );
	} );

	it( 'given a registered top-level block inside › keeps it as an island of cleaned markup', () => {
		const [ island ] = nodesOf(
			'<div data-block-name="woocommerce/product-new" data-columns="3" class="wc-block-grid"><p onclick="x()">Nuevos & <b>destacados</b></p><script>x()</script></div>',
			( name ) => name === 'woocommerce/product-new'
		);
		expect( island ).toEqual( {
			type: 'island',
			blockName: 'woocommerce/product-new',
			tagName: 'div',
			attributes: {
				'data-block-name': 'woocommerce/product-new',
				'data-columns': '3',
				class: 'wc-block-grid',
			},
			html: '<p>Nuevos &amp; <b>destacados</b></p>',
		} );
	} );
} );
