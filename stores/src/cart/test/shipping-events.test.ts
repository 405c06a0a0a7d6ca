/** Tests of the shipping-rate events: success with the packages, fail on no rates or a bad address. */

import cartWithItems from '../../../../reference/store-api-samples/cart-with-items.json';
import { createTestRegistry } from '@cesta/test-utils';
import type { CartResponse } from '@cesta/types';

import { checkoutEventsEmitter } from '../../events/registration';
import { cartStore } from '../index';
import { watchShippingRateEvents } from '../side-effects/shipping-events';

const sample = cartWithItems.body as unknown as CartResponse;
const offs: Array< () => void > = [];
afterEach( () => offs.splice( 0 ).forEach( ( off ) => off() ) );

const listen = () => {
	const success = jest.fn();
	const fail = jest.fn();
	offs.push( checkoutEventsEmitter.subscribe( 'shipping_rates_success', success ) );
	offs.push( checkoutEventsEmitter.subscribe( 'shipping_rates_fail', fail ) );
	return { success, fail };
};

const start = () => {
	const registry = createTestRegistry();
	offs.push( watchShippingRateEvents( registry ) );
	return registry;
};

describe( 'shipping-rate events (spec 2 §4)', () => {
	it( 'given rates arrive and nothing is loading › shipping_rates_success fires with the packages', () => {
		const { success, fail } = listen();
		const registry = start();
		registry.dispatch( cartStore ).receiveCart( { ...sample, needs_shipping: true } );
		expect( success ).toHaveBeenCalledWith( sample.shipping_rates );
		expect( fail ).not.toHaveBeenCalled();
	} );

	it( 'given no rates › shipping_rates_fail fires', () => {
		const { success, fail } = listen();
		const registry = start();
		registry
			.dispatch( cartStore )
			.receiveCart( { ...sample, needs_shipping: true, shipping_rates: [] } );
		expect( fail ).toHaveBeenCalledWith( { hasInvalidAddress: false, hasError: false } );
		expect( success ).not.toHaveBeenCalled();
	} );

	it( 'given a shipping-rates country error › shipping_rates_fail reports an invalid address', () => {
		const { fail } = listen();
		const registry = start();
		registry.dispatch( cartStore ).receiveCart( {
			...sample,
			needs_shipping: true,
			errors: [
				{ code: 'woocommerce_rest_cart_shipping_rates_invalid_country', message: 'x' },
			],
		} );
		expect( fail ).toHaveBeenCalledWith( { hasInvalidAddress: true, hasError: true } );
	} );

	it( 'given the address update refused with a shipping-rates country error › shipping_rates_fail reports an invalid address', () => {
		const registry = start();
		registry.dispatch( cartStore ).receiveCart( { ...sample, needs_shipping: true } );
		const { success, fail } = listen();
		registry.dispatch( cartStore ).updatingAddressFieldsForShippingRates( true );
		registry.dispatch( cartStore ).receiveError( {
			code: 'woocommerce_rest_cart_shipping_rates_invalid_country',
			message: 'x',
			data: { status: 400 },
		} );
		registry.dispatch( cartStore ).updatingAddressFieldsForShippingRates( false );
		expect( fail ).toHaveBeenCalledWith( { hasInvalidAddress: true, hasError: true } );
		expect( success ).not.toHaveBeenCalled();
	} );

	it( 'given rates are loading › nothing fires until loading ends', () => {
		const { success } = listen();
		const registry = start();
		registry.dispatch( cartStore ).updatingAddressFieldsForShippingRates( true );
		registry.dispatch( cartStore ).receiveCart( { ...sample, needs_shipping: true } );
		expect( success ).not.toHaveBeenCalled();
		registry.dispatch( cartStore ).updatingAddressFieldsForShippingRates( false );
		expect( success ).toHaveBeenCalledTimes( 1 );
	} );
} );
