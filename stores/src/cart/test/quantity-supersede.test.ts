/**
 * Spec 2 §4 and the cart block's acceptance: when the shopper changes a
 * line's quantity again while an earlier change is still on its way, the
 * newer change supersedes it. The server and the store must both end at the
 * last quantity even when the server answers (and processes) requests out of
 * order, and a stale answer must never show on the screen.
 */
import { fetchCart } from '@cesta/api';
import { createTestRegistry, fillCart, recordRequests, setupMockShop } from '@cesta/test-utils';

import { checkoutStore } from '../../checkout';
import { QUANTITY_UPDATE_DEBOUNCE_MS } from '../../constants';
import { cartStore } from '../index';

const shop = setupMockShop();
const BATCH_DELAY_MS = 300;
const SEND_DELAY_MS = QUANTITY_UPDATE_DEBOUNCE_MS + BATCH_DELAY_MS;

const useFakeTimers = () =>
	jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );

const serverQuantity = async ( key: string ) =>
	( await fetchCart() ).response.items.find( ( item ) => item.key === key )?.quantity;

describe( 'cart line quantity › a newer change supersedes one in flight', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'given a slow first request and a fast second one › the server and the store end at the last quantity', async () => {
		const registry = createTestRegistry();
		const key = await fillCart( registry );
		const calls = recordRequests( shop );
		// The first update waits 1 s before the server processes it; the second barely waits.
		shop.faults( { latencyMs: 1000, only: '/batch' } );
		shop.faults( { latencyMs: 10, only: '/batch' } );
		useFakeTimers();
		const first = registry.dispatch( cartStore ).changeCartItemQuantity( key, 3 );
		await jest.advanceTimersByTimeAsync( SEND_DELAY_MS + 100 );
		const second = registry.dispatch( cartStore ).changeCartItemQuantity( key, 4 );
		await jest.advanceTimersByTimeAsync( 3000 );
		await Promise.all( [ first, second ] );
		jest.useRealTimers();
		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'POST /cart/update-item', 'POST /cart/update-item' ] );
		expect( registry.select( cartStore ).getCartItem( key )?.quantity ).toBe( 4 );
		expect( await serverQuantity( key ) ).toBe( 4 );
		expect( registry.select( cartStore ).isItemPendingQuantity( key ) ).toBe( false );
		expect( registry.select( checkoutStore ).isCalculating() ).toBe( false );
	} );

	it( 'given a change while one is in flight › the stale answer is never shown and only one request is in flight', async () => {
		const registry = createTestRegistry();
		const key = await fillCart( registry );
		shop.faults( { latencyMs: 800, only: '/batch' } );
		useFakeTimers();
		const seen: Array< number | undefined > = [];
		const unsubscribe = registry.subscribe( () => {
			const quantity = registry.select( cartStore ).getCartItem( key )?.quantity;
			if ( seen[ seen.length - 1 ] !== quantity ) {
				seen.push( quantity );
			}
		} );
		const edits = [ registry.dispatch( cartStore ).changeCartItemQuantity( key, 3 ) ];
		await jest.advanceTimersByTimeAsync( SEND_DELAY_MS + 100 );
		edits.push( registry.dispatch( cartStore ).changeCartItemQuantity( key, 5 ) );
		await jest.advanceTimersByTimeAsync( 200 );
		edits.push( registry.dispatch( cartStore ).changeCartItemQuantity( key, 6 ) );
		await jest.advanceTimersByTimeAsync( 4000 );
		await Promise.all( edits );
		unsubscribe();
		jest.useRealTimers();
		// 2 → 6 directly: the answer for 3 arrived while 6 was waiting, so it was held back.
		expect( seen.filter( ( quantity ) => quantity !== 2 ) ).toEqual( [ 6 ] );
		expect( await serverQuantity( key ) ).toBe( 6 );
	} );

	it( 'given the superseding request fails › the earlier answer is kept and the line is no longer pending', async () => {
		const registry = createTestRegistry();
		const key = await fillCart( registry );
		shop.faults( { latencyMs: 800, only: '/batch' } );
		useFakeTimers();
		const first = registry.dispatch( cartStore ).changeCartItemQuantity( key, 3 );
		await jest.advanceTimersByTimeAsync( SEND_DELAY_MS + 100 );
		const second = registry
			.dispatch( cartStore )
			.changeCartItemQuantity( key, 5 )
			.catch( ( error: unknown ) => error );
		await jest.advanceTimersByTimeAsync( 800 );
		// The first answer is in; the next update the server receives fails.
		shop.faults( { status: 500, only: '/cart/update-item' } );
		await jest.advanceTimersByTimeAsync( 4000 );
		await first;
		expect( await second ).toMatchObject( { data: { status: 500 } } );
		jest.useRealTimers();
		expect( registry.select( cartStore ).getCartItem( key )?.quantity ).toBe( 3 );
		expect( await serverQuantity( key ) ).toBe( 3 );
		expect( registry.select( cartStore ).isItemPendingQuantity( key ) ).toBe( false );
		expect( registry.select( checkoutStore ).isCalculating() ).toBe( false );
	} );

	it( 'given a change back to the quantity the server already has › nothing more is sent', async () => {
		const registry = createTestRegistry();
		const key = await fillCart( registry );
		const calls = recordRequests( shop );
		shop.faults( { latencyMs: 800, only: '/batch' } );
		useFakeTimers();
		const first = registry.dispatch( cartStore ).changeCartItemQuantity( key, 3 );
		await jest.advanceTimersByTimeAsync( SEND_DELAY_MS + 100 );
		const second = registry.dispatch( cartStore ).changeCartItemQuantity( key, 3 );
		await jest.advanceTimersByTimeAsync( 4000 );
		await Promise.all( [ first, second ] );
		jest.useRealTimers();
		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'POST /cart/update-item' ] );
		expect( registry.select( cartStore ).getCartItem( key )?.quantity ).toBe( 3 );
		expect( registry.select( cartStore ).isItemPendingQuantity( key ) ).toBe( false );
	} );
} );
