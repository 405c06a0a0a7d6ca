/**
 * @jest-environment node
 *
 * Conformance tests of a logged-in customer with saved cards: logging in
 * through the mock server's /__mock/login, the session starting from the
 * customer's saved addresses, the draft order's default payment method, the
 * `customerPaymentMethods` setting and paying with a saved card.
 */
import { serveShopForThisFile } from './server';
import { Shopper } from './shopper';

const shop = serveShopForThisFile();

const CARMEN = {
	first_name: 'Carmen',
	last_name: 'Ruiz',
	company: '',
	address_1: 'Calle de Serrano 15',
	address_2: '3º B',
	city: 'Madrid',
	state: 'M',
	postcode: '28001',
	country: 'ES',
	phone: '+34 611 222 333',
};
const CARMEN_BILLING = { ...CARMEN, email: 'carmen.ruiz@example.com' };

/** What the checkout block sends for a saved card (the payment store's classic field names). */
const savedCard = ( tokenId: string ) => [
	{ key: 'token', value: tokenId },
	{ key: 'payment_method', value: 'cesta_test_card' },
	{ key: 'wc-cesta_test_card-payment-token', value: tokenId },
	{ key: 'isSavedToken', value: true },
];

const logIn = async ( credentials: Record< string, unknown > ) => {
	const shopper = new Shopper( shop.server.url );
	const reply = await shopper.fetchUrl( `${ shop.server.url }/__mock/login`, 'POST', {
		body: credentials,
	} );
	return { shopper, reply };
};

const carmenWithItem = async () => {
	const { shopper } = await logIn( { userId: 2 } );
	await shopper.start();
	await shopper.post( '/cart/add-item', { id: 17 } );
	return shopper;
};

const payWith = ( shopper: Shopper, paymentData: unknown[] ) =>
	shopper.post( '/checkout', {
		billing_address: CARMEN_BILLING,
		shipping_address: CARMEN,
		payment_method: 'cesta_test_card',
		payment_data: paymentData,
	} );

describe( 'POST /__mock/login', () => {
	it( 'given the sample customer’s id › sets her session cookie: the Store API answers as user 2 with her saved addresses', async () => {
		const { shopper, reply } = await logIn( { userId: 2 } );
		const cart = await shopper.get( '/cart' );

		expect( reply.status ).toBe( 200 );
		expect( reply.body ).toEqual( { userId: 2 } );
		expect( cart.headers.get( 'user-id' ) ).toBe( '2' );
		expect( cart.body.billing_address ).toEqual( CARMEN_BILLING );
		expect( cart.body.shipping_address ).toEqual( CARMEN );
	} );

	it( 'given her email › logs her in too', async () => {
		const { reply } = await logIn( { email: 'carmen.ruiz@example.com' } );

		expect( reply.body ).toEqual( { userId: 2 } );
	} );

	it( 'given nobody’s id › answers 404 and sets no cookie', async () => {
		const { reply } = await logIn( { userId: 99 } );

		expect( reply.status ).toBe( 404 );
		expect( reply.headers.getSetCookie() ).toEqual( [] );
	} );

	it( 'given a logged-in shopper › POST /__mock/logout makes them a guest again', async () => {
		const { shopper } = await logIn( { userId: 2 } );
		await shopper.fetchUrl( `${ shop.server.url }/__mock/logout`, 'POST' );

		expect( ( await shopper.get( '/cart' ) ).headers.get( 'user-id' ) ).toBe( '0' );
	} );
} );

describe( 'the customerPaymentMethods setting', () => {
	it( 'given the sample customer › lists her two cards as WooCommerce prints them: brand, last 4, expiry, default flag, actions, tokenId', () => {
		const url = shop.server.url;

		expect( shop.server.engine.customerPaymentMethods( 2 ) ).toEqual( {
			cc: [
				{
					method: { gateway: 'cesta_test_card', last4: '4242', brand: 'Visa' },
					expires: '12/30',
					is_default: true,
					actions: {
						delete: {
							url: expect.stringMatching(
								new RegExp(
									`^${ url }/checkout/delete-payment-method/11/\\?_wpnonce=\\w+$`
								)
							),
							name: 'Delete',
						},
					},
					tokenId: 11,
				},
				{
					method: { gateway: 'cesta_test_card', last4: '4444', brand: 'MasterCard' },
					expires: '08/28',
					is_default: false,
					actions: {
						delete: { url: expect.any( String ), name: 'Delete' },
						default: {
							url: expect.stringContaining(
								'/checkout/set-default-payment-method/12/?_wpnonce='
							),
							name: 'Make default',
						},
					},
					tokenId: 12,
				},
			],
		} );
	} );

	it( 'given a guest › is empty', () => {
		expect( shop.server.engine.customerPaymentMethods( 0 ) ).toEqual( {} );
	} );
} );

describe( 'checkout as the logged-in customer', () => {
	it( 'given her cart › the draft order has her addresses and her default card’s gateway as payment method', async () => {
		const draft = ( await ( await carmenWithItem() ).get( '/checkout' ) ).body;

		expect( draft ).toMatchObject( {
			customer_id: 2,
			billing_address: CARMEN_BILLING,
			shipping_address: CARMEN,
			payment_method: 'cesta_test_card',
		} );
	} );

	it( 'given another method chosen with PUT › the next sync of the draft sets the default card’s gateway again, as WooCommerce does', async () => {
		const shopper = await carmenWithItem();
		const put = await shopper.put( '/checkout', { payment_method: 'bacs' } );
		const draft = await shopper.get( '/checkout' );

		expect( put.body.payment_method ).toBe( 'bacs' );
		expect( draft.body.payment_method ).toBe( 'cesta_test_card' );
	} );

	it.each( [
		[ 'her default card', '11' ],
		[ 'her other card', '12' ],
	] )( 'given %s › the order is paid and processing', async ( _card, tokenId ) => {
		const reply = await payWith( await carmenWithItem(), savedCard( tokenId ) );

		expect( reply.status ).toBe( 200 );
		expect( reply.body ).toMatchObject( {
			status: 'processing',
			customer_id: 2,
			payment_result: { payment_status: 'success' },
		} );
	} );

	it( 'given a token id that is not hers › answers 400 with the failure and the order failed', async () => {
		const reply = await payWith( await carmenWithItem(), savedCard( '99' ) );

		expect( reply.status ).toBe( 400 );
		expect( reply.body ).toMatchObject( {
			status: 'failed',
			payment_result: {
				payment_status: 'failure',
				payment_details: [
					{
						key: 'message',
						value: 'Invalid payment method. Please input a new card number.',
					},
				],
			},
		} );
	} );

	it( 'given a guest sending her token id › the payment fails: the card is not theirs', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17 } );
		const reply = await payWith( shopper, savedCard( '11' ) );

		expect( reply.body.payment_result.payment_status ).toBe( 'failure' );
	} );

	it( 'given a new card instead (token "new") › the test card token decides as for guests', async () => {
		const reply = await payWith( await carmenWithItem(), [
			{ key: 'wc-cesta_test_card-payment-token', value: 'new' },
			{ key: 'card_token', value: 'tok_visa' },
		] );

		expect( reply.status ).toBe( 200 );
	} );
} );
