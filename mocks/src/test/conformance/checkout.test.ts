/**
 * @jest-environment node
 *
 * Conformance tests of /checkout: draft orders, updates, placing orders,
 * guest checkout (GET /order/{id} is in order.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { MADRID_BILLING, MADRID_SHIPPING } from './shopper';
import { keysOf, loadSample } from './samples';
import { serveShopForThisFile } from './server';
import type { Shopper } from './shopper';

const shop = serveShopForThisFile();

const readyToPay = async ( ...ids: number[] ): Promise< Shopper > => {
	const shopper = await shop.shopper().start();
	for ( const id of ids.length ? ids : [ 17 ] ) {
		await shopper.post( '/cart/add-item', { id } );
	}
	return shopper;
};

const order = ( extra: Record< string, unknown > = {} ) => ( {
	billing_address: MADRID_BILLING,
	shipping_address: MADRID_SHIPPING,
	payment_method: 'bacs',
	payment_data: [],
	...extra,
} );

describe( 'GET /checkout', () => {
	it( 'given a cart › when the checkout is read › creates the checkout-draft order with the captured shape', async () => {
		const shopper = await readyToPay();
		const reply = await shopper.get( '/checkout' );
		const sample = loadSample( 'checkout-get-draft' ).body;
		expect( reply.status ).toBe( 200 );
		expect( keysOf( reply.body ) ).toEqual( keysOf( sample ) );
		expect( reply.body ).toMatchObject( {
			status: 'checkout-draft',
			payment_result: sample.payment_result,
			__experimentalCart: null,
		} );
		expect( reply.body.order_key ).toMatch( /^wc_order_[A-Za-z0-9]{13}$/ );
		expect( reply.body.order_number ).toBe( String( reply.body.order_id ) );
	} );

	it( 'given a new shopper’s cart › when the checkout is read › answers what the captured checkout page preloaded as checkoutData', async () => {
		const shopper = await readyToPay();
		const reply = await shopper.get( '/checkout' );
		const {
			order_id: _id,
			order_key: _key,
			order_number: _number,
			...preloaded
		} = JSON.parse(
			readFileSync(
				join( __dirname, '../../../../reference/wc-page-data/checkout-page.json' ),
				'utf8'
			)
		).wcSettings.checkoutData;
		const { order_id: id, order_key: key, order_number: number, ...answer } = reply.body;

		expect( answer ).toEqual( preloaded );
		expect( number ).toBe( String( id ) );
		expect( key ).toMatch( /^wc_order_[A-Za-z0-9]{13}$/ );
	} );

	it( 'given no nonce › when the checkout is read › answers 401: every checkout method needs one', async () => {
		const shopper = await readyToPay();
		const reply = await shopper.get( '/checkout', { nonce: false } );
		expect( reply.status ).toBe( 401 );
	} );

	it( 'given the same cart › when the checkout is read twice › keeps the same draft order', async () => {
		const shopper = await readyToPay();
		const first = ( await shopper.get( '/checkout' ) ).body.order_id;
		expect( ( await shopper.get( '/checkout' ) ).body.order_id ).toBe( first );
	} );

	it( 'given __experimental_calc_totals › when read › includes the cart as __experimentalCart', async () => {
		const shopper = await readyToPay();
		const reply = await shopper.get( '/checkout', {
			query: { __experimental_calc_totals: 'true' },
		} );
		expect( reply.body.__experimentalCart.totals.total_price ).toBe( '5438' );
	} );

	it( 'given an empty cart › when read › answers 400 woocommerce_rest_cart_empty', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.get( '/checkout' );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_cart_empty' );
	} );
} );

describe( 'PUT /checkout', () => {
	it( 'given notes and a payment method › when put with calc totals › stores them and returns the cart, no payment result', async () => {
		const shopper = await readyToPay();
		const reply = await shopper.put(
			'/checkout',
			{ order_notes: 'Portal 2, tercero', payment_method: 'cod' },
			{ query: { __experimental_calc_totals: 'true' } }
		);
		expect( reply.status ).toBe( 200 );
		expect( reply.body ).toMatchObject( {
			customer_note: 'Portal 2, tercero',
			payment_method: 'cod',
			payment_result: null,
		} );
		expect( reply.body.__experimentalCart.items ).toHaveLength( 1 );
	} );

	it( 'given a gateway that does not exist › when put › keeps the previous payment method', async () => {
		const shopper = await readyToPay();
		const reply = await shopper.put( '/checkout', { payment_method: 'bitcoin' } );
		expect( reply.body.payment_method ).toBe( 'bacs' );
	} );
} );

describe( 'POST /checkout', () => {
	it( 'given bank transfer › when the order is placed › answers 200, on-hold, success with the order-received redirect', async () => {
		const shopper = await readyToPay();
		const reply = await shopper.post(
			'/checkout',
			order( { customer_note: 'Llamar antes de entregar, por favor.' } )
		);
		const sample = loadSample( 'checkout-post-bacs' ).body;
		expect( reply.status ).toBe( 200 );
		expect( keysOf( reply.body ) ).toEqual( keysOf( sample ) );
		expect( reply.body ).toMatchObject( {
			status: 'on-hold',
			customer_note: sample.customer_note,
			billing_address: sample.billing_address,
		} );
		expect( reply.body.payment_result.payment_status ).toBe( 'success' );
		expect( reply.body.payment_result.redirect_url ).toBe(
			`${ shop.server.url }/checkout/order-received/${ reply.body.order_id }/?key=${ reply.body.order_key }`
		);
		expect( reply.body.payment_result.payment_details ).toEqual( [
			{ key: 'result', value: 'success' },
			{ key: 'redirect', value: reply.body.payment_result.redirect_url },
		] );
	} );

	it( 'given a placed order › when the cart is read › is empty, keeps the addresses and clears the cart cookies', async () => {
		const shopper = await readyToPay();
		const placed = await shopper.post( '/checkout', order() );
		const sample = loadSample( 'cart-after-checkout' ).body;
		expect( placed.headers.getSetCookie().join( '\n' ) ).toContain(
			'woocommerce_items_in_cart=0'
		);
		const cart = ( await shopper.get( '/cart' ) ).body;
		expect( cart ).toMatchObject( {
			items: [],
			needs_shipping: false,
			needs_payment: false,
			has_calculated_shipping: false,
		} );
		expect( cart.billing_address ).toEqual( sample.billing_address );
		expect( ( await shopper.get( '/cart' ) ).headers.get( 'cart-hash' ) ).toBe( '' );
	} );

	it( 'given cash on delivery › when placed › the order is processing', async () => {
		const reply = await (
			await readyToPay()
		).post( '/checkout', order( { payment_method: 'cod' } ) );
		expect( reply.body.status ).toBe( 'processing' );
	} );

	it( 'given the test card with tok_visa › when placed › succeeds and the order is processing', async () => {
		const reply = await (
			await readyToPay()
		).post(
			'/checkout',
			order( {
				payment_method: 'cesta_test_card',
				payment_data: [ { key: 'card_token', value: 'tok_visa' } ],
			} )
		);
		expect( reply.status ).toBe( 200 );
		expect( reply.body.status ).toBe( 'processing' );
	} );

	it( 'given a declined card › when placed › answers 400 with payment_status failure, the order failed and the cart kept', async () => {
		const shopper = await readyToPay();
		const reply = await shopper.post(
			'/checkout',
			order( {
				payment_method: 'cesta_test_card',
				payment_data: [ { key: 'card_token', value: 'tok_chargeDeclined' } ],
			} )
		);
		expect( reply.status ).toBe( 400 );
		expect( reply.body.status ).toBe( 'failed' );
		expect( reply.body.payment_result ).toEqual( {
			payment_status: 'failure',
			payment_details: [ { key: 'message', value: 'Your card was declined.' } ],
			redirect_url: '',
		} );
		expect( ( await shopper.get( '/cart' ) ).body.items_count ).toBe( 1 );
	} );

	it( 'given a failed payment › when retried with a good card › reuses the same order and succeeds', async () => {
		const shopper = await readyToPay();
		const failed = await shopper.post(
			'/checkout',
			order( {
				payment_method: 'cesta_test_card',
				payment_data: [ { key: 'card_token', value: 'tok_chargeDeclined' } ],
			} )
		);
		const retried = await shopper.post(
			'/checkout',
			order( {
				payment_method: 'cesta_test_card',
				payment_data: [ { key: 'card_token', value: 'tok_visa' } ],
			} )
		);
		expect( retried.status ).toBe( 200 );
		expect( retried.body.order_id ).toBe( failed.body.order_id );
	} );

	it( 'given a card that errors › when placed › answers 500 with payment_status error and the order pending', async () => {
		const reply = await (
			await readyToPay()
		).post(
			'/checkout',
			order( {
				payment_method: 'cesta_test_card',
				payment_data: [ { key: 'card_token', value: 'tok_processingError' } ],
			} )
		);
		expect( reply.status ).toBe( 500 );
		expect( reply.body ).toMatchObject( {
			status: 'pending',
			payment_result: { payment_status: 'error' },
		} );
	} );

	it( 'given an empty cart › when placed › answers 409 woocommerce_rest_cart_empty with data {0: 400} and the cart, as captured', async () => {
		const shopper = await shop.shopper( 'token' ).start();
		const reply = await shopper.post( '/checkout', order(), { nonce: false } );
		const sample = loadSample( 'checkout-empty-cart-409' ).body;
		expect( reply.status ).toBe( 409 );
		expect( reply.body.code ).toBe( sample.code );
		expect( reply.body.message ).toBe( sample.message );
		expect( keysOf( reply.body.data ) ).toEqual( keysOf( sample.data ) );
		expect( reply.body.data[ 0 ] ).toBe( 400 );
	} );

	it( 'given an invalid billing email › when placed › answers 400 rest_invalid_param exactly as captured', async () => {
		const shopper = await readyToPay();
		const reply = await shopper.post(
			'/checkout',
			loadSample( 'checkout-invalid-email-400' ).request.body
		);
		expect( reply.status ).toBe( 400 );
		expect( reply.body ).toEqual( loadSample( 'checkout-invalid-email-400' ).body );
	} );

	it( 'given no billing address › when placed › answers 400 rest_missing_callback_param', async () => {
		const reply = await ( await readyToPay() ).post( '/checkout', { payment_method: 'bacs' } );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'rest_missing_callback_param' );
	} );

	it( 'given no payment method › when placed › answers 400 woocommerce_rest_checkout_missing_payment_method', async () => {
		const reply = await (
			await readyToPay()
		).post( '/checkout', order( { payment_method: '' } ) );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_checkout_missing_payment_method' );
	} );

	it( 'given an unavailable gateway › when placed › answers 400 woocommerce_rest_checkout_payment_method_disabled', async () => {
		const reply = await (
			await readyToPay()
		).post( '/checkout', order( { payment_method: 'paypal' } ) );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_checkout_payment_method_disabled' );
	} );

	it( 'given a missing email › when placed › answers 400 woocommerce_rest_missing_email_address', async () => {
		const reply = await (
			await readyToPay()
		).post( '/checkout', order( { billing_address: { ...MADRID_BILLING, email: '' } } ) );
		expect( reply.body.code ).toBe( 'woocommerce_rest_missing_email_address' );
	} );

	it( 'given a US shipping address › when placed › answers 400 woocommerce_rest_invalid_address_country with the shipping countries', async () => {
		const reply = await (
			await readyToPay()
		).post(
			'/checkout',
			order( {
				shipping_address: {
					...MADRID_SHIPPING,
					country: 'US',
					state: 'NY',
					postcode: '10001',
				},
			} )
		);
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_invalid_address_country' );
		expect( reply.body.message ).toBe(
			'Sorry, we do not ship orders to the provided country (US)'
		);
		expect( reply.body.data.allowed_countries ).toContain( 'ES' );
	} );

	it( 'given a billing address in a country the shop does not sell to › when placed › answers 400 invalid_address_country', async () => {
		const reply = await (
			await readyToPay()
		).post(
			'/checkout',
			order( {
				billing_address: {
					...MADRID_BILLING,
					country: 'JP',
					state: '',
					postcode: '100-0001',
				},
			} )
		);
		expect( reply.body.message ).toBe(
			'Sorry, we do not allow orders from the provided country (JP)'
		);
	} );

	it( 'given a shipping address without a city › when placed › answers 400 woocommerce_rest_invalid_address with data.errors', async () => {
		const reply = await (
			await readyToPay()
		).post( '/checkout', order( { shipping_address: { ...MADRID_SHIPPING, city: '' } } ) );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_invalid_address' );
		expect( reply.body.message ).toBe(
			'There was a problem with the provided shipping address: Town / City is required'
		);
		expect( reply.body.data.errors ).toEqual( { shipping: [ 'Town / City is required' ] } );
	} );

	it( 'given a rate that is not offered › when placed › answers 400 woocommerce_rest_invalid_shipping_option', async () => {
		const shopper = await readyToPay();
		await shopper.post( '/cart/select-shipping-rate', {
			package_id: 0,
			rate_id: 'flat_rate:99',
		} );
		const reply = await shopper.post( '/checkout', order() );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_invalid_shipping_option' );
		expect( reply.body.message ).toBe( 'Sorry, this order requires a shipping option.' );
	} );

	it( 'given an out-of-date expected_total › when placed › answers 409 woocommerce_rest_checkout_total_mismatch with the cart', async () => {
		const reply = await (
			await readyToPay()
		).post( '/checkout', order( { expected_total: '1' } ) );
		expect( reply.status ).toBe( 409 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_checkout_total_mismatch' );
		expect( reply.body.data.cart.totals.total_price ).toBe( '5438' );
	} );

	it( 'given an item that went out of stock › when placed › answers 409 with the stock error and the cart', async () => {
		const shopper = await readyToPay( 88 );
		shop.server.engine.updateProduct( 88, {
			stock: { manage: true, quantity: 0, backorders: 'no' },
		} );
		const reply = await shopper.post( '/checkout', order() );
		shop.server.engine.updateProduct( 88, {
			stock: { manage: true, quantity: 8, backorders: 'no' },
		} );
		expect( reply.status ).toBe( 409 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_product_out_of_stock' );
		expect( reply.body.message ).toBe(
			'"Sudadera con capucha" is out of stock and cannot be purchased. Please remove it from your cart.'
		);
		expect( reply.body.data.cart ).toBeDefined();
	} );

	it( 'given a managed-stock item › when an order is placed › the stock goes down', async () => {
		const before = ( await shop.shopper().get( '/products/82' ) ).body.stock_availability.text;
		await ( await readyToPay( 82 ) ).post( '/checkout', order() );
		const after = ( await shop.shopper().get( '/products/82' ) ).body.stock_availability.text;
		expect( [ before, after ] ).toEqual( [ '10 in stock', '9 in stock' ] );
	} );

	it( 'given create_account and a password › when placed › creates the customer and the User-ID becomes theirs', async () => {
		const shopper = await readyToPay();
		const reply = await shopper.post(
			'/checkout',
			order( {
				create_account: true,
				customer_password: 'Segura-2026!',
				billing_address: { ...MADRID_BILLING, email: 'nueva.cliente@example.com' },
			} )
		);
		expect( reply.status ).toBe( 200 );
		expect( reply.body.customer_id ).toBeGreaterThan( 2 );
		expect( reply.headers.get( 'user-id' ) ).toBe( String( reply.body.customer_id ) );
	} );

	it( 'given create_account with a registered email › when placed › answers 400 registration-error-email-exists', async () => {
		const reply = await (
			await readyToPay()
		).post(
			'/checkout',
			order( {
				create_account: true,
				customer_password: 'x',
				billing_address: { ...MADRID_BILLING, email: 'carmen.ruiz@example.com' },
			} )
		);
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'registration-error-email-exists' );
	} );

	it( 'given create_account without a password › when placed › answers 400 registration-error-missing-password', async () => {
		const reply = await (
			await readyToPay()
		).post(
			'/checkout',
			order( {
				create_account: true,
				billing_address: { ...MADRID_BILLING, email: 'otra@example.com' },
			} )
		);
		expect( reply.body.code ).toBe( 'registration-error-missing-password' );
	} );

	it( 'given a coupon restricted to another email › when placed › answers 409 woocommerce_rest_cart_coupon_errors and drops it', async () => {
		const shopper = await readyToPay();
		await shopper.post( '/cart/apply-coupon', { code: 'CLIENTEVIP' } );
		const reply = await shopper.post( '/checkout', order() );
		expect( reply.status ).toBe( 409 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_cart_coupon_errors' );
		expect( Object.keys( reply.body.data.removed_coupons ) ).toEqual( [ 'CLIENTEVIP' ] );
		expect( reply.body.data.cart.coupons ).toEqual( [] );
	} );
} );

describe( 'guest checkout off', () => {
	const members = serveShopForThisFile( {
		engineOptions: { settings: { guestCheckout: false } },
	} );

	it( 'given a guest who does not sign up › when placing an order › answers 403 woocommerce_rest_guest_checkout_disabled', async () => {
		const shopper = await members.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17 } );
		const reply = await shopper.post( '/checkout', order() );
		expect( reply.status ).toBe( 403 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_guest_checkout_disabled' );
	} );

	it( 'given a guest who creates an account › when placing an order › it goes through', async () => {
		const shopper = await members.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17 } );
		const reply = await shopper.post(
			'/checkout',
			order( {
				create_account: true,
				customer_password: 'Clave-Larga-1',
				billing_address: { ...MADRID_BILLING, email: 'socia@example.com' },
			} )
		);
		expect( reply.status ).toBe( 200 );
	} );
} );
