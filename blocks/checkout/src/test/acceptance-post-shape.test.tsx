/**
 * Issue 10 acceptance (the order request's shape): a guest types, into the
 * whole Checkout block, exactly what the shopper of WooCommerce 9.9.5's
 * captured bank-transfer checkout sent (store-api-samples/checkout-post-bacs.json),
 * and the `POST /checkout` body is that capture's body, with only what
 * WooCommerce's own checkout adds to it in the browser: `customer_password`
 * and `additional_fields` always, and in `payment_data` (`{ key, value }`
 * pairs) the save-new-method entry, off for a guest.
 */
import { screen } from '@testing-library/react';

import { PRODUCTS, recordRequests } from '@cesta/test-utils';

import sample from '../../../../reference/store-api-samples/checkout-post-bacs.json';
import { advanceUntil } from '../address/test/checkout-steps';
import {
	cartWith,
	checkoutBodies,
	clickPlaceOrder,
	openCheckout,
	redirected,
	settle,
	setupAcceptanceShop,
	step,
	typeAddress,
	typeEmail,
} from './acceptance-checkout';

const shop = setupAcceptanceShop();

const captured = sample.request.body;
const address = captured.shipping_address;

/** The keys issue 10 names for the order request, in alphabetical order. */
const WOOCOMMERCE_KEYS = [
	'additional_fields',
	'billing_address',
	'create_account',
	'customer_note',
	'customer_password',
	'extensions',
	'payment_data',
	'payment_method',
	'shipping_address',
];

describe( 'given a guest who types what WooCommerce’s captured bank-transfer shopper typed', () => {
	it( 'the order request has exactly WooCommerce’s keys, and is the captured body plus what WooCommerce’s browser checkout adds', async () => {
		await cartWith( PRODUCTS.FAN );
		const { user, redirect } = await openCheckout();
		await typeEmail( user, captured.billing_address.email );
		await typeAddress( user, step( 'Shipping address' ), {
			firstName: address.first_name,
			lastName: address.last_name,
			address: address.address_1,
			address2: address.address_2,
			city: address.city,
			province: address.state,
			postcode: address.postcode,
			phone: address.phone,
		} );
		await user.click( screen.getByRole( 'checkbox', { name: 'Add a note to your order' } ) );
		await advanceUntil(
			() => screen.queryByRole( 'textbox', { name: /Notes about your order/ } ) !== null
		);
		await user.type(
			screen.getByRole( 'textbox', { name: /Notes about your order/ } ),
			captured.customer_note
		);
		await settle();
		const requests = recordRequests( shop );

		await clickPlaceOrder( user );
		await redirected( redirect );

		await requests.settled();
		const [ body ] = checkoutBodies( requests );
		expect( Object.keys( body! ).sort() ).toEqual( WOOCOMMERCE_KEYS );
		expect( body ).toEqual( {
			...captured,
			customer_password: '',
			additional_fields: {},
			payment_data: [ { key: 'wc-bacs-new-payment-method', value: false } ],
		} );
	} );
} );
