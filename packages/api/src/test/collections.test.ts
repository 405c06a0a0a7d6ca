/** Tests of collection requests: route lookup, memory cache, paging keys, Last-Modified, wrong requests. */

import { getCollection, getCollectionLastModified, invalidateCollections } from '@cesta/api';

import { setupFakeStore } from './msw-server';

const shop = setupFakeStore();

const products = ( query: Record< string, unknown > = {} ) =>
	getCollection< Array< { id: number } > >( {
		namespace: 'wc/store/v1',
		resourceName: 'products',
		query,
	} );

const priceRange = ( query: Record< string, unknown > = {} ) =>
	getCollection< { received_query: Record< string, string > } >( {
		namespace: 'wc/store/v1',
		resourceName: 'products/collection-data',
		query: { calculate_price_range: true, ...query },
	} );

const productRequests = () => shop.current.requestsTo( '/wc/store/v1/products' );

describe( 'given a collection request', () => {
	it( 'finds the route by namespace and resource name and sends the query', async () => {
		const { items, headers } = await products( { on_sale: true, per_page: 2 } );

		expect( items.map( ( p ) => p.id ) ).toHaveLength( 2 );
		expect( headers.get( 'x-wp-total' ) ).toBe( '5' );
		expect( Object.fromEntries( productRequests()[ 0 ]!.url.searchParams ) ).toMatchObject( {
			on_sale: 'true',
			per_page: '2',
		} );
	} );

	it( 'resolves ids into the route', async () => {
		const { items } = await getCollection< Array< { attribute: number } > >( {
			namespace: 'wc/store/v1',
			resourceName: 'products/attributes/terms',
			ids: [ 4 ],
		} );

		expect( items ).toEqual( [ { id: 1, attribute: 4 } ] );
	} );

	it( 'answers the same request from memory, whatever the order of its arguments', async () => {
		await products( { on_sale: true, per_page: 2 } );
		await products( { per_page: 2, on_sale: true } );

		expect( productRequests() ).toHaveLength( 1 );
	} );

	it( 'shares one fetch between simultaneous equal requests', async () => {
		await Promise.all( [ products( { per_page: 2 } ), products( { per_page: 2 } ) ] );

		expect( productRequests() ).toHaveLength( 1 );
	} );

	it( 'fetches again after invalidateCollections', async () => {
		await products();
		invalidateCollections();
		await products();

		expect( productRequests() ).toHaveLength( 2 );
	} );
} );

describe( 'given an item listing (products)', () => {
	it( 'keeps paging in the request and the cache key: page 2 is never served page 1', async () => {
		const first = await products( { page: 1, per_page: 2 } );
		const second = await products( { page: 2, per_page: 2 } );

		expect( productRequests() ).toHaveLength( 2 );
		expect( second.items.map( ( p ) => p.id ) ).not.toEqual( first.items.map( ( p ) => p.id ) );
	} );
} );

describe( 'given an aggregate route (products/collection-data)', () => {
	it( 'drops paging and ordering arguments from the request', async () => {
		const { items } = await priceRange( {
			page: 3,
			per_page: 9,
			orderby: 'title',
			order: 'asc',
			offset: 9,
			min_price: 1000,
		} );

		expect( items.received_query ).toEqual( {
			calculate_price_range: 'true',
			min_price: '1000',
		} );
	} );

	it( 'serves requests that differ only in paging or ordering from one cached answer', async () => {
		await priceRange( { page: 1, orderby: 'title' } );
		await priceRange( { page: 2, orderby: 'price', order: 'desc' } );

		expect( shop.current.requestsTo( '/wc/store/v1/products/collection-data' ) ).toHaveLength(
			1
		);
	} );

	it( 'still tells apart requests whose filters differ', async () => {
		await priceRange( { min_price: 1000 } );
		await priceRange( { min_price: 2000 } );

		expect( shop.current.requestsTo( '/wc/store/v1/products/collection-data' ) ).toHaveLength(
			2
		);
	} );
} );

describe( 'given Last-Modified headers', () => {
	it( 'remembers the unix timestamp the server sends', async () => {
		await products();

		expect( getCollectionLastModified() ).toBe( 1795644288 );
	} );

	it( 'drops every cached collection when a newer one arrives', async () => {
		await products( { page: 1 } );
		shop.current.state.catalogueModified += 60;
		await priceRange();
		await products( { page: 1 } );

		expect( productRequests() ).toHaveLength( 2 );
		expect( getCollectionLastModified() ).toBe( 1795644348 );
	} );

	it( 'keeps the cache while Last-Modified does not change', async () => {
		await products( { page: 1 } );
		await priceRange();
		await products( { page: 1 } );

		expect( productRequests() ).toHaveLength( 1 );
	} );
} );

describe( 'given a wrong collection request', () => {
	it( 'rejects an unknown resource with the spec’s no-route message', async () => {
		await expect(
			getCollection( { namespace: 'wc/store/v1', resourceName: 'products/brandz' } )
		).rejects.toMatchObject( {
			code: 'no_route_for_resource',
			message: 'There is no route for the given resource name (products/brandz) in the store',
		} );
	} );

	it.each( [
		[ 'no namespace', { resourceName: 'products' }, '"namespace"' ],
		[ 'no resource name', { namespace: 'wc/store/v1' }, '"resourceName"' ],
		[
			'a query that is a list',
			{ namespace: 'wc/store/v1', resourceName: 'products', query: [] },
			'"query"',
		],
		[
			'ids that are not a list',
			{ namespace: 'wc/store/v1', resourceName: 'products', ids: 5 },
			'"ids"',
		],
	] )(
		'given %s › rejects with invalid_request naming the option, sending nothing',
		async ( _label, request, option ) => {
			const error = await getCollection( request as never ).catch( ( e: unknown ) => e );

			expect( error ).toMatchObject( { code: 'invalid_request' } );
			expect( ( error as { message: string } ).message ).toContain( option );
			expect( shop.current.received ).toHaveLength( 0 );
		}
	);

	it( 'does not cache a failure', async () => {
		shop.current.state.catalogueModified = 1;
		await expect(
			getCollection( { namespace: 'wc/store/v1', resourceName: 'products', ids: [ 999 ] } )
		).rejects.toMatchObject( {
			code: 'rest_no_route',
			data: { status: 404 },
		} );
		await getCollection( {
			namespace: 'wc/store/v1',
			resourceName: 'products',
			ids: [ 999 ],
		} ).catch( () => null );

		expect( shop.current.requestsTo( '/wc/store/v1/products/999' ) ).toHaveLength( 2 );
	} );
} );
