/** Tests of the checkout's default state: guest defaults, preloaded checkout data, malformed settings. */

import { MADRID_SHIPPING } from '@cesta/test-utils/fixtures';

import { getDefaultCheckoutState } from '../default-state';

const address = MADRID_SHIPPING;

describe( 'checkout default state', () => {
	afterEach( () => {
		delete window.wcSettings;
	} );

	it( 'given no preloaded checkout › starts as a guest with no order and billing same as shipping', () => {
		expect( getDefaultCheckoutState() ).toMatchObject( {
			orderId: 0,
			customerId: 0,
			orderNotes: '',
			additionalFields: {},
			useShippingAsBilling: true,
		} );
	} );

	it( 'given the preloaded GET /checkout › takes its order id, customer, notes and fields', () => {
		window.wcSettings = {
			checkoutData: {
				order_id: 42,
				customer_id: 7,
				customer_note: 'Llamar antes',
				additional_fields: { 'ns/vat': 'B1' },
				billing_address: { ...address, email: 'lucia@example.com' },
				shipping_address: address,
			},
		};
		expect( getDefaultCheckoutState() ).toMatchObject( {
			orderId: 42,
			customerId: 7,
			orderNotes: 'Llamar antes',
			additionalFields: { 'ns/vat': 'B1' },
			useShippingAsBilling: true,
		} );
	} );

	it( 'given preloaded addresses that differ › billing does not start as shipping', () => {
		window.wcSettings = {
			checkoutData: {
				billing_address: { ...address, city: 'Sevilla', email: '' },
				shipping_address: address,
			},
		};
		expect( getDefaultCheckoutState().useShippingAsBilling ).toBe( false );
	} );

	it( 'given a malformed checkoutData setting › falls back to the defaults', () => {
		window.wcSettings = { checkoutData: 'oops', currentUserId: 3 };
		expect( getDefaultCheckoutState() ).toMatchObject( { orderId: 0, customerId: 3 } );
	} );
} );
