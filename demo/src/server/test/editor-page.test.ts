/**
 * @jest-environment node
 *
 * The editor playground's page on the demo server: in the storefront's
 * frame, with the visitor's saved templates for its script, and the
 * script and stylesheet bundled from the demo's sources.
 */
import { renderCartBlockMarkup } from '@cesta/block-cart/markup';

import { cookiesOf, printedGlobal, serveDemoForThisFile } from '../../test/demo-harness';
import { serializedTemplateOf } from '../../test/serialized-template';

const shop = serveDemoForThisFile();

describe( 'the editor page', () => {
	it( 'given a visitor who saved nothing › /editor/ is a Spanish page in the storefront frame whose config has no saved template, then the editor’s stylesheet and script', async () => {
		const response = await shop.get( '/editor/' );
		const html = await response.text();

		expect( response.status ).toBe( 200 );
		expect( html ).toContain( '<h1>Editor de bloques</h1>' );
		expect( html ).toContain( 'Cargando el editor…' );
		expect( html ).toContain( 'data-block-name="woocommerce/mini-cart"' );
		expect( printedGlobal( html, 'cestaPlayground' ) ).toEqual( {
			templates: { cart: null, checkout: null, 'mini-cart': null },
			endpoint: '/editor/plantillas/',
			pages: { cart: '/carrito/', checkout: '/checkout/', 'mini-cart': '/tienda/' },
		} );
		expect( printedGlobal( html, 'wcSettings' ).currency.code ).toBe( 'EUR' );
		const stylesheet = html.indexOf( '<link rel="stylesheet" href="/editor/editor.css">' );
		const notices = html.indexOf(
			'<script type="module" src="/editor/wordpress-notices.js"></script>'
		);
		const script = html.indexOf( '<script type="module" src="/editor/editor.js"></script>' );
		expect( stylesheet ).toBeGreaterThan( html.indexOf( 'window.wcSettings =' ) );
		expect( notices ).toBeGreaterThan( stylesheet );
		expect( script ).toBeGreaterThan( notices );
	} );

	it( 'given a visitor who saved the cart template › the page hands it to the editor as saved', async () => {
		const content = serializedTemplateOf( renderCartBlockMarkup( { shopUrl: '/tienda/' } ) );
		const saved = await fetch( `${ shop.demo.url }/editor/plantillas/cart`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( { content } ),
		} );
		const html = await ( await shop.get( '/editor/', cookiesOf( saved ) ) ).text();

		expect( printedGlobal( html, 'cestaPlayground' ).templates ).toEqual( {
			cart: content,
			checkout: null,
			'mini-cart': null,
		} );
	} );

	it( 'given /editor without its slash › redirects to /editor/', async () => {
		const response = await shop.get( '/editor?x=1' );

		expect( response.status ).toBe( 301 );
		expect( response.headers.get( 'location' ) ).toBe( '/editor/?x=1' );
	} );

	it( 'given another path under /editor/ › answers the 404 page', async () => {
		expect( ( await shop.get( '/editor/nada/' ) ).status ).toBe( 404 );
	} );

	it( 'given the editor’s scripts and stylesheet › serves them bundled, as JavaScript and CSS, with the chunks they import, without the media processing workers', async () => {
		const script = await shop.get( '/editor/editor.js' );
		const code = await script.text();
		const chunk = /from"\.\/(chunks\/[\w-]+\.js)"/.exec( code )![ 1 ]!;
		const stylesheet = await shop.get( '/editor/editor.css' );

		expect( script.status ).toBe( 200 );
		expect( script.headers.get( 'content-type' ) ).toBe( 'text/javascript; charset=UTF-8' );
		expect( code ).toContain( 'cestaPlayground' );
		expect( code ).toContain( '@wordpress/vips/worker' );
		expect( ( await shop.get( `/editor/${ chunk }` ) ).status ).toBe( 200 );
		expect( ( await shop.get( '/editor/wordpress-notices.js' ) ).status ).toBe( 200 );
		expect( ( await shop.get( '/editor/chunks/nada.js' ) ).status ).toBe( 404 );
		expect( stylesheet.headers.get( 'content-type' ) ).toBe( 'text/css; charset=UTF-8' );
		expect( await stylesheet.text() ).toContain( '.block-editor-block-list__layout' );
	}, 120_000 );
} );
