/** Tests of route discovery: parsing a namespace index, resolving ids into routes, unknown resources. */

import { http, HttpResponse } from 'msw';

import { getRoute, getRoutes, parseNamespaceRoutes, resolveRoute } from '@cesta/api';

import { INDEXED_ROUTES } from './fake-store/routes';
import { server, setupFakeStore } from './msw-server';

const shop = setupFakeStore();

const index = { routes: Object.fromEntries( INDEXED_ROUTES.map( ( route ) => [ route, {} ] ) ) };

describe( 'parseNamespaceRoutes', () => {
	const routes = parseNamespaceRoutes( 'wc/store/v1', index );

	it( 'groups routes by resource name, placeholders removed', () => {
		expect( Object.keys( routes ) ).toEqual(
			expect.arrayContaining( [
				'cart',
				'cart/items',
				'cart/coupons',
				'products',
				'products/attributes/terms',
				'products/collection-data',
			] )
		);
		expect( routes[ 'products/attributes/terms' ] ).toEqual( [
			{
				route: '/wc/store/v1/products/attributes/(?P<attribute_id>[\\d]+)/terms',
				placeholders: [ { name: 'attribute_id', pattern: '[\\d]+' } ],
			},
		] );
	} );

	it( 'keeps every route of a resource: without and with ids', () => {
		expect(
			routes.products!.map( ( entry ) => entry.placeholders.map( ( p ) => p.name ) )
		).toEqual( [ [], [ 'id' ], [ 'slug' ] ] );
	} );

	it( 'leaves out the namespace root and routes of other namespaces', () => {
		const parsed = parseNamespaceRoutes( 'wc/store/v1', {
			routes: { '/wc/store/v1': {}, '/wp/v2/posts': {}, '/wc/store/v1/cart': {} },
		} );

		expect( Object.keys( parsed ) ).toEqual( [ 'cart' ] );
	} );

	it( 'reads placeholders whose pattern holds parentheses or brackets', () => {
		const parsed = parseNamespaceRoutes( 'x/v1', {
			routes: { '/x/v1/things/(?P<id>(?:[a-z]|[)0-9])+)/parts': {} },
		} );

		expect( parsed[ 'things/parts' ]![ 0 ]!.placeholders ).toEqual( [
			{ name: 'id', pattern: '(?:[a-z]|[)0-9])+' },
		] );
	} );

	it( 'gives nothing for an index without routes', () => {
		expect( parseNamespaceRoutes( 'wc/store/v1', null ) ).toEqual( {} );
	} );
} );

describe( 'resolveRoute', () => {
	const routes = parseNamespaceRoutes( 'wc/store/v1', index );

	it( 'gives the route without placeholders when no ids are given', () => {
		expect( resolveRoute( routes, 'products' ) ).toBe( '/wc/store/v1/products' );
	} );

	it( 'fills placeholders in the middle of a route', () => {
		expect( resolveRoute( routes, 'products/attributes/terms', [ 3 ] ) ).toBe(
			'/wc/store/v1/products/attributes/3/terms'
		);
	} );

	it( 'picks the route whose pattern the id fits: a number by id, a word by slug', () => {
		expect( resolveRoute( routes, 'products', [ 25 ] ) ).toBe( '/wc/store/v1/products/25' );
		expect( resolveRoute( routes, 'products', [ 'producto-21' ] ) ).toBe(
			'/wc/store/v1/products/producto-21'
		);
	} );

	it( 'encodes ids', () => {
		expect( resolveRoute( routes, 'cart/coupons', [ 'a b' ] ) ).toBe(
			'/wc/store/v1/cart/coupons/a%20b'
		);
	} );

	it( 'rejects an unknown resource name with the spec’s message', () => {
		expect( () => resolveRoute( routes, 'products/brandz' ) ).toThrow(
			expect.objectContaining( {
				code: 'no_route_for_resource',
				message:
					'There is no route for the given resource name (products/brandz) in the store',
			} )
		);
	} );

	it( 'rejects a number of ids no route takes, naming it', () => {
		let error: unknown;
		try {
			resolveRoute( routes, 'cart', [ 1 ] );
		} catch ( thrown ) {
			error = thrown;
		}

		expect( error ).toEqual( {
			code: 'no_route_for_ids',
			message:
				'There is no route for the given resource name (cart) that takes 1 id in the store',
			data: { status: 404, routes: [ '/wc/store/v1/cart' ] },
		} );
		expect( () => resolveRoute( routes, 'cart/items', [ 1, 2 ] ) ).toThrow(
			expect.objectContaining( {
				message:
					'There is no route for the given resource name (cart/items) that takes 2 ids in the store',
			} )
		);
	} );
} );

describe( 'getRoutes', () => {
	it( 'reads the namespace index once and keeps it', async () => {
		const first = await getRoutes( 'wc/store/v1' );
		const second = await getRoutes( '/wc/store/v1/' );

		expect( first ).toBe( second );
		expect( shop.current.requestsTo( '/wc/store/v1' ) ).toHaveLength( 1 );
	} );

	it( 'rejects an unknown namespace with the spec’s message', async () => {
		await expect( getRoutes( 'wc/store/v9' ) ).rejects.toEqual( {
			code: 'no_route_for_namespace',
			message: 'There is no route for the given namespace (wc/store/v9) in the store',
			data: { status: 404 },
		} );
	} );

	it( 'does not keep a failed discovery, so a later call tries again', async () => {
		server.use(
			http.get( '*/wp-json/wc/store/v1', () => HttpResponse.error(), { once: true } )
		);

		await expect( getRoutes( 'wc/store/v1' ) ).rejects.toMatchObject( { code: 'fetch_error' } );
		await expect( getRoutes( 'wc/store/v1' ) ).resolves.toHaveProperty( 'cart' );
	} );

	it( 'rejects a namespace that is not a string with invalid_request', async () => {
		await expect( getRoutes( '' ) ).rejects.toMatchObject( { code: 'invalid_request' } );
		expect( shop.current.received ).toHaveLength( 0 );
	} );
} );

describe( 'getRoute', () => {
	it( 'resolves a resource through discovery', async () => {
		await expect(
			getRoute( 'wc/store/v1', 'cart/items', [ '70efdf2ec9b086079795c442636b55fb' ] )
		).resolves.toBe( '/wc/store/v1/cart/items/70efdf2ec9b086079795c442636b55fb' );
	} );

	it( 'rejects an unknown resource with the spec’s message', async () => {
		await expect( getRoute( 'wc/store/v1', 'wishlist' ) ).rejects.toMatchObject( {
			message: 'There is no route for the given resource name (wishlist) in the store',
		} );
	} );
} );
