/** Tests of useCollection: a collection loads once, even when re-rendered with an equal query. */

import { waitFor } from '@testing-library/react';

import {
	createTestRegistry,
	recordRequests,
	renderWithRegistry,
	setupMockShop,
} from '@cesta/test-utils';

import { useCollection } from '../use-collection';

const shop = setupMockShop();

describe( 'useCollection', () => {
	it( 'given the price range of the catalogue › loads it once, even when re-rendered with an equal query', async () => {
		const registry = createTestRegistry();
		const calls = recordRequests( shop );
		const { result, rerender } = renderWithRegistry( registry, () =>
			useCollection< { price_range: { min_price: string } | null } >( {
				namespace: 'wc/store/v1',
				resourceName: 'products/collection-data',
				query: { calculate_price_range: true },
			} )
		);
		expect( result.current.isLoading ).toBe( true );
		await waitFor( () => expect( result.current.isLoading ).toBe( false ) );
		rerender();
		expect( result.current.results.price_range?.min_price ).toMatch( /^\d+$/ );
		expect( result.current.error ).toBeNull();
		await calls.settled();
		expect(
			calls.routes().filter( ( route ) => route === 'GET /products/collection-data' )
		).toHaveLength( 1 );
	} );
} );
