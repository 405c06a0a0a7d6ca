/**
 * Issue 15 (races), found by the address and rate race property
 * (address-and-rate-races.test.ts, seed -334865022): the shopper chooses
 * free shipping, then the flat rate while the first choice is on its way.
 * Aborting the first request only stopped the page from reading its
 * answer: the server still processed it, after the second, and ended at
 * free shipping while the page showed the flat rate. A newer choice now
 * waits for the request before it to end, then is sent.
 */
import { fetchCart } from '@cesta/api';
import type { ShippingPackage } from '@cesta/types';
import { PRODUCTS, recordRequests, setupMockShop } from '@cesta/test-utils';

import { runTimersOut, startRaceCart, useRaceTimers, withFakeTime } from '../../test/race-run';
import { slowFirstRequest } from '../../test/slow-first-request';
import { cartStore } from '../index';

const shop = setupMockShop();

const selected = ( packages: ShippingPackage[] ) =>
	packages[ 0 ]?.shipping_rates.find( ( rate ) => rate.selected )?.rate_id;

describe( 'selectShippingRate › a newer choice made while the older one is on its way', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'given free shipping chosen and the server slow to process it › when the flat rate is chosen › the server and the store end at the flat rate', async () => {
		useRaceTimers();
		const { registry } = await startRaceCart( shop, [ { id: PRODUCTS.FAN, quantity: 2 } ] );
		const cart = registry.dispatch( cartStore );
		// Loads the rate code (first use) so both choices run at once.
		await withFakeTime( cart.selectShippingRate( 'flat_rate:1', 0 ).catch( () => undefined ) );
		slowFirstRequest( shop );
		const calls = recordRequests( shop );

		const first = cart.selectShippingRate( 'free_shipping:2', 0 ).catch( () => undefined );
		const second = cart.selectShippingRate( 'flat_rate:1', 0 );
		await runTimersOut();
		await Promise.all( [ first, second ] );
		await runTimersOut();

		await calls.settled();
		const choices = calls
			.calls()
			.filter( ( call ) => call.route === '/cart/select-shipping-rate' )
			.map( ( call ) => ( call.body as { rate_id: string } ).rate_id );
		expect( choices ).toEqual( [ 'free_shipping:2', 'flat_rate:1' ] );
		const server = ( await withFakeTime( fetchCart() ) ).response;
		expect( selected( server.shipping_rates ) ).toBe( 'flat_rate:1' );
		expect( selected( registry.select( cartStore ).getShippingRates() ) ).toBe( 'flat_rate:1' );
	} );
} );
