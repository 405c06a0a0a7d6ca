/** Tests of the URL helpers: REST paths, request URLs, Store API routes, batching, nonce and locale rules. */

import {
	buildRequestUrl,
	bypassesBatching,
	comparablePath,
	isStoreApiPath,
	needsNonce,
	toRestPath,
	withSiteLocale,
} from '../transport/url';

describe( 'toRestPath', () => {
	it.each( [
		[ 'wc/store/v1/cart', '/wp-json/', '/wc/store/v1/cart' ],
		[ '//wc/store/v1/cart', '/wp-json/', '/wc/store/v1/cart' ],
		[ '/wp-json/wc/store/v1/cart?a=1', '/wp-json/', '/wc/store/v1/cart?a=1' ],
		[
			'https://shop.example/wp-json/wc/store/v1/cart',
			'https://shop.example/wp-json/',
			'/wc/store/v1/cart',
		],
		[ '/?rest_route=%2Fwc%2Fstore%2Fv1%2Fcart&a=1', '/?rest_route=/', '/wc/store/v1/cart?a=1' ],
		[ '/wc/store/v1/cart', '/?rest_route=/', '/wc/store/v1/cart' ],
	] )( 'given %s under root %s › gives %s', ( path, root, expected ) => {
		expect( toRestPath( path, root ) ).toBe( expected );
	} );
} );

describe( 'buildRequestUrl', () => {
	it( 'joins a pretty-permalink root and a path', () => {
		expect( buildRequestUrl( '/wp-json/', '/wc/store/v1/cart?a=1' ) ).toBe(
			'/wp-json/wc/store/v1/cart?a=1'
		);
	} );

	it( 'continues a plain-permalink root’s query with &', () => {
		expect( buildRequestUrl( '/?rest_route=/', '/wc/store/v1/cart?a=1' ) ).toBe(
			'/?rest_route=/wc/store/v1/cart&a=1'
		);
	} );
} );

describe( 'isStoreApiPath', () => {
	it.each( [
		[ '/wc/store/v1/cart', true ],
		[ '/wc/store/cart', true ],
		[ 'https://x.example/wp-json/wc/store/v1/batch', true ],
		[ '/wp/v2/settings', false ],
		[ '/wc/storefront/v1', false ],
		[ '/wc/v3/products', false ],
	] )( 'given %s › %s', ( path, expected ) => {
		expect( isStoreApiPath( path ) ).toBe( expected );
	} );
} );

describe( 'bypassesBatching', () => {
	it.each( [
		[ '/wc/store/v1/cart/select-shipping-rate', true ],
		[ '/wc/store/v1/checkout', true ],
		[ '/wc/store/v1/checkout?__experimental_calc_totals=true', true ],
		[ '/wc/store/v1/checkout/123', true ],
		[ '/wc/store/v1/batch', true ],
		[ '/wc/store/v1/cart/add-item', false ],
		[ '/wc/store/v1/cart/update-item', false ],
		[ '/wc/store/v1/checkout-fields', false ],
	] )( 'given %s › %s', ( path, expected ) => {
		expect( bypassesBatching( path ) ).toBe( expected );
	} );
} );

describe( 'needsNonce', () => {
	it( 'is true for Store API writes and every /checkout call, false otherwise', () => {
		expect( needsNonce( '/wc/store/v1/cart/add-item', 'POST' ) ).toBe( true );
		expect( needsNonce( '/wc/store/v1/checkout', 'GET' ) ).toBe( true );
		expect( needsNonce( '/wc/store/v1/cart', 'GET' ) ).toBe( false );
		expect( needsNonce( '/wp/v2/settings', 'POST' ) ).toBe( false );
	} );
} );

describe( 'withSiteLocale', () => {
	it( 'adds _locale=site, keeping other arguments', () => {
		expect( withSiteLocale( '/wc/store/v1/checkout?__experimental_calc_totals=true' ) ).toBe(
			'/wc/store/v1/checkout?__experimental_calc_totals=true&_locale=site'
		);
	} );
} );

describe( 'comparablePath', () => {
	it( 'sorts query arguments and drops _locale', () => {
		expect(
			comparablePath( '/wc/store/v1/products?per_page=2&_locale=user&on_sale=true' )
		).toBe( '/wc/store/v1/products?on_sale=true&per_page=2' );
	} );

	it( 'keeps a path without query as it is', () => {
		expect( comparablePath( '/wc/store/v1/cart' ) ).toBe( '/wc/store/v1/cart' );
	} );
} );
