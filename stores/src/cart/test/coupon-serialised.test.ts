/**
 * Issue 15 (races), found by the coupon race property (coupon-races.test.ts,
 * seed 705860211): the shopper applies a coupon and then removes it, the two
 * in different batches. Sent at once, the removal could reach the server
 * first (nothing to remove, refused), then the application: the server kept
 * the coupon the shopper had removed. Actions on one code are sent one at a
 * time, as a line's quantity edits are.
 */
import { http } from 'msw';

import { fetchCart } from '@cesta/api';
import { PRODUCTS, recordRequests, setupMockShop } from '@cesta/test-utils';

import { flushTurns } from '../../test/held-network';
import { startRaceCart, useRaceTimers, withFakeTime } from '../../test/race-run';
import { cartStore } from '../index';

const shop = setupMockShop();

/** Past the 300 ms batch delay: the queued request is on its way. */
const UNTIL_SENT_MS = 350;
/** How long the server takes to get to the first request (a slow connection). */
const FIRST_REQUEST_DELAY_MS = 5000;

/**
 * Holds the first Store API request before the shop processes it until a
 * second one has been processed, or `FIRST_REQUEST_DELAY_MS` has passed: the
 * server processes a later request first whenever the page sends one.
 */
function slowFirstRequest(): void {
	const [ storeApi ] = shop.handlers;
	let seen = 0;
	let releaseFirst: () => void = () => undefined;
	shop.server.use(
		http.all( '*/wc/store/v1*', async ( { request, requestId } ) => {
			seen++;
			if ( seen === 1 ) {
				await new Promise< void >( ( resolve ) => {
					releaseFirst = resolve;
					setTimeout( resolve, FIRST_REQUEST_DELAY_MS );
				} );
				return ( await storeApi!.run( { request, requestId } ) )?.response;
			}
			const result = await storeApi!.run( { request, requestId } );
			releaseFirst();
			return result?.response;
		} )
	);
}

async function runAllTimers(): Promise< void > {
	for ( let step = 0; step < 100; step++ ) {
		await flushTurns();
		if ( jest.getTimerCount() === 0 ) {
			return;
		}
		await jest.advanceTimersToNextTimerAsync();
	}
}

const codes = ( cart: { coupons: Array< { code: string } > } ) =>
	cart.coupons.map( ( coupon ) => coupon.code.toUpperCase() );

describe( 'a coupon applied then removed in two batches › under a slow first request', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'given the removal sent while the application is on its way › the server and the store end without the coupon', async () => {
		useRaceTimers();
		const { registry } = await startRaceCart( shop, [ { id: PRODUCTS.FAN, quantity: 2 } ] );
		// Loads the coupon code (first use) so both actions run at once.
		await withFakeTime( registry.dispatch( cartStore ).removeCoupon( 'AHORRA3' ) );
		slowFirstRequest();
		const calls = recordRequests( shop );
		const cart = registry.dispatch( cartStore );

		const applied = cart.applyCoupon( 'DESCUENTO10' );
		await jest.advanceTimersByTimeAsync( UNTIL_SENT_MS );
		const removed = cart.removeCoupon( 'DESCUENTO10' );
		await runAllTimers();

		expect( await applied ).toBe( true );
		expect( await removed ).toBe( true );
		await calls.settled();
		expect( calls.routes().slice( 0, 2 ) ).toEqual( [
			'POST /cart/apply-coupon',
			'POST /cart/remove-coupon',
		] );
		const server = ( await withFakeTime( fetchCart() ) ).response;
		expect( codes( server ) ).toEqual( [] );
		expect( codes( registry.select( cartStore ).getCartData() ) ).toEqual( [] );
	} );
} );
