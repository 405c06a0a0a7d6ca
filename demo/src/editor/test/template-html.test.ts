/**
 * @jest-environment node
 *
 * The allow-list of a saved template's HTML: what the blocks' save and the
 * core text blocks write passes; anything that could run, load or hide
 * code is refused, however it is spelled.
 */
import { disallowedMarkup } from '../template-html';

describe( 'disallowedMarkup', () => {
	it.each( [
		[
			'a block wrapper with data attributes',
			'<div data-block-name="woocommerce/checkout-terms-block" data-checkbox="true" data-lock="{&quot;remove&quot;:true}" class="wp-block-woocommerce-checkout-terms-block"></div>',
		],
		[
			'a heading with classes',
			'<h2 class="wp-block-heading has-text-align-center">Tu carrito está vacío</h2>',
		],
		[
			'a separator',
			'<hr class="wp-block-separator has-alpha-channel-opacity is-style-dots"/>',
		],
		[
			'a paragraph with a relative link',
			'<p class="has-text-align-center"><a href="/tienda/">Explorar la tienda</a></p>',
		],
		[ 'inline formatting and text with >', '<p><strong>1 > 0</strong> <em>y</em> <br>fin</p>' ],
		[ 'an inert style', '<span style="color:#b32d2e;padding:4px">!</span>' ],
		[ 'plain text', 'sin etiquetas & nada más' ],
	] )( 'given %s › lets it through', ( _case, html ) => {
		expect( disallowedMarkup( html ) ).toBeNull();
	} );

	it.each( [
		[ 'a script', '<div><script>alert(1)</script></div>', '<script>alert(1)</script></div>' ],
		[ 'an event handler', '<p onclick="alert(1)">x</p>', '<p onclick="alert(1)">x</p>' ],
		[
			'an unquoted event handler',
			'<p onmouseover=alert(1)>x</p>',
			'<p onmouseover=alert(1)>x</p>',
		],
		[
			'a javascript: link',
			'<a href="javascript:alert(1)">x</a>',
			'<a href="javascript:alert(1)">x</a>',
		],
		[
			'an entity-hidden scheme',
			'<a href="jav&#x61;script:alert(1)">x</a>',
			'<a href="jav&#x61;script:alert(1)">x</a>',
		],
		[
			'a scheme behind a named reference',
			'<a href="javascript&colon;alert(1)">x</a>',
			'<a href="javascript&colon;alert(1)">x</a',
		],
		[
			'a scheme split by a tab reference',
			'<a href="java&#9;script:alert(1)">x</a>',
			'<a href="java&#9;script:alert(1)">x</a>',
		],
		[ 'an image', '<img src="x" alt="">', '<img src="x" alt="">' ],
		[ 'an iframe', '<iframe src="/"></iframe>', '<iframe src="/"></iframe>' ],
		[
			'a style loading a URL',
			'<p style="background:url(/x)">x</p>',
			'<p style="background:url(/x)">x</p>',
		],
		[ 'an HTML comment', '<div><!-- x --></div>', '<!-- x --></div>' ],
		[ 'a stray <', '<p>1 < 2</p>', '< 2</p>' ],
		[ 'a single-quoted attribute', "<p class='a'>x</p>", "<p class='a'>x</p>" ],
		[ 'an href outside a link', '<div href="/x"></div>', '<div href="/x"></div>' ],
	] )( 'given %s › refuses it, quoting where', ( _case, html, excerpt ) => {
		expect( disallowedMarkup( html ) ).toBe( excerpt );
	} );
} );
