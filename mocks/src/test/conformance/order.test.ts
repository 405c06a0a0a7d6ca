/**
 * @jest-environment node
 *
 * Conformance tests of GET /order/{id} (store-api.md §1.5): who may read an
 * order (OrderAuthorizationTrait) and the order object (OrderSchema) the
 * order-received page reads.
 */
import { MADRID_BILLING, MADRID_SHIPPING } from './shopper';
import { keysOf } from './samples';
import { serveShopForThisFile } from './server';
import type { Shopper } from './shopper';

const shop = serveShopForThisFile();

/** The keys WooCommerce's OrderSchema answers with. */
const ORDER_KEYS = [
	'billing_address',
	'coupons',
	'errors',
	'fees',
	'id',
	'items',
	'needs_payment',
	'needs_shipping',
	'payment_requirements',
	'shipping_address',
	'status',
	'totals',
];

/** The keys of an order line item (OrderItemSchema): no `type`, no `extensions`. */
const ORDER_ITEM_KEYS = [
	'backorders_allowed',
	'catalog_visibility',
	'description',
	'id',
	'images',
	'item_data',
	'key',
	'low_stock_remaining',
	'name',
	'permalink',
	'prices',
	'quantity',
	'quantity_limits',
	'short_description',
	'show_backorder_badge',
	'sku',
	'sold_individually',
	'totals',
	'variation',
];

const order = ( extra: Record< string, unknown > = {} ) => ( {
	billing_address: MADRID_BILLING,
	shipping_address: MADRID_SHIPPING,
	payment_method: 'bacs',
	payment_data: [],
	...extra,
} );

const place = async (
	shopper: Shopper,
	items: Array< Record< string, unknown > > = [ { id: 17 } ],
	extra: Record< string, unknown > = {}
) => {
	await shopper.start();
	for ( const item of items ) {
		await shopper.post( '/cart/add-item', item );
	}
	return ( await shopper.post( '/checkout', order( extra ) ) ).body;
};

const readAsGuest = ( id: number, query: Record< string, string > ) =>
	shop.shopper().get( `/order/${ id }`, { query } );

