/** Tests of the draft-order sync against the mock shop: one PUT after 1500 ms, cart kept, cancels, pauses. */

import { createTestRegistry, fillCart, recordRequests, setupMockShop } from '@cesta/test-utils';

import { cartStore } from '../../cart';
import { validationStore } from '../../validation';
import { watchDraftOrder } from '../processor/draft-order-sync';
import { checkoutStore } from '../index';

const shop = setupMockShop();

// Spec 2 §7, written out: a test that read the constant would pass whatever it said.
const DRAFT_ORDER_SYNC_PAUSE_MS = 1500;

const useFakeTimers = () =>
	jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );

const stops: Array< () => void > = [];
afterEach( () => {
	stops.splice( 0 ).forEach( ( stop ) => stop() );
	jest.useRealTimers();
} );

// `@wordpress/api-fetch` sends PUT as POST with `X-HTTP-Method-Override: PUT`, which WordPress
// honours; these tests need the mock shop to honour it too (reported to the mocks' owner).
describe( 'draft-order sync (spec 2 §7: PUT /checkout, 1500 ms, cancelable)', () => {
	it( 'given order notes and additional fields change › one PUT after 1500 ms, fields with errors (contact_<key>, order_<key>) left out; order id kept', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		stops.push( watchDraftOrder( registry ) );
		const calls = recordRequests( shop );
		useFakeTimers();
		registry.dispatch( checkoutStore ).__internalSetOrderNotes( 'Llamar' );
		registry.dispatch( checkoutStore ).__internalSetOrderNotes( 'Llamar antes' );
		registry.dispatch( validationStore ).setValidationErrors( {
			'order_ns/vat': { message: 'NIF no válido' },
			'contact_ns/phone': { message: 'Teléfono no válido' },
		} );
		registry
			.dispatch( checkoutStore )
			.setAdditionalFields( { 'ns/vat': 'X', 'ns/phone': '1', 'ns/gift': true } );
		await jest.advanceTimersByTimeAsync( DRAFT_ORDER_SYNC_PAUSE_MS - 1 );
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
		await jest.advanceTimersByTimeAsync( 1 );
		jest.useRealTimers();
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		await calls.settled();
		expect( calls.calls().map( ( call ) => [ call.method, call.route, call.body ] ) ).toEqual( [
			[
				'PUT',
				'/checkout',
				{
					order_notes: 'Llamar antes',
					payment_method: '',
					additional_fields: { 'ns/gift': true },
				},
			],
		] );
		expect( registry.select( checkoutStore ).getOrderId() ).toBeGreaterThan( 0 );
	} );

	it( 'given the answer’s cart › it replaces the cart but not the typed addresses', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		registry.dispatch( cartStore ).setBillingAddress( { phone: '+34 699 000 000' } );
		const response = await registry
			.dispatch( checkoutStore )
			.updateDraftOrder( { order_notes: 'Hola' } );
		expect( response?.__experimentalCart ).toBeTruthy();
		expect( registry.select( cartStore ).getCartData().billingAddress.phone ).toBe(
			'+34 699 000 000'
		);
	} );

	it( 'given a newer change while a sync is in flight › the older request is cancelled and resolves null', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		shop.faults( { latencyMs: 200, only: 'PUT /checkout' } );
		const controller = new AbortController();
		const first = registry
			.dispatch( checkoutStore )
			.updateDraftOrder( { order_notes: 'A' }, { signal: controller.signal } );
		controller.abort();
		await expect( first ).resolves.toBeNull();
	} );

	it( 'given the checkout is placing the order › nothing is synced', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		stops.push( watchDraftOrder( registry ) );
		const calls = recordRequests( shop );
		useFakeTimers();
		registry.dispatch( checkoutStore ).__internalSetOrderNotes( 'Llamar antes' );
		registry.dispatch( checkoutStore ).__internalSetBeforeProcessing();
		await jest.advanceTimersByTimeAsync( DRAFT_ORDER_SYNC_PAUSE_MS * 2 );
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
	} );
} );
