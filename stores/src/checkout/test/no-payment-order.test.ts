/**
 * An order that needs no payment skips the payment step, as WooCommerce does
 * (deliberate, see the stores README): no `payment_setup` observer runs, the
 * payment status never becomes processing, and `POST /checkout` carries no
 * payment method or payment data.
 */
import { fetchCart } from '@cesta/api';
import { recordRequests, setupMockShop, waitUntil } from '@cesta/test-utils';

import { readyCheckout, registerTestPaymentMethods } from '../../test/checkout';
import type { ReadyCheckout } from '../../test/checkout';
import { cartStore } from '../../cart';
import { paymentStore } from '../../payment';
import { checkoutStore } from '../index';
import { submitCheckout } from '../submit';

const shop = setupMockShop();
registerTestPaymentMethods();

let current: ReadyCheckout | null = null;
afterEach( () => {
	current?.stop();
	current = null;
} );

describe( 'placing an order that needs no payment', () => {
	it( 'given a cart that needs no payment › payment_setup is not emitted and the order request names no payment method', async () => {
		current = await readyCheckout();
		const { registry, emitter } = current;
		const { response } = await fetchCart();
		registry.dispatch( cartStore ).receiveCart( { ...response, needs_payment: false } );
		expect( registry.select( cartStore ).getCartData().needsPayment ).toBe( false );

		const paymentSetup = jest.fn( () => true );
		emitter.subscribe( 'payment_setup', paymentSetup );
		const paymentStatuses = new Set< string >();
		const unsubscribe = registry.subscribe( () => {
			paymentStatuses.add( registry.select( paymentStore ).getState().status );
		} );
		const calls = recordRequests( shop );
		try {
			expect( submitCheckout( registry ) ).toBe( true );
			await waitUntil( () => calls.routes().includes( 'POST /checkout' ) );
			await waitUntil( () => {
				const checkout = registry.select( checkoutStore );
				return checkout.isComplete() || checkout.isIdle();
			} );
			await calls.settled();
		} finally {
			unsubscribe();
		}

		expect( paymentSetup ).not.toHaveBeenCalled();
		expect( paymentStatuses.has( 'processing' ) ).toBe( false );
		const [ order ] = calls.calls().filter( ( call ) => call.route === '/checkout' );
		expect( order!.method ).toBe( 'POST' );
		expect( order!.body ).not.toHaveProperty( 'payment_method' );
		expect( order!.body ).not.toHaveProperty( 'payment_data' );
	} );
} );