describe( 'GET /order/{id} as a guest', () => {
	it( 'given a placed order › when read with its key and billing email › answers 200 with the OrderSchema keys', async () => {
		const placed = await place( shop.shopper() );
		const reply = await readAsGuest( placed.order_id, {
			key: placed.order_key,
			billing_email: MADRID_BILLING.email,
		} );

		expect( reply.status ).toBe( 200 );
		expect( keysOf( reply.body ) ).toEqual( ORDER_KEYS );
		expect( reply.body ).toMatchObject( {
			id: placed.order_id,
			status: 'on-hold',
			needs_payment: false,
			needs_shipping: true,
			payment_requirements: [ 'products' ],
			errors: [],
			billing_address: MADRID_BILLING,
		} );
	} );

	it( 'given the fan with the flat rate › the totals are order totals: subtotal and items after discounts, tax lines without shipping tax, rate as a bare number', async () => {
		const placed = await place( shop.shopper() );
		const { totals } = (
			await readAsGuest( placed.order_id, {
				key: placed.order_key,
				billing_email: MADRID_BILLING.email,
			} )
		).body;

		expect( totals ).toEqual( {
			subtotal: '3999',
			total_discount: '0',
			total_shipping: '495',
			total_fees: '0',
			total_tax: '944',
			total_refund: '0',
			total_price: '5438',
			total_items: '3999',
			total_items_tax: '840',
			total_fees_tax: '0',
			total_discount_tax: '0',
			total_shipping_tax: '104',
			tax_lines: [ { name: 'IVA', price: '840', rate: '21' } ],
			currency_code: 'EUR',
			currency_symbol: '€',
			currency_minor_unit: 2,
			currency_decimal_separator: '.',
			currency_thousand_separator: ',',
			currency_prefix: '€',
			currency_suffix: '',
		} );
	} );

	it( 'given a 10 % coupon › total_items is after the discount while subtotal is before it', async () => {
		const shopper = shop.shopper();
		await shopper.start();
		await shopper.post( '/cart/add-item', { id: 17 } );
		await shopper.post( '/cart/apply-coupon', { code: 'DESCUENTO10' } );
		const placed = ( await shopper.post( '/checkout', order() ) ).body;
		const { totals, coupons } = (
			await readAsGuest( placed.order_id, {
				key: placed.order_key,
				billing_email: MADRID_BILLING.email,
			} )
		).body;

		expect( totals ).toMatchObject( {
			subtotal: '3999',
			total_discount: '400',
			total_items: '3599',
		} );
		expect( coupons.map( ( coupon: { code: string } ) => coupon.code ) ).toEqual( [
			'DESCUENTO10',
		] );
	} );

	it( 'given an order line › it is an order item: the order key, its own id, fixed quantity, no type', async () => {
		const placed = await place( shop.shopper(), [ { id: 17, quantity: 2 } ] );
		const [ item ] = (
			await readAsGuest( placed.order_id, {
				key: placed.order_key,
				billing_email: MADRID_BILLING.email,
			} )
		).body.items;

		expect( keysOf( item ) ).toEqual( ORDER_ITEM_KEYS );
		expect( item ).toMatchObject( {
			key: placed.order_key,
			quantity: 2,
			quantity_limits: { minimum: 2, maximum: 2, multiple_of: 1, editable: false },
			name: 'Ventilador de pie',
			low_stock_remaining: null,
			backorders_allowed: false,
			item_data: [],
			totals: { line_subtotal: '7998', line_total: '7998' },
		} );
		expect( typeof item.id ).toBe( 'number' );
		expect( item.id ).not.toBe( 17 );
	} );

	it( 'given variations › the item is named as WooCommerce names variations and only attributes not in the name are meta', async () => {
		const placed = await place( shop.shopper(), [
			{ id: 29 },
			{
				id: 100,
				variation: [
					{ attribute: 'pa_color', value: 'blanco' },
					{ attribute: 'pa_numero', value: '42' },
				],
			},
		] );
		const { items } = (
			await readAsGuest( placed.order_id, {
				key: placed.order_key,
				billing_email: MADRID_BILLING.email,
			} )
		).body;

		expect(
			items.map( ( item: { name: string; item_data: unknown[] } ) => [
				item.name,
				item.item_data,
			] )
		).toEqual( [
			[ 'Camiseta - Rojo', [] ],
			[
				'Zapatillas deportivas - Blanco',
				[
					{
						id: expect.any( Number ),
						key: 'pa_numero',
						value: '42',
						display_key: 'Número',
						display_value: '<p>42</p>\n',
					},
				],
			],
		] );
	} );

	it( 'given a wrong key › answers 401 woocommerce_rest_invalid_order', async () => {
		const placed = await place( shop.shopper() );
		const reply = await readAsGuest( placed.order_id, {
			key: 'wc_order_wrong',
			billing_email: MADRID_BILLING.email,
		} );

		expect( reply.status ).toBe( 401 );
		expect( reply.body ).toMatchObject( {
			code: 'woocommerce_rest_invalid_order',
			message: 'Invalid order ID or key provided.',
			data: { status: 401 },
		} );
	} );

	it( 'given no key at all › answers 401 woocommerce_rest_invalid_order', async () => {
		const placed = await place( shop.shopper() );
		const reply = await readAsGuest( placed.order_id, { billing_email: MADRID_BILLING.email } );

		expect( reply.body.code ).toBe( 'woocommerce_rest_invalid_order' );
	} );

	it.each( [
		[ 'another email', 'otra@example.com' ],
		[ 'the email in capitals', MADRID_BILLING.email.toUpperCase() ],
	] )(
		'given the key but %s › answers 401 woocommerce_rest_invalid_billing_email (the match is exact)',
		async ( _case, email ) => {
			const placed = await place( shop.shopper() );
			const reply = await readAsGuest( placed.order_id, {
				key: placed.order_key,
				billing_email: email,
			} );

			expect( reply.status ).toBe( 401 );
			expect( reply.body ).toMatchObject( {
				code: 'woocommerce_rest_invalid_billing_email',
				message: 'Invalid billing email provided.',
			} );
		}
	);

	it( 'given the key and no email › answers 401 woocommerce_rest_invalid_billing_email', async () => {
		const placed = await place( shop.shopper() );
		const reply = await readAsGuest( placed.order_id, { key: placed.order_key } );

		expect( reply.body.code ).toBe( 'woocommerce_rest_invalid_billing_email' );
	} );

	it( 'given an order id that does not exist › answers 403 woocommerce_rest_invalid_user, as the pay_for_order check fails', async () => {
		const reply = await readAsGuest( 999999, {
			key: 'wc_order_x',
			billing_email: MADRID_BILLING.email,
		} );

		expect( reply.status ).toBe( 403 );
		expect( reply.body ).toMatchObject( {
			code: 'woocommerce_rest_invalid_user',
			message: 'This order belongs to a different customer.',
		} );
	} );

	it( 'given a customer’s order › a guest with its key and email gets 403 woocommerce_rest_invalid_user', async () => {
		const placed = await place( shop.customer( 2 ) );
		const reply = await readAsGuest( placed.order_id, {
			key: placed.order_key,
			billing_email: MADRID_BILLING.email,
		} );

		expect( placed.customer_id ).toBe( 2 );
		expect( reply.status ).toBe( 403 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_invalid_user' );
	} );

	it( 'given a declined card › the failed order still needs payment', async () => {
		const placed = await place( shop.shopper(), [ { id: 17 } ], {
			payment_method: 'cesta_test_card',
			payment_data: [ { key: 'card_token', value: 'tok_chargeDeclined' } ],
		} );
		const reply = await readAsGuest( placed.order_id, {
			key: placed.order_key,
			billing_email: MADRID_BILLING.email,
		} );

		expect( reply.body ).toMatchObject( { status: 'failed', needs_payment: true, errors: [] } );
	} );

	it( 'given a failed order whose product ran out › errors says it cannot be paid for', async () => {
		const placed = await place( shop.shopper(), [ { id: 82 } ], {
			payment_method: 'cesta_test_card',
			payment_data: [ { key: 'card_token', value: 'tok_chargeDeclined' } ],
		} );
		shop.server.engine.updateProduct( 82, {
			stock: { manage: true, quantity: 0, backorders: 'no' },
		} );
		const reply = await readAsGuest( placed.order_id, {
			key: placed.order_key,
			billing_email: MADRID_BILLING.email,
		} );
		shop.server.engine.updateProduct( 82, {
			stock: { manage: true, quantity: 10, backorders: 'no' },
		} );

		expect( reply.body.errors ).toEqual( [
			{
				code: 'woocommerce_rest_out_of_stock',
				message:
					'Sorry, "Sudadera con capucha - Negro, S" is no longer in stock so this order cannot be paid for. We apologize for any inconvenience caused.',
			},
		] );
	} );

	it( 'given local pickup › the order does not need shipping', async () => {
		const shopper = shop.shopper();
		await shopper.start();
		await shopper.post( '/cart/add-item', { id: 17 } );
		await shopper.post( '/cart/update-customer', { shipping_address: MADRID_SHIPPING } );
		await shopper.post( '/cart/select-shipping-rate', {
			package_id: 0,
			rate_id: 'pickup_location:0',
		} );
		const placed = ( await shopper.post( '/checkout', order() ) ).body;
		const reply = await readAsGuest( placed.order_id, {
			key: placed.order_key,
			billing_email: MADRID_BILLING.email,
		} );

		expect( reply.body.needs_shipping ).toBe( false );
	} );

	it( 'given a checkout-draft order with a billing email › it can be read too: the route does not hide drafts', async () => {
		const shopper = shop.shopper();
		await shopper.start();
		await shopper.post( '/cart/add-item', { id: 17 } );
		await shopper.post( '/cart/update-customer', { billing_address: MADRID_BILLING } );
		const draft = ( await shopper.get( '/checkout' ) ).body;
		const reply = await readAsGuest( draft.order_id, {
			key: draft.order_key,
			billing_email: MADRID_BILLING.email,
		} );

		expect( reply.status ).toBe( 200 );
		expect( reply.body ).toMatchObject( { status: 'checkout-draft', needs_payment: false } );
	} );
} );

describe( 'GET /order/{id} as a logged-in customer', () => {
	it( 'given their own order › answers 200 without key or email', async () => {
		const customer = shop.customer( 2 );
		const placed = await place( customer );
		const reply = await customer.get( `/order/${ placed.order_id }` );

		expect( reply.status ).toBe( 200 );
		expect( reply.body.id ).toBe( placed.order_id );
	} );

	it( 'given a guest order › answers 200 without key or email, as WooCommerce lets any customer pay guest orders', async () => {
		const placed = await place( shop.shopper() );
		const reply = await shop.customer( 2 ).get( `/order/${ placed.order_id }` );

		expect( reply.status ).toBe( 200 );
	} );

	it( 'given another customer’s order › answers 403 woocommerce_rest_invalid_user even with its key and email', async () => {
		const placed = await place( shop.shopper(), [ { id: 17 } ], {
			create_account: true,
			customer_password: 'Segura-2026!',
			billing_address: { ...MADRID_BILLING, email: 'pedido.ajeno@example.com' },
		} );
		const reply = await shop.customer( 2 ).get( `/order/${ placed.order_id }`, {
			query: { key: placed.order_key, billing_email: 'pedido.ajeno@example.com' },
		} );

		expect( placed.customer_id ).toBeGreaterThan( 2 );
		expect( reply.status ).toBe( 403 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_invalid_user' );
	} );
} );
