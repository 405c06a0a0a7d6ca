/** Tests of quantity changes: sent after a 400 ms pause, edits merged, no-op edits skipped, errors shared. */

import { getQueuedRequestCount } from '@cesta/api';
import { createTestRegistry, fillCart, recordRequests, setupMockShop } from '@cesta/test-utils';

import { checkoutStore } from '../../checkout';
import { cartStore } from '../index';

const shop = setupMockShop();
// Spec 2 §9, written out: a test that read the constants would pass whatever they said.
const QUANTITY_PAUSE_MS = 400;
const BATCH_DELAY_MS = 300;

const useFakeTimers = () =>
	jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );

describe( 'cart line quantity (spec 2 §4: applied after a 400 ms pause)', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'given one edit › nothing is sent at 399 ms; at 400 ms the update joins the batch, which reaches the shop', async () => {
		const registry = createTestRegistry();
		const key = await fillCart( registry );
		const calls = recordRequests( shop );
		useFakeTimers();
		const edit = registry.dispatch( cartStore ).changeCartItemQuantity( key, 4 );
		await jest.advanceTimersByTimeAsync( QUANTITY_PAUSE_MS - 1 );
		expect( getQueuedRequestCount() ).toBe( 0 );
		await calls.settled();
		expect( calls.httpRequests() ).toEqual( [] );
		await jest.advanceTimersByTimeAsync( 1 );
		expect( getQueuedRequestCount() ).toBe( 1 );
		await jest.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await edit;
		await calls.settled();
		expect( calls.calls().map( ( call ) => [ call.route, call.body ] ) ).toEqual( [
			[ '/cart/update-item', { key, quantity: 4 } ],
		] );
		expect( registry.select( cartStore ).getCartItem( key )?.quantity ).toBe( 4 );
	} );

	it( 'given edits within the pause › only the last quantity is sent, once, after 400 ms', async () => {
		const registry = createTestRegistry();
		const key = await fillCart( registry );
		const calls = recordRequests( shop );
		useFakeTimers();
		const first = registry.dispatch( cartStore ).changeCartItemQuantity( key, 3 );
		await jest.advanceTimersByTimeAsync( 200 );
		const second = registry.dispatch( cartStore ).changeCartItemQuantity( key, 5 );
		await jest.advanceTimersByTimeAsync( QUANTITY_PAUSE_MS - 1 );
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
		expect( registry.select( cartStore ).isItemPendingQuantity( key ) ).toBe( true );
		expect( registry.select( checkoutStore ).isCalculating() ).toBe( true );
		await jest.advanceTimersByTimeAsync( 1 + BATCH_DELAY_MS );
		await Promise.all( [ first, second ] );
		await calls.settled();
		expect( calls.calls().map( ( call ) => [ call.route, call.body ] ) ).toEqual( [
			[ '/cart/update-item', { key, quantity: 5 } ],
		] );
		expect( registry.select( cartStore ).getCartItem( key )?.quantity ).toBe( 5 );
		expect( registry.select( cartStore ).isItemPendingQuantity( key ) ).toBe( false );
		expect( registry.select( checkoutStore ).isCalculating() ).toBe( false );
	} );

	it( 'given the quantity the line already has › nothing is sent and the line is not pending', async () => {
		const registry = createTestRegistry();
		const key = await fillCart( registry );
		const calls = recordRequests( shop );
		await registry.dispatch( cartStore ).changeCartItemQuantity( key, 2 );
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
		expect( registry.select( cartStore ).isItemPendingQuantity( key ) ).toBe( false );
	} );

	it( 'given edits that end where they started › nothing is sent', async () => {
		const registry = createTestRegistry();
		const key = await fillCart( registry );
		const calls = recordRequests( shop );
		useFakeTimers();
		const edits = Promise.all( [
			registry.dispatch( cartStore ).changeCartItemQuantity( key, 4 ),
			registry.dispatch( cartStore ).changeCartItemQuantity( key, 2 ),
		] );
		await jest.advanceTimersByTimeAsync( QUANTITY_PAUSE_MS + BATCH_DELAY_MS );
		await edits;
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
		expect( registry.select( cartStore ).isItemPendingQuantity( key ) ).toBe( false );
	} );

	it( 'given a server error › every merged caller gets it, it is recorded and the line is no longer pending', async () => {
		const registry = createTestRegistry();
		const key = await fillCart( registry );
		shop.faults( { status: 500, only: '/cart/update-item' } );
		const outcome = registry
			.dispatch( cartStore )
			.changeCartItemQuantity( key, 3 )
			.catch( ( error: unknown ) => error );
		expect( await outcome ).toMatchObject( { data: { status: 500 } } );
		expect( registry.select( cartStore ).getCartErrors() ).toHaveLength( 1 );
		expect( registry.select( cartStore ).getCartItem( key )?.quantity ).toBe( 2 );
		expect( registry.select( cartStore ).isItemPendingQuantity( key ) ).toBe( false );
		expect( registry.select( checkoutStore ).isCalculating() ).toBe( false );
	} );
} );
