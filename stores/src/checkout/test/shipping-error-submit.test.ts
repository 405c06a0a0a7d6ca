/** Tests that a shipping address the server refused in the last request blocks the order, as in WooCommerce. */

import {
	MADRID_SHIPPING,
	noticesIn,
	recordRequests,
	setupMockShop,
	waitUntil,
} from '@cesta/test-utils';

import { readyCheckout, registerTestPaymentMethods } from '../../test/checkout';
import type { ReadyCheckout } from '../../test/checkout';
import { cartStore } from '../../cart';
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

// What older servers answered for a bad shipping country (the batch carries the status).
const refuseTheShippingCountry = ( only: string ) =>
	shop.faults( {
		status: 400,
		errorCode: 'woocommerce_rest_cart_shipping_rates_invalid_country',
		only,
	} );

describe( 'a shipping address refused by the last request (spec 2 §4 shipping error status, §5 order submission)', () => {
	it( 'given update-customer answered with a shipping-rates invalid-country error › placing the order says "There was a problem with your shipping option." and sends no POST /checkout', async () => {
		current = await readyCheckout();
		const { registry } = current;
		refuseTheShippingCountry( '/cart/update-customer' );
		await registry
			.dispatch( cartStore )
			.updateCustomerData( { shipping_address: { ...MADRID_SHIPPING, city: 'Getafe' } } )
			.catch( () => undefined );
		expect( registry.select( cartStore ).getCartErrors()[ 0 ]?.code ).toBe(
			'woocommerce_rest_cart_shipping_rates_invalid_country'
		);
		const calls = recordRequests( shop );
		submitCheckout( registry );
		await settled( registry );
		await calls.settled();
		expect(
			noticesIn( registry, 'wc/checkout/shipping-methods' ).map(
				( notice ) => notice.content
			)
		).toEqual( [ 'There was a problem with your shipping option.' ] );
		expect( calls.routes() ).not.toContain( 'POST /checkout' );
		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
	} );

	it( 'given select-shipping-rate answered with a shipping-rates invalid-country error › placing the order is refused the same way', async () => {
		current = await readyCheckout();
		const { registry } = current;
		const otherRate = registry
			.select( cartStore )
			.getShippingRates()[ 0 ]!
			.shipping_rates.find( ( rate ) => ! rate.selected )!;
		refuseTheShippingCountry( 'POST /cart/select-shipping-rate' );
		await registry
			.dispatch( cartStore )
			.selectShippingRate( otherRate.rate_id, 0 )
			.catch( () => undefined );
		const calls = recordRequests( shop );
		submitCheckout( registry );
		await settled( registry );
		await calls.settled();
		expect(
			noticesIn( registry, 'wc/checkout/shipping-methods' ).map(
				( notice ) => notice.content
			)
		).toEqual( [ 'There was a problem with your shipping option.' ] );
		expect( calls.routes() ).not.toContain( 'POST /checkout' );
	} );

	it( 'given the next address accepted › the request error is gone and the order is placed', async () => {
		current = await readyCheckout();
		const { registry } = current;
		refuseTheShippingCountry( '/cart/update-customer' );
		const updateShipping = () =>
			registry
				.dispatch( cartStore )
				.updateCustomerData( { shipping_address: MADRID_SHIPPING } );
		await updateShipping().catch( () => undefined );
		await updateShipping();
		const calls = recordRequests( shop );
		submitCheckout( registry );
		await settled( registry );
		await calls.settled();
		expect( registry.select( checkoutStore ).isComplete() ).toBe( true );
		expect( calls.routes() ).toContain( 'POST /checkout' );
	} );
} );
