/**
 * Issue 15 (races), found by the coupon race property (coupon-races.test.ts,
 * seed 705860211): the shopper applies a coupon and then removes it, the two
 * in different batches. Sent at once, the removal could reach the server
 * first (nothing to remove, refused), then the application: the server kept
 * the coupon the shopper had removed. Actions on one code are sent one at a
 * time, as a line's quantity edits are.
 */
import { fetchCart } from '@cesta/api';
import { PRODUCTS, recordRequests, setupMockShop } from '@cesta/test-utils';

import { slowFirstRequest } from '../../test/slow-first-request';
import { runTimersOut, startRaceCart, useRaceTimers, withFakeTime } from '../../test/race-run';
import { cartStore } from '../index';

const shop = setupMockShop();

/** Past the 300 ms batch delay: the queued request is on its way. */
const UNTIL_SENT_MS = 350;

const codes = ( cart: { coupons: Array< { code: string } > } ) =>
	cart.coupons.map( ( coupon ) => coupon.code.toUpperCase() );

describe( 'a coupon applied then removed in two batches › under a slow first request', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'given the removal sent while the application is on its way › the server and the store end without the coupon', async () => {
		useRaceTimers();
		const { registry } = await startRaceCart( shop, [ { id: PRODUCTS.FAN, quantity: 2 } ] );
		// Loads the coupon code (first use) so both actions run at once.
		await withFakeTime( registry.dispatch( cartStore ).removeCoupon( 'AHORRA3' ) );
		slowFirstRequest( shop );
		const calls = recordRequests( shop );
		const cart = registry.dispatch( cartStore );

		const applied = cart.applyCoupon( 'DESCUENTO10' );
		await jest.advanceTimersByTimeAsync( UNTIL_SENT_MS );
		const removed = cart.removeCoupon( 'DESCUENTO10' );
		await runTimersOut();

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
