/** Tests of selectShippingRate against the mock shop: sent at once, skips, pickup, aborts, editor, errors. */

import { addAction, removeAction } from '@wordpress/hooks';
import { createReduxStore } from '@wordpress/data';

import { createTestRegistry, fillCart, recordRequests, setupMockShop } from '@cesta/test-utils';

import { checkoutEventsEmitter } from '../../events/registration';
import { cartStore } from '../index';

const shop = setupMockShop();

const selectedRateOf = ( registry: ReturnType< typeof createTestRegistry > ) =>
	registry
		.select( cartStore )
		.getShippingRates()[ 0 ]
		?.shipping_rates.find( ( rate ) => rate.selected )?.rate_id;

describe( 'selectShippingRate (spec 2 §7)', () => {
	afterEach( () =>
		removeAction(
			'experimental__woocommerce_blocks-checkout-set-selected-shipping-rate',
			'test'
		)
	);

	it( 'given another rate › it is selected, sent at once (not batched), and the event fires', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		const calls = recordRequests( shop );
		const hook = jest.fn();
		addAction(
			'experimental__woocommerce_blocks-checkout-set-selected-shipping-rate',
			'test',
			hook
		);
		const success = jest.fn();
		const off = checkoutEventsEmitter.subscribe( 'shipping_rate_select_success', success );
		const selecting = registry.dispatch( cartStore ).selectShippingRate( 'free_shipping:2', 0 );
		expect( registry.select( cartStore ).isShippingRateBeingSelected() ).toBe( true );
		await selecting;
		off();
		await calls.settled();
		expect( calls.httpRequests() ).toEqual( [ 'POST /cart/select-shipping-rate' ] );
		expect( calls.calls()[ 0 ]?.body ).toEqual( { rate_id: 'free_shipping:2', package_id: 0 } );
		expect( selectedRateOf( registry ) ).toBe( 'free_shipping:2' );
		expect( registry.select( cartStore ).isShippingRateBeingSelected() ).toBe( false );
		expect( hook ).toHaveBeenCalledWith( { shippingRateId: 'free_shipping:2' } );
		expect( success ).toHaveBeenCalled();
	} );

	it( 'given the rate already selected › nothing is sent', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		const calls = recordRequests( shop );
		await registry.dispatch( cartStore ).selectShippingRate( 'flat_rate:1', 0 );
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
	} );

	it( 'given a local pickup rate › the request names no package', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		const calls = recordRequests( shop );
		await registry.dispatch( cartStore ).selectShippingRate( 'pickup_location:0', 0 );
		await calls.settled();
		expect( calls.calls()[ 0 ]?.body ).toEqual( { rate_id: 'pickup_location:0' } );
		expect( selectedRateOf( registry ) ).toBe( 'pickup_location:0' );
	} );

	it( 'given a second selection while the first is pending › the first is aborted without an error and the last one wins', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		shop.faults( { latencyMs: 200, only: '/cart/select-shipping-rate' } );
		const first = registry.dispatch( cartStore ).selectShippingRate( 'free_shipping:2', 0 );
		const second = registry.dispatch( cartStore ).selectShippingRate( 'pickup_location:1' );
		await expect( first ).resolves.toBeUndefined();
		await second;
		expect( selectedRateOf( registry ) ).toBe( 'pickup_location:1' );
		expect( registry.select( cartStore ).getCartErrors() ).toEqual( [] );
		expect( registry.select( cartStore ).isShippingRateBeingSelected() ).toBe( false );
	} );

	it( 'given the editor › nothing is sent', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		registry.register(
			createReduxStore( 'core/editor', { reducer: ( state = {} ) => state, selectors: {} } )
		);
		const calls = recordRequests( shop );
		await registry.dispatch( cartStore ).selectShippingRate( 'free_shipping:2', 0 );
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
	} );

	it( 'given a server error › the fail observers run, the error is recorded and rethrown', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		shop.faults( { status: 500, only: '/cart/select-shipping-rate' } );
		const fail = jest.fn();
		const off = checkoutEventsEmitter.subscribe( 'shipping_rate_select_fail', fail );
		await expect(
			registry.dispatch( cartStore ).selectShippingRate( 'free_shipping:2', 0 )
		).rejects.toMatchObject( { data: { status: 500 } } );
		off();
		expect( fail ).toHaveBeenCalled();
		expect( selectedRateOf( registry ) ).toBe( 'flat_rate:1' );
	} );
} );
