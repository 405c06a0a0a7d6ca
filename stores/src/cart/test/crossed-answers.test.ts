/**
 * Issue 15 (races): two cart writes on their way at once may be processed by
 * the server in one order and answered in the other, so the answer the store
 * takes last can be the older cart. Found by the quantity race property
 * (quantity-races.test.ts); these are its shrunk counterexamples, with the
 * order of the holds written out (`fc.schedulerFor`, task numbers in the
 * order the holds were made).
 */
import fc from 'fast-check';

import { fetchCart } from '@cesta/api';
import type { CartResponse } from '@cesta/types';
import { PRODUCTS, recordRequests, setupMockShop } from '@cesta/test-utils';

import { checkoutStore } from '../../checkout';
import { holdStoreApi, settleNetwork } from '../../test/held-network';
import { startRaceCart, useRaceTimers, withFakeTime } from '../../test/race-run';
import { cartStore } from '../index';

const shop = setupMockShop();

/** Past the 400 ms quantity pause and the 300 ms batch delay: the edit's request is on its way. */
const UNTIL_SENT_MS = 750;

const quantities = ( cart: Pick< CartResponse, 'items' > ) =>
	cart.items.map( ( item ) => [ item.id, item.quantity ] );

describe( 'cart writes whose answers cross › the store ends at the server’s cart', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'given the later write processed first and its answer taken last › the lines show what the server holds', async () => {
		useRaceTimers();
		const { registry, keys } = await startRaceCart( shop, [
			{ id: PRODUCTS.FAN, quantity: 2 },
			{ id: PRODUCTS.RICE_COOKER, quantity: 1 },
		] );
		const calls = recordRequests( shop );
		// 1: A reaches the shop, 2: B reaches it, then each answer as it is made: 3: B's, 4: A's (then the reload).
		const scheduler = fc.schedulerFor( [ 2, 1, 4, 3, 5, 6 ] );
		const network = holdStoreApi( shop, scheduler );
		const cart = registry.dispatch( cartStore );
		const edits = [ cart.changeCartItemQuantity( keys[ 1 ]!, 2 ) ];
		await jest.advanceTimersByTimeAsync( UNTIL_SENT_MS );
		edits.push( cart.changeCartItemQuantity( keys[ 0 ]!, 1 ) );
		await jest.advanceTimersByTimeAsync( UNTIL_SENT_MS );
		await settleNetwork( scheduler, network, () =>
			registry.select( checkoutStore ).isCalculating()
		);
		await Promise.all( edits );
		network.stopHolding();
		const server = ( await withFakeTime( fetchCart() ) ).response;
		await calls.settled();
		expect( quantities( server ) ).toEqual( [
			[ PRODUCTS.FAN, 1 ],
			[ PRODUCTS.RICE_COOKER, 2 ],
		] );
		expect( quantities( registry.select( cartStore ).getCartData() ) ).toEqual(
			quantities( server )
		);
		// Reloaded once, after both answers.
		expect( calls.routes().filter( ( route ) => route === 'GET /cart' ) ).toHaveLength( 2 );
	} );

	it( 'given two edits sent in one batch and a superseded answer kept aside › the kept answer does not bring back the older cart', async () => {
		useRaceTimers();
		const { registry, keys } = await startRaceCart( shop, [
			{ id: PRODUCTS.FAN, quantity: 2 },
			{ id: PRODUCTS.COFFEE_MACHINE, quantity: 1 },
		] );
		const scheduler = fc.schedulerFor( [ 1, 2, 3, 4 ] );
		const network = holdStoreApi( shop, scheduler );
		const cart = registry.dispatch( cartStore );
		// One batch: the coffee machine to 2 (processed first), then the fan to 1.
		const edits = [
			cart.changeCartItemQuantity( keys[ 1 ]!, 2 ),
			cart.changeCartItemQuantity( keys[ 0 ]!, 1 ),
		];
		await jest.advanceTimersByTimeAsync( UNTIL_SENT_MS );
		// While it is on its way the shopper goes 2 → 1 → 2: the coffee machine's answer is kept aside.
		edits.push( cart.changeCartItemQuantity( keys[ 1 ]!, 1 ) );
		edits.push( cart.changeCartItemQuantity( keys[ 1 ]!, 2 ) );
		await settleNetwork(
			scheduler,
			network,
			() =>
				registry.select( checkoutStore ).isCalculating() ||
				keys.some( ( key ) => registry.select( cartStore ).isItemPendingQuantity( key ) )
		);
		await Promise.all( edits );
		network.stopHolding();
		const server = ( await withFakeTime( fetchCart() ) ).response;
		expect( quantities( server ) ).toEqual( [
			[ PRODUCTS.FAN, 1 ],
			[ PRODUCTS.COFFEE_MACHINE, 2 ],
		] );
		expect( quantities( registry.select( cartStore ).getCartData() ) ).toEqual(
			quantities( server )
		);
	} );
} );
