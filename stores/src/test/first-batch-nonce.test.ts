/**
 * A new visitor's first writes, several at once before the page knows a
 * nonce: they share one `POST /batch`, and the first of them starts the
 * shopper's session on the server, which changes the nonce the others need
 * (WooCommerce binds a guest's nonce to its session once there is one). Found
 * by the race properties, whose first adds had to go one at a time.
 */
import { fetchCart, getNonce } from '@cesta/api';
import { createTestRegistry, PRODUCTS, recordRequests, setupMockShop } from '@cesta/test-utils';

import { cartStore } from '../cart';

const shop = setupMockShop();

const FIRST_ADDS = [ PRODUCTS.FAN, PRODUCTS.KETTLE, PRODUCTS.RICE_COOKER ] as const;

async function addAllAtOnce() {
	const registry = createTestRegistry();
	await registry.resolveSelect( cartStore ).getCartData();
	const results = await Promise.allSettled(
		FIRST_ADDS.map( ( id ) => registry.dispatch( cartStore ).addItemToCart( id, 1 ) )
	);
	return { registry, results };
}

const linesOf = ( items: ReadonlyArray< { id: number; quantity: number } > ) =>
	items.map( ( { id, quantity } ) => ( { id, quantity } ) ).sort( ( a, b ) => a.id - b.id );

const expectedLines = [ ...FIRST_ADDS ]
	.sort( ( a, b ) => a - b )
	.map( ( id ) => ( { id, quantity: 1 } ) );

describe( 'given a new visitor and several products added at once', () => {
	it( 'when the page printed no nonce › every add succeeds, once each, on screen and on the server', async () => {
		const calls = recordRequests( shop );
		expect( getNonce() ).toBe( '' );

		const { registry, results } = await addAllAtOnce();

		expect( results.map( ( result ) => result.status ) ).toEqual(
			FIRST_ADDS.map( () => 'fulfilled' )
		);
		expect( linesOf( registry.select( cartStore ).getCartData().items ) ).toEqual(
			expectedLines
		);
		expect( linesOf( ( await fetchCart() ).response.items ) ).toEqual( expectedLines );
		await calls.settled();
		// Missing nonce → all refused; with the guest's nonce → the first starts the
		// session, the rest are stale → once more with the session's nonce.
		expect( calls.httpRequests().filter( ( r ) => r === 'POST /batch' ) ).toHaveLength( 3 );
	} );

	it( 'when the page printed the guest’s nonce › every add succeeds after one retry of the stale ones', async () => {
		const printed = ( await ( await fetch( 'http://localhost/__mock/session' ) ).json() ) as {
			storeApiNonce: string;
			storeApiNonceTimestamp: number;
		};
		window.wcBlocksMiddlewareConfig = {
			storeApiNonce: printed.storeApiNonce,
			storeApiNonceTimestamp: printed.storeApiNonceTimestamp,
		};
		const calls = recordRequests( shop );

		const { registry, results } = await addAllAtOnce();

		expect( results.map( ( result ) => result.status ) ).toEqual(
			FIRST_ADDS.map( () => 'fulfilled' )
		);
		expect( linesOf( registry.select( cartStore ).getCartData().items ) ).toEqual(
			expectedLines
		);
		expect( linesOf( ( await fetchCart() ).response.items ) ).toEqual( expectedLines );
		await calls.settled();
		expect( calls.httpRequests().filter( ( r ) => r === 'POST /batch' ) ).toHaveLength( 2 );
		delete window.wcBlocksMiddlewareConfig;
	} );
} );
