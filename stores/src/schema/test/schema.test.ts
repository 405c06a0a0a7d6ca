/** Tests of the schema store: route discovery against the mock shop, ids filled in, the spec's errors. */

import { createTestRegistry, setupMockShop } from '@cesta/test-utils';

import { schemaStore } from '../index';
import { receiveRoutes } from '../actions';
import { reducer } from '../reducer';
import { getRoute } from '../selectors';

setupMockShop();
const NS = 'wc/store/v1';

describe( 'schema store (route discovery)', () => {
	it( 'given the namespace index › getRoute fills ids into the matching route', async () => {
		const registry = createTestRegistry();
		await registry.resolveSelect( schemaStore ).getRoutes( NS );
		expect( registry.select( schemaStore ).getRoute( NS, 'products' ) ).toBe(
			'/wc/store/v1/products'
		);
		expect( registry.select( schemaStore ).getRoute( NS, 'products', [ 25 ] ) ).toBe(
			'/wc/store/v1/products/25'
		);
	} );

	it( 'given a namespace not discovered yet › getRoute answers an empty string', () => {
		expect(
			getRoute( reducer( undefined, { type: '@@INIT' } as never ), NS, 'products' )
		).toBe( '' );
	} );

	it( 'given a raw index › receiveRoutes groups it by resource', () => {
		const state = reducer(
			undefined,
			receiveRoutes(
				{ routes: { '/wc/store/v1/cart': {}, '/wc/store/v1/cart/items': {} } },
				NS
			)
		);
		expect( Object.keys( state.routes[ NS ]! ) ).toEqual( [ 'cart', 'cart/items' ] );
	} );

	it( 'given an unknown resource or id count › throws the spec’s messages', async () => {
		const registry = createTestRegistry();
		await registry.resolveSelect( schemaStore ).getRoutes( NS );
		expect( () => registry.select( schemaStore ).getRoute( NS, 'nada' ) ).toThrow(
			'There is no route for the given resource name (nada) in the store'
		);
		expect( () => registry.select( schemaStore ).getRoute( NS, 'cart', [ 1, 2, 3 ] ) ).toThrow(
			'There is no route for the given number of ids (3) in the store'
		);
	} );

	it( 'given an unknown namespace › getRoute throws "There is no route for the given namespace"', async () => {
		const registry = createTestRegistry();
		await registry.resolveSelect( schemaStore ).getRoutes( 'nada/v9' );
		expect( () => registry.select( schemaStore ).getRoute( 'nada/v9', 'x' ) ).toThrow(
			'There is no route for the given namespace (nada/v9) in the store'
		);
	} );
} );
