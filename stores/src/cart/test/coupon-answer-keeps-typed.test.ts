/**
 * Issue 15 (races), found in Chromium at checkout: the shopper applies a
 * coupon and at once types the email and the shipping first name. The
 * coupon and the customer update reach the server in one batch; the
 * coupon's answer is the cart before the update, with the old (blank)
 * addresses. Taking them blanked what the shopper had typed, and the next
 * push sent the blanks to the server. The rule (spec 2 §4, issue 15): an
 * answer never overwrites what the shopper typed after its request was sent.
 */
import { fetchCart } from '@cesta/api';
import {
	createTestRegistry,
	PRODUCTS,
	recordRequests,
	setupMockShop,
	startCartSession,
} from '@cesta/test-utils';

import { flushTurns } from '../../test/held-network';
import { runTimersOut, useRaceTimers, withFakeTime } from '../../test/race-run';
import { cartStore } from '../index';
import { startCartSideEffects } from '../side-effects';

const shop = setupMockShop();

const TYPED_EMAIL = 'lucia.garcia@example.com';
const TYPED_FIRST_NAME = 'Lucía';

/** Leaves the input the shopper typed in: the push goes out at once (spec 2 §4). */
function leaveInput(): void {
	const input = document.createElement( 'input' );
	document.body.append( input );
	input.dispatchEvent( new FocusEvent( 'focusout', { bubbles: true } ) );
	input.remove();
}

describe( 'an answer to a request sent before the shopper typed › keeps what was typed', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'given a coupon applied at checkout › when the email and the shipping first name are typed and pushed in the same batch › the store and then the server keep them', async () => {
		useRaceTimers();
		const registry = createTestRegistry();
		await withFakeTime( startCartSession( [ { id: PRODUCTS.RICE_COOKER, quantity: 2 } ] ) );
		await withFakeTime( registry.resolveSelect( cartStore ).getCartData() );
		const release = startCartSideEffects( registry );
		const calls = recordRequests( shop );
		const cart = registry.dispatch( cartStore );

		const applying = cart.applyCoupon( 'DESCUENTO10' );
		await flushTurns();
		cart.setBillingAddress( { email: TYPED_EMAIL } );
		cart.setShippingAddress( { first_name: TYPED_FIRST_NAME } );
		leaveInput();
		expect( await withFakeTime( applying ) ).toBe( true );
		await runTimersOut();

		await calls.settled();
		const { billingAddress, shippingAddress } = registry.select( cartStore ).getCustomerData();
		expect( billingAddress.email ).toBe( TYPED_EMAIL );
		expect( shippingAddress.first_name ).toBe( TYPED_FIRST_NAME );
		expect( registry.select( cartStore ).getCartData().coupons ).toHaveLength( 1 );
		// The coupon and the customer update went to the server together, and nothing after
		// (before the fix, a second push sent the blanked fields).
		expect( calls.httpRequests() ).toEqual( [ 'POST /batch' ] );
		expect( calls.routes() ).toEqual( [
			'POST /cart/apply-coupon',
			'POST /cart/update-customer',
		] );
		release();
		const server = ( await withFakeTime( fetchCart() ) ).response;
		expect( server.billing_address.email ).toBe( TYPED_EMAIL );
		expect( server.shipping_address.first_name ).toBe( TYPED_FIRST_NAME );
	} );
} );
