/** Tests of the whole submit flow against the mock shop: orders, declines, errors, retries, double submits. */

import {
	createTestRegistry,
	logInCustomer,
	MADRID_BILLING,
	MADRID_SHIPPING,
	noticesIn,
	recordRequests,
	setupMockShop,
	waitUntil,
} from '@cesta/test-utils';

import { readyCheckout, registerTestPaymentMethods } from '../../test/checkout';
import type { ReadyCheckout } from '../../test/checkout';
import { cartStore } from '../../cart';
import { DIRTY_CUSTOMER_DATA_STORAGE_KEY } from '../../constants';
import { paymentStore } from '../../payment';
import { validationStore } from '../../validation';
import { checkoutStore } from '../index';
import { submitCheckout } from '../submit';

const shop = setupMockShop();
registerTestPaymentMethods();

const GUEST_UNKNOWN =
	'Something went wrong when placing the order. Check your email for order updates before retrying.';
const CUSTOMER_UNKNOWN =
	"Something went wrong when placing the order. Check your account's order history or your email for order updates before retrying.";

let current: ReadyCheckout | null = null;
const ready = async ( method?: string ) => {
	current = await readyCheckout( method );
	return current;
};
afterEach( () => {
	current?.stop();
	current = null;
} );

const settled = ( registry: ReadyCheckout[ 'registry' ] ) =>
	waitUntil( () => {
		const checkout = registry.select( checkoutStore );
		return checkout.isComplete() || ( checkout.isIdle() && checkout.hasError() );
	} );

const orders = () =>
	shop.engine.deps.orders.all().filter( ( order ) => order.status !== 'checkout-draft' );

const expectCartAndAddressesIntact = ( registry: ReadyCheckout[ 'registry' ] ) => {
	const cart = registry.select( cartStore ).getCartData();
	expect( cart.itemsCount ).toBe( 2 );
	expect( cart.shippingAddress ).toMatchObject( MADRID_SHIPPING );
	expect( cart.billingAddress ).toMatchObject( MADRID_BILLING );
};

const payWithCard = ( emitter: ReadyCheckout[ 'emitter' ], token: string ) =>
	emitter.subscribe( 'payment_setup', () => ( {
		type: 'success',
		meta: { paymentMethodData: { card_token: token } },
	} ) );

