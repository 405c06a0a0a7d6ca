/**
 * @jest-environment node
 *
 * Conformance tests of route discovery, CORS preflight, unknown routes and the
 * image placeholders.
 */
import { serveShopForThisFile } from './server';

const shop = serveShopForThisFile();

describe( 'route discovery', () => {
	it( 'given the namespace root › when read › lists every route with its methods', async () => {
		const reply = await shop.shopper().get( '' );
		expect( reply.status ).toBe( 200 );
		expect( reply.body.namespace ).toBe( 'wc/store/v1' );
		expect( Object.keys( reply.body.routes ) ).toEqual(
			expect.arrayContaining( [
				'/wc/store/v1/cart',
				'/wc/store/v1/cart/add-item',
				'/wc/store/v1/batch',
				'/wc/store/v1/checkout',
				'/wc/store/v1/products/collection-data',
				'/wc/store/v1/cart/items/(?P<key>[\\w-]{32})',
			] )
		);
		expect( reply.body.routes[ '/wc/store/v1/checkout' ].methods ).toEqual( [
			'GET',
			'PUT',
			'POST',
			'PATCH',
		] );
	} );

	it( 'given a cart route › when described › declares its arguments and allow_batch', async () => {
		const reply = await shop.shopper().get( '' );
		const endpoint = reply.body.routes[ '/wc/store/v1/cart/add-item' ].endpoints[ 0 ];
		expect( endpoint.args.id ).toMatchObject( { type: 'integer', required: true } );
		expect( endpoint.allow_batch ).toEqual( { v1: true } );
	} );

	it( 'given a CORS preflight › when sent from another origin › answers 204 allowing the Store API headers', async () => {
		const reply = await shop.shopper().request( 'OPTIONS', '/cart/update-item', {
			headers: { Origin: 'http://localhost:3000' },
		} );
		expect( reply.status ).toBe( 204 );
		expect( reply.headers.get( 'access-control-allow-origin' ) ).toBe(
			'http://localhost:3000'
		);
		expect( reply.headers.get( 'access-control-allow-headers' ) ).toContain( 'Nonce' );
		expect( reply.headers.get( 'access-control-allow-headers' ) ).toContain( 'Cart-Token' );
	} );

	it( 'given an unknown route › when requested › answers 404 rest_no_route', async () => {
		const reply = await shop.shopper().get( '/carrito' );
		expect( reply.status ).toBe( 404 );
		expect( reply.body ).toEqual( {
			code: 'rest_no_route',
			message: 'No route was found matching the URL and request method.',
			data: { status: 404 },
		} );
	} );

	it( 'given a trailing slash › when a route is requested › still matches it', async () => {
		expect( ( await shop.shopper().get( '/cart/' ) ).status ).toBe( 200 );
	} );

	it( 'given the SVG placeholders › when an image URL of a product is fetched › answers image/svg+xml', async () => {
		const product = ( await shop.shopper().get( '/products/17' ) ).body;
		const image = await fetch( product.images[ 0 ].thumbnail );
		expect( image.status ).toBe( 200 );
		expect( image.headers.get( 'content-type' ) ).toBe( 'image/svg+xml' );
		expect( await image.text() ).toContain( 'Ventilador de pie' );
	} );
} );
