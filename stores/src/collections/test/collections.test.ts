/** Tests of the collections store: shared empties, query keys, staleness, fetching against the mock shop. */

import { createTestRegistry, recordRequests, setupMockShop } from '@cesta/test-utils';

import { deepFreeze } from '../../test/deep-freeze';
import { collectionsStore } from '../index';
import { receiveCollection, receiveLastModified } from '../actions';
import { reducer } from '../reducer';
import { getCollection, getCollectionHeader } from '../selectors';

const shop = setupMockShop();
const NS = 'wc/store/v1';

describe( 'collections store', () => {
	it( 'given a collection not fetched yet › getCollection gives the shared empty list and the header undefined', () => {
		const state = reducer( undefined, { type: '@@INIT' } as never );
		expect( getCollection( state, NS, 'products' ) ).toBe(
			getCollection( state, NS, 'products' )
		);
		expect( getCollectionHeader( state, 'x-wp-total', NS, 'products' ) ).toBeUndefined();
	} );

	it( 'given equal queries in another key order › they share one entry', () => {
		const state = deepFreeze(
			reducer(
				undefined,
				receiveCollection( NS, 'products', { a: 1, b: 2 }, [], {
					items: [ 'x' ],
					headers: new Headers( { 'X-WP-Total': '1' } ),
				} )
			)
		);
		expect( getCollection( state, NS, 'products', { b: 2, a: 1 } ) ).toEqual( [ 'x' ] );
		expect( getCollectionHeader( state, 'x-wp-total', NS, 'products', { b: 2, a: 1 } ) ).toBe(
			'1'
		);
		expect( getCollectionHeader( state, 'link', NS, 'products', { a: 1, b: 2 } ) ).toBeNull();
	} );

	it( 'given a newer Last-Modified › every stored collection is dropped; an older one changes nothing', () => {
		let state = reducer( undefined, receiveLastModified( 100 ) );
		state = reducer(
			state,
			receiveCollection( NS, 'products', null, [], { items: [ 1 ], headers: new Headers() } )
		);
		const frozen = deepFreeze( state );
		expect( reducer( frozen, receiveLastModified( 99 ) ) ).toBe( frozen );
		const next = reducer( frozen, receiveLastModified( 200 ) );
		expect( next.lastModified ).toBe( 200 );
		expect( getCollection( next, NS, 'products' ) ).toEqual( [] );
	} );

	it( 'given the on-sale products are read › the resolver fetches them through route discovery, with the headers', async () => {
		const registry = createTestRegistry();
		const items = ( await registry
			.resolveSelect( collectionsStore )
			.getCollection( NS, 'products', { on_sale: true } ) ) as Array< { on_sale: boolean } >;
		expect( items.length ).toBeGreaterThan( 0 );
		expect( items.every( ( product ) => product.on_sale ) ).toBe( true );
		expect(
			Number(
				registry
					.select( collectionsStore )
					.getCollectionHeader( 'x-wp-total', NS, 'products', { on_sale: true } )
			)
		).toBe( items.length );
		expect( registry.select( collectionsStore ).getCollectionLastModified() ).not.toBeNull();
	} );

	it( 'given the same collection read twice › it is fetched once', async () => {
		const registry = createTestRegistry();
		const calls = recordRequests( shop );
		await registry.resolveSelect( collectionsStore ).getCollection( NS, 'products/categories' );
		await registry.resolveSelect( collectionsStore ).getCollection( NS, 'products/categories' );
		await calls.settled();
		expect(
			calls.routes().filter( ( route ) => route === 'GET /products/categories' )
		).toHaveLength( 1 );
	} );

	it( 'given a resource without a route › the error is stored with the spec’s message', async () => {
		const registry = createTestRegistry();
		await registry.resolveSelect( collectionsStore ).getCollection( NS, 'no-such-thing' );
		expect(
			registry.select( collectionsStore ).getCollectionError( NS, 'no-such-thing' )
		).toMatchObject( {
			message: 'There is no route for the given resource name (no-such-thing) in the store',
		} );
	} );
} );
