/**
 * The code that places the order downloads with the first submit, not with
 * the checkout page (DESIGN §8); if it cannot download (offline), nothing is
 * sent and the shopper can try again. Jest gives each test file a fresh
 * module registry, so here nothing has loaded it before the first test.
 */
import { noticesIn, recordRequests, setupMockShop, waitUntil } from '@cesta/test-utils';

import { readyCheckout, registerTestPaymentMethods } from '../../test/checkout';
import type { ReadyCheckout } from '../../test/checkout';
import { checkoutStore } from '../index';
import { placeOrderCode } from '../processor';
import { submitCheckout } from '../submit';

const shop = setupMockShop();
registerTestPaymentMethods();

let current: ReadyCheckout | null = null;
afterEach( () => {
	current?.stop();
	current = null;
	jest.restoreAllMocks();
} );

const settled = ( registry: ReadyCheckout[ 'registry' ] ) =>
	waitUntil( () => {
		const checkout = registry.select( checkoutStore );
		return checkout.isComplete() || ( checkout.isIdle() && checkout.hasError() );
	} );

const orderPosts = ( calls: ReturnType< typeof recordRequests > ) =>
	calls.calls().filter( ( call ) => call.method === 'POST' && call.route === '/checkout' );

describe( 'given a checkout ready to place its order', () => {
	it( 'when the page is ready › the order code has not downloaded; when the shopper submits and it cannot download › nothing is sent, an error shows and a second submit places the order once', async () => {
		current = await readyCheckout();
		const { registry } = current;
		expect( placeOrderCode.loaded() ).toBeUndefined();
		const calls = recordRequests( shop );
		// The network drops while the code downloads.
		jest.spyOn( placeOrderCode, 'load' ).mockRejectedValue(
			new TypeError( 'Failed to fetch' )
		);

		submitCheckout( registry );
		await settled( registry );

		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
		expect( noticesIn( registry, 'wc/checkout' ).map( ( n ) => n.content ) ).toEqual( [
			'Something went wrong. Please contact us to get assistance.',
		] );
		await calls.settled();
		expect( orderPosts( calls ) ).toEqual( [] );

		jest.restoreAllMocks();
		submitCheckout( registry );
		await settled( registry );
		await calls.settled();

		expect( registry.select( checkoutStore ).isComplete() ).toBe( true );
		expect( orderPosts( calls ) ).toHaveLength( 1 );
		expect( placeOrderCode.loaded() ).toBeDefined();
	} );
} );