describe( 'the submit flow against the mock shop (spec 2 §4 steps 1–8)', () => {
	it( 'given a valid order paid by bank transfer › places one order, completes and redirects to the order-received page', async () => {
		const { registry, redirect } = await ready();
		window.localStorage.setItem( DIRTY_CUSTOMER_DATA_STORAGE_KEY, '{}' );
		const calls = recordRequests( shop );
		expect( submitCheckout( registry ) ).toBe( true );
		await settled( registry );
		await calls.settled();
		expect( registry.select( checkoutStore ).getCheckoutStatus() ).toBe( 'complete' );
		expect( redirect ).toHaveBeenCalledWith( expect.stringContaining( '/order-received/' ) );
		expect( registry.select( checkoutStore ).getRedirectUrl() ).toBe(
			redirect.mock.calls[ 0 ][ 0 ]
		);
		expect( registry.select( checkoutStore ).getOrderId() ).toBe( orders()[ 0 ]!.id );
		expect( calls.routes().filter( ( route ) => route === 'POST /checkout' ) ).toHaveLength(
			1
		);
		expect( orders() ).toHaveLength( 1 );
		expect( window.localStorage.getItem( DIRTY_CUSTOMER_DATA_STORAGE_KEY ) ).toBeNull();
		expect( registry.select( paymentStore ).getPaymentResult()?.paymentStatus ).toBe(
			'success'
		);
	} );

	it( 'given the order request › it carries the addresses, notes, payment method and save choice (spec 2 §5)', async () => {
		const { registry } = await ready();
		registry.dispatch( checkoutStore ).__internalSetOrderNotes( 'Llamar antes de entregar' );
		registry
			.dispatch( checkoutStore )
			.__internalSetExtensionData( 'regalo', { envolver: true } );
		const calls = recordRequests( shop );
		submitCheckout( registry );
		await settled( registry );
		await calls.settled();
		const body = calls.calls().find( ( call ) => call.route === '/checkout' )?.body;
		expect( body ).toEqual( {
			additional_fields: {},
			billing_address: MADRID_BILLING,
			shipping_address: MADRID_SHIPPING,
			create_account: false,
			customer_note: 'Llamar antes de entregar',
			customer_password: '',
			extensions: { regalo: { envolver: true } },
			payment_method: 'bacs',
			payment_data: [ { key: 'wc-bacs-new-payment-method', value: false } ],
		} );
	} );

	it( 'given a declined card › the gateway’s message is shown, idle with the error flag, cart and addresses intact, and a retry places one order', async () => {
		const { registry, emitter, redirect } = await ready( 'cesta_test_card' );
		const off = payWithCard( emitter, 'tok_chargeDeclined' );
		submitCheckout( registry );
		await settled( registry );
		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
		expect( registry.select( checkoutStore ).hasError() ).toBe( true );
		expect( noticesIn( registry, 'wc/checkout' ).map( ( n ) => n.status ) ).toEqual( [
			'error',
		] );
		expect( redirect ).not.toHaveBeenCalled();
		expectCartAndAddressesIntact( registry );
		off();
		payWithCard( emitter, 'tok_visa' );
		submitCheckout( registry );
		await settled( registry );
		expect( registry.select( checkoutStore ).isComplete() ).toBe( true );
		expect( orders().filter( ( order ) => order.status !== 'failed' ) ).toHaveLength( 1 );
		expect( new Set( orders().map( ( order ) => order.id ) ).size ).toBe( 1 );
	} );

	it( 'given a payment method that fails its setup › no order request, a non-dismissible payment notice, idle with the error flag, retry works', async () => {
		const { registry, emitter } = await ready( 'cesta_test_card' );
		const calls = recordRequests( shop );
		const off = emitter.subscribe( 'payment_setup', () => ( {
			type: 'failure',
			message: 'La tarjeta no es válida',
		} ) );
		submitCheckout( registry );
		await settled( registry );
		await calls.settled();
		expect( calls.routes() ).not.toContain( 'POST /checkout' );
		expect( noticesIn( registry, 'wc/checkout/payments' ) ).toEqual( [
			expect.objectContaining( { id: 'wc-payment-error', isDismissible: false } ),
		] );
		expect( registry.select( checkoutStore ).hasError() ).toBe( true );
		expect( registry.select( paymentStore ).isPaymentIdle() ).toBe( true );
		expectCartAndAddressesIntact( registry );
		off();
		payWithCard( emitter, 'tok_visa' );
		submitCheckout( registry );
		await settled( registry );
		expect( registry.select( checkoutStore ).isComplete() ).toBe( true );
		expect( orders() ).toHaveLength( 1 );
	} );

	it( 'given a validation error › nothing is sent, the error is shown, idle with the error flag; once fixed a retry places one order', async () => {
		const { registry } = await ready();
		registry.dispatch( validationStore ).setValidationErrors( {
			billing_phone: { message: 'Please enter a valid phone', hidden: true },
		} );
		const calls = recordRequests( shop );
		submitCheckout( registry );
		await settled( registry );
		await calls.settled();
		expect( calls.routes() ).not.toContain( 'POST /checkout' );
		expect(
			registry.select( validationStore ).getValidationError( 'billing_phone' )?.hidden
		).toBe( false );
		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
		expect( registry.select( checkoutStore ).hasError() ).toBe( true );
		expect( orders() ).toHaveLength( 0 );
		expectCartAndAddressesIntact( registry );
		registry.dispatch( validationStore ).clearValidationError( 'billing_phone' );
		submitCheckout( registry );
		await settled( registry );
		expect( registry.select( checkoutStore ).isComplete() ).toBe( true );
		expect( orders() ).toHaveLength( 1 );
	} );

	it( 'given a validation observer that fails › its errorMessage is shown and nothing is sent', async () => {
		const { registry, emitter } = await ready();
		emitter.subscribe( 'checkout_validation', () => ( {
			type: 'error',
			errorMessage: 'Acepta los términos y condiciones',
		} ) );
		submitCheckout( registry );
		await settled( registry );
		expect( noticesIn( registry, 'wc/checkout' ).map( ( n ) => n.content ) ).toEqual( [
			'Acepta los términos y condiciones',
		] );
		expect( orders() ).toHaveLength( 0 );
	} );

	it( 'given a server error 500 › its message is shown, idle with the error flag, and a retry places one order', async () => {
		const { registry } = await ready();
		shop.faults( { status: 500, only: 'POST /checkout' } );
		submitCheckout( registry );
		await settled( registry );
		expect( registry.select( checkoutStore ).hasError() ).toBe( true );
		expect( noticesIn( registry, 'wc/checkout' ) ).toHaveLength( 1 );
		expectCartAndAddressesIntact( registry );
		submitCheckout( registry );
		await settled( registry );
		expect( registry.select( checkoutStore ).isComplete() ).toBe( true );
		expect( orders() ).toHaveLength( 1 );
	} );

	it( 'given an answer that is not JSON › the guest’s unknown-failure message is shown and a retry repeats the attempt: it lands on the order placed, with no second order', async () => {
		const { registry, redirect } = await ready();
		shop.faults( { invalidJson: true, only: 'POST /checkout' } );
		submitCheckout( registry );
		await settled( registry );
		expect( noticesIn( registry, 'wc/checkout' ).map( ( n ) => [ n.id, n.content ] ) ).toEqual(
			[ [ 'checkout', GUEST_UNKNOWN ] ]
		);
		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
		expectCartAndAddressesIntact( registry );
		submitCheckout( registry );
		await settled( registry );
		expect( redirect ).toHaveBeenCalledWith( expect.stringContaining( '/order-received/' ) );
		expect( registry.select( checkoutStore ).getOrderId() ).toBe( orders()[ 0 ]!.id );
		expect( orders() ).toHaveLength( 1 );
	} );

	it( 'given a logged-in customer (User-ID header) and a dropped connection › the customer’s unknown-failure message is shown', async () => {
		await logInCustomer( shop, 2 );
		const { registry } = await ready();
		expect( registry.select( checkoutStore ).getCustomerId() ).toBe( 2 );
		shop.faults( { dropConnection: true, only: 'POST /checkout' } );
		submitCheckout( registry );
		await settled( registry );
		expect( noticesIn( registry, 'wc/checkout' ).map( ( n ) => n.content ) ).toEqual( [
			CUSTOMER_UNKNOWN,
		] );
	} );

	it( 'given the connection drops during POST /checkout › no order exists, cart and addresses intact, a retry places one', async () => {
		const { registry } = await ready();
		shop.faults( { dropConnection: true, only: 'POST /checkout' } );
		submitCheckout( registry );
		await settled( registry );
		expect( orders() ).toHaveLength( 0 );
		expect( registry.select( checkoutStore ).hasError() ).toBe( true );
		expectCartAndAddressesIntact( registry );
		submitCheckout( registry );
		await settled( registry );
		expect( registry.select( checkoutStore ).isComplete() ).toBe( true );
		expect( orders() ).toHaveLength( 1 );
	} );

	it( 'given an expired nonce › the fresh nonce is used and one order is placed', async () => {
		const { registry } = await ready();
		shop.faults( { expireNonce: true, only: 'POST /checkout' } );
		submitCheckout( registry );
		await settled( registry );
		expect( registry.select( checkoutStore ).isComplete() ).toBe( true );
		expect( orders() ).toHaveLength( 1 );
	} );

	it( 'given a second submit while the first is in flight › it is ignored and one order request is sent', async () => {
		const { registry } = await ready();
		shop.faults( { latencyMs: 150, only: 'POST /checkout' } );
		const calls = recordRequests( shop );
		expect( submitCheckout( registry ) ).toBe( true );
		await waitUntil( () => registry.select( checkoutStore ).isProcessing() );
		expect( submitCheckout( registry ) ).toBe( false );
		await settled( registry );
		await calls.settled();
		expect( calls.routes().filter( ( route ) => route === 'POST /checkout' ) ).toHaveLength(
			1
		);
		expect( orders() ).toHaveLength( 1 );
	} );

	it( 'given a calculation in progress › the order waits for it to finish', async () => {
		const { registry } = await ready();
		const calls = recordRequests( shop );
		registry.dispatch( checkoutStore ).__internalIncrementCalculating();
		submitCheckout( registry );
		await waitUntil( () => registry.select( checkoutStore ).isProcessing() );
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
		await calls.settled();
		expect( calls.routes() ).not.toContain( 'POST /checkout' );
		registry.dispatch( checkoutStore ).__internalDecrementCalculating();
		await settled( registry );
		expect( registry.select( checkoutStore ).isComplete() ).toBe( true );
	} );

	it( 'given success observers › they receive the order data with processingResponse', async () => {
		const { registry, emitter } = await ready();
		const observer = jest.fn( () => ( { type: 'success' } ) );
		emitter.subscribe( 'checkout_success', observer );
		submitCheckout( registry );
		await settled( registry );
		expect( observer ).toHaveBeenCalledWith(
			expect.objectContaining( {
				orderId: orders()[ 0 ]!.id,
				processingResponse: expect.objectContaining( { paymentStatus: 'success' } ),
			} )
		);
	} );

	it( 'given the submit › the submit action fires and error notices from before are cleared', async () => {
		const { registry } = await ready();
		registry
			.dispatch( 'core/notices' )
			.createErrorNotice( 'Error antiguo', { context: 'wc/checkout' } );
		submitCheckout( registry );
		await settled( registry );
		expect( noticesIn( registry, 'wc/checkout' ) ).toEqual( [] );
	} );

	it( 'given a checkout without the processor › submitting only moves to before-processing', () => {
		const registry = createTestRegistry();
		expect( submitCheckout( registry ) ).toBe( true );
		expect( registry.select( checkoutStore ).isBeforeProcessing() ).toBe( true );
	} );
} );
