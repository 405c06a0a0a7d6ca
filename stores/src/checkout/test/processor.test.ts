/** Tests of the checkout processor: payment setup data, observer errors, payment reset, stopping. */

import {
	MADRID_BILLING,
	noticesIn,
	recordRequests,
	setupMockShop,
	waitUntil,
} from '@cesta/test-utils';

import { readyCheckout, registerTestPaymentMethods } from '../../test/checkout';
import type { ReadyCheckout } from '../../test/checkout';
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

const settled = ( registry: ReadyCheckout[ 'registry' ] ) =>
	waitUntil( () => {
		const checkout = registry.select( checkoutStore );
		return checkout.isComplete() || ( checkout.isIdle() && checkout.hasError() );
	} );

describe( 'the checkout processor', () => {
	it( 'given a payment setup that returns a complete billing address › the order request carries it', async () => {
		current = await readyCheckout( 'cesta_test_card' );
		const { registry, emitter } = current;
		const billing = { ...MADRID_BILLING, first_name: 'Carmen', last_name: 'Ruiz' };
		emitter.subscribe( 'payment_setup', () => ( {
			type: 'success',
			meta: { paymentMethodData: { card_token: 'tok_visa' }, billingAddress: billing },
		} ) );
		const calls = recordRequests( shop );
		submitCheckout( registry );
		await settled( registry );
		await calls.settled();
		const body = calls.calls().find( ( call ) => call.route === '/checkout' )?.body as {
			billing_address: typeof billing;
			payment_data: unknown[];
		};
		expect( body.billing_address ).toMatchObject( { first_name: 'Carmen', last_name: 'Ruiz' } );
		expect( body.payment_data ).toContainEqual( { key: 'card_token', value: 'tok_visa' } );
		expect( registry.select( checkoutStore ).isComplete() ).toBe( true );
	} );

	it( 'given a success observer answering an error › its message shows, the fail observers run and the checkout returns to idle', async () => {
		current = await readyCheckout();
		const { registry, emitter, redirect } = current;
		emitter.subscribe( 'checkout_success', () => ( {
			type: 'error',
			message: 'No se pudo confirmar el pedido',
		} ) );
		const fail = jest.fn();
		emitter.subscribe( 'checkout_fail', fail );
		submitCheckout( registry );
		await settled( registry );
		expect( fail ).toHaveBeenCalledWith(
			expect.objectContaining( { orderId: expect.any( Number ) } )
		);
		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
		expect( noticesIn( registry, 'wc/checkout' ).map( ( n ) => n.content ) ).toContain(
			'No se pudo confirmar el pedido'
		);
		expect( redirect ).not.toHaveBeenCalled();
	} );

	it( 'given the checkout gets an error while payment is ready › payment returns to idle so the next submit sets it up again', async () => {
		current = await readyCheckout();
		const { registry } = current;
		shop.faults( { status: 500, only: 'POST /checkout' } );
		submitCheckout( registry );
		await settled( registry );
		expect( registry.select( paymentStore ).isPaymentIdle() ).toBe( true );
	} );

	it( 'given the processor is stopped › a submit no longer sends anything', async () => {
		current = await readyCheckout();
		const { registry, stop } = current;
		stop();
		current = null;
		const calls = recordRequests( shop );
		submitCheckout( registry );
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
		expect( registry.select( checkoutStore ).isBeforeProcessing() ).toBe( true );
	} );
} );
