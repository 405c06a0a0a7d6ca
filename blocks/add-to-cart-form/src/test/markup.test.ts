/**
 * @jest-environment node
 *
 * The server markup entry in Node (no DOM, no React): the block's container
 * with its attributes as data-*, the form a browser without scripts can
 * post, escaping, and wrong options refused.
 */
import type { ProductResponse } from '@cesta/types';

import { renderAddToCartFormMarkup } from '../markup';
import { SAMPLE_VARIABLE_PRODUCT, SAMPLE_VARIATIONS } from '../preview/sample-product';

const SIMPLE: ProductResponse = {
	...SAMPLE_VARIABLE_PRODUCT,
	id: 17,
	type: 'simple',
	name: 'Ventilador <script>alert(1)</script>',
	permalink: '/producto/ventilador-de-pie/',
	attributes: [],
	variations: [],
	add_to_cart: { ...SAMPLE_VARIABLE_PRODUCT.add_to_cart, minimum: 2, maximum: 6 },
};

const unescape = ( text: string ) =>
	text
		.replace( /&quot;/g, '"' )
		.replace( /&#039;/g, "'" )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&amp;/g, '&' );

const dataAttribute = ( html: string, name: string ) => {
	const match = new RegExp( ` data-${ name }="([^"]*)"` ).exec( html );
	return match ? unescape( match[ 1 ]! ) : null;
};

describe( 'renderAddToCartFormMarkup', () => {
	it( 'given a variable product with its variations › prints the loading container with the product, variations, swatches and endpoint as data-*', () => {
		const html = renderAddToCartFormMarkup( {
			product: SAMPLE_VARIABLE_PRODUCT,
			variations: [ ...SAMPLE_VARIATIONS ],
			swatches: { pa_color: { type: 'color' } },
			className: 'is-style-compact',
		} );
		expect( html ).toMatch(
			/^<div data-block-name="woocommerce\/add-to-cart-form"[^>]* class="wp-block-woocommerce-add-to-cart-form is-style-compact is-loading">/
		);
		expect( JSON.parse( dataAttribute( html, 'product' )! ) ).toEqual(
			SAMPLE_VARIABLE_PRODUCT
		);
		expect( JSON.parse( dataAttribute( html, 'variations' )! ) ).toEqual( SAMPLE_VARIATIONS );
		expect( JSON.parse( dataAttribute( html, 'swatches' )! ) ).toEqual( {
			pa_color: { type: 'color' },
		} );
		expect( dataAttribute( html, 'wc-ajax-url' ) ).toBe( '/?wc-ajax=%%endpoint%%' );
		expect( dataAttribute( html, 'is-preview' ) ).toBe( 'false' );
		expect( html ).toContain( 'Loading product options…' );
	} );

	it( 'given no variations › prints data-variations="false", so the form asks get_variation', () => {
		const html = renderAddToCartFormMarkup( { product: SAMPLE_VARIABLE_PRODUCT } );
		expect( dataAttribute( html, 'variations' ) ).toBe( 'false' );
	} );

	it( 'given a simple product › prints a form that adds without scripts, its quantity held to the product limits', () => {
		const html = renderAddToCartFormMarkup( { product: SIMPLE } );
		expect( html ).toContain(
			'<form class="cart" action="/producto/ventilador-de-pie/" method="post" enctype="multipart/form-data">'
		);
		expect( html ).toContain( 'name="quantity" value="2" min="2" max="6" step="1"' );
		expect( html ).toContain( '<button type="submit" name="add-to-cart" value="17"' );
	} );

	it( 'given a simple product sold individually › the form posts quantity 1 in a hidden field', () => {
		const html = renderAddToCartFormMarkup( {
			product: { ...SIMPLE, sold_individually: true },
		} );
		expect( html ).toContain( '<input type="hidden" name="quantity" value="1"/>' );
		expect( html ).not.toContain( 'type="number"' );
	} );

	it( 'given a simple product out of stock › prints the unavailable text instead of a form', () => {
		const html = renderAddToCartFormMarkup( { product: { ...SIMPLE, is_in_stock: false } } );
		expect( html ).not.toContain( '<form' );
		expect( html ).toContain( 'This product is currently out of stock and unavailable.' );
	} );

	it( 'given HTML in the product name › escapes it everywhere', () => {
		const html = renderAddToCartFormMarkup( { product: SIMPLE } );
		expect( html ).not.toContain( '<script>' );
		expect( html ).toContain( 'Ventilador &lt;script&gt;alert(1)&lt;/script&gt; quantity' );
	} );

	it.each( [
		[ 'no product', {} ],
		[ 'a product without an id', { product: { name: 'x' } } ],
		[ 'variations that are not an array', { product: SIMPLE, variations: {} } ],
		[ 'an endpoint that is not a string', { product: SIMPLE, wcAjaxUrl: 3 } ],
	] )( 'given %s › throws a TypeError', ( _, options ) => {
		expect( () =>
			renderAddToCartFormMarkup(
				options as unknown as Parameters< typeof renderAddToCartFormMarkup >[ 0 ]
			)
		).toThrow( TypeError );
	} );
} );
