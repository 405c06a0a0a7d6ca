/**
 * @jest-environment node
 *
 * Conformance tests of applying and removing coupons: messages, discounts,
 * limits, coupons disabled.
 */
import { loadSample } from './samples';
import { serveShopForThisFile } from './server';
import type { Shopper } from './shopper';

const shop = serveShopForThisFile();

const cartWith = async ( ...ids: number[] ): Promise< Shopper > => {
	const shopper = await shop.shopper().start();
	for ( const id of ids ) {
		await shopper.post( '/cart/add-item', { id, quantity: 1 } );
	}
	return shopper;
};

describe( 'POST /cart/apply-coupon', () => {
	it( 'given the captured cart › when DESCUENTO10 is applied › reproduces the captured coupon and totals', async () => {
		const shopper = await cartWith( 17, 29 );
		const reply = await shopper.post( '/cart/apply-coupon', { code: 'DESCUENTO10' } );
		const sample = loadSample( 'coupon-applied' ).body;
		expect( reply.status ).toBe( 200 );
		// 10 % of 39.99 floors to 3.99 and of 19.99 to 1.99; the 2 cents short of 6.00 go one per line: 4.00 and 2.00.
		expect( reply.body.coupons ).toEqual( sample.coupons );
		expect( reply.body.totals ).toEqual( sample.totals );
	} );

	it( 'given a lower-case code › when applied › matches the coupon and shows its own code', async () => {
		const shopper = await cartWith( 17 );
		const reply = await shopper.post( '/cart/apply-coupon', { code: 'descuento10' } );
		expect( reply.body.coupons[ 0 ].code ).toBe( 'DESCUENTO10' );
	} );

	it( 'given a code that does not exist › when applied › answers 400 with the captured message', async () => {
		const shopper = await cartWith( 17 );
		const reply = await shopper.post( '/cart/apply-coupon', { code: 'NOEXISTE' } );
		const sample = loadSample( 'coupon-invalid-400' ).body;
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( sample.code );
		expect( reply.body.message ).toBe( sample.message );
		expect( reply.body.data ).toMatchObject( {
			status: 400,
			reason: 'coupon_not_exist',
			error_code: 105,
		} );
	} );

	it.each( [
		[
			'DESCUENTO10 twice',
			[ 'DESCUENTO10', 'DESCUENTO10' ],
			'coupon_already_applied',
			'Coupon code &quot;DESCUENTO10&quot; has already been applied.',
		],
		[ 'an expired coupon', [ 'CADUCADO' ], 'coupon_expired', 'This coupon has expired.' ],
		[
			'a used-up coupon',
			[ 'AGOTADO' ],
			'coupon_usage_limit',
			'Coupon usage limit has been reached.',
		],
		[
			'a 100 € minimum on a 39.99 € cart',
			[ 'MINIMO100' ],
			'coupon_min_spend',
			'The minimum spend for this coupon is &euro;100.00.',
		],
		[
			'a coupon for cookers only',
			[ 'COCINA5' ],
			'coupon_not_applicable',
			'Sorry, this coupon is not applicable to your cart contents.',
		],
		[
			'a no-sale-items coupon on a sale item',
			[ 'SINREBAJAS' ],
			'coupon_sale_items',
			'Sorry, this coupon is not valid for sale items.',
		],
		[
			'a coupon after an individual-use one',
			[ 'SOLO20', 'DESCUENTO10' ],
			'coupon_individual_use',
			'&quot;SOLO20&quot; has already been applied and cannot be used in conjunction with other coupons.',
		],
	] )(
		'given %s › when applied › answers 400 with its own reason',
		async ( _case, codes, reason, message ) => {
			const shopper = await cartWith( 17 );
			let reply = await shopper.post( '/cart/apply-coupon', { code: codes[ 0 ] } );
			for ( const code of codes.slice( 1 ) ) {
				reply = await shopper.post( '/cart/apply-coupon', { code } );
			}
			expect( reply.status ).toBe( 400 );
			expect( reply.body.code ).toBe( 'woocommerce_rest_cart_coupon_error' );
			expect( reply.body.data.reason ).toBe( reason );
			expect( reply.body.message ).toBe( message );
		}
	);

	it( 'given a cart over 50 € › when MAXIMO50 is applied › answers 400 coupon_max_spend', async () => {
		const shopper = await cartWith( 17, 29 );
		const reply = await shopper.post( '/cart/apply-coupon', { code: 'MAXIMO50' } );
		expect( reply.body.data.reason ).toBe( 'coupon_max_spend' );
	} );

	it( 'given a 5 € fixed cart coupon on two items › when applied › splits 2.50 € per item and taxes the rest', async () => {
		const shopper = await cartWith( 17, 29 );
		const reply = await shopper.post( '/cart/apply-coupon', { code: '5EUROS' } );
		// 500 / 2 units = 250 each: lines 37.49 and 17.49, IVA 7.8729→7.87 and 3.6729→3.67; shipping 4.95 + 1.04.
		expect(
			reply.body.items.map(
				( item: { totals: { line_total: string; line_total_tax: string } } ) => [
					item.totals.line_total,
					item.totals.line_total_tax,
				]
			)
		).toEqual( [
			[ '3749', '787' ],
			[ '1749', '367' ],
		] );
		expect( reply.body.totals.total_discount ).toBe( '500' );
		expect( reply.body.totals.total_discount_tax ).toBe( '106' );
		// 54.98 + 4.95 + (7.87 + 3.67 + 1.04) = 72.51
		expect( reply.body.totals.total_price ).toBe( '7251' );
	} );

	it( 'given a 3 € per-unit coupon on 2 fans › when applied › takes 6 € off the line', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17, quantity: 2 } );
		const reply = await shopper.post( '/cart/apply-coupon', { code: 'AHORRA3' } );
		expect( reply.body.items[ 0 ].totals.line_total ).toBe( '7398' );
		expect( reply.body.coupons[ 0 ].discount_type ).toBe( 'fixed_product' );
	} );

	it( 'given the free shipping coupon on a 39.99 € cart › when applied › offers free shipping, which is then chosen', async () => {
		const shopper = await cartWith( 17 );
		const reply = await shopper.post( '/cart/apply-coupon', { code: 'ENVIOGRATIS' } );
		const rateIds = reply.body.shipping_rates[ 0 ].shipping_rates.map(
			( rate: { rate_id: string } ) => rate.rate_id
		);
		expect( rateIds ).toContain( 'free_shipping:2' );
		const chosen = await shopper.post( '/cart/select-shipping-rate', {
			rate_id: 'free_shipping:2',
		} );
		// 39.99 + IVA 8.40 = 48.39 with no shipping.
		expect( chosen.body.totals.total_price ).toBe( '4839' );
	} );

	it( 'given a coupon whose minimum is no longer met › when the cart is read › the coupon is removed and reported in errors', async () => {
		const shopper = await shop.shopper().start();
		const { key } = ( await shopper.post( '/cart/items', { id: 19, quantity: 1 } ) ).body;
		await shopper.post( '/cart/add-item', { id: 17 } );
		await shopper.post( '/cart/apply-coupon', { code: 'MINIMO100' } );
		await shopper.delete( `/cart/items/${ key }` );
		const cart = ( await shopper.get( '/cart' ) ).body;
		expect( cart.coupons ).toEqual( [] );
		expect( cart.errors[ 0 ] ).toMatchObject( { code: 'woocommerce_rest_cart_coupon_error' } );
		expect( cart.errors[ 0 ].message ).toContain(
			'The "MINIMO100" coupon has been removed from your cart'
		);
	} );
} );

describe( 'POST /cart/remove-coupon', () => {
	it( 'given an applied coupon › when removed › answers 200 and the discount is gone', async () => {
		const shopper = await cartWith( 17 );
		await shopper.post( '/cart/apply-coupon', { code: 'DESCUENTO10' } );
		const reply = await shopper.post( '/cart/remove-coupon', { code: 'DESCUENTO10' } );
		expect( reply.status ).toBe( 200 );
		expect( reply.body.totals.total_discount ).toBe( '0' );
	} );

	it( 'given a coupon not in the cart › when removed › answers 409 woocommerce_rest_cart_coupon_invalid_code', async () => {
		const shopper = await cartWith( 17 );
		const reply = await shopper.post( '/cart/remove-coupon', { code: 'DESCUENTO10' } );
		expect( reply.status ).toBe( 409 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_cart_coupon_invalid_code' );
	} );

	it( 'given an unknown code › when removed › answers 400 "Invalid coupon code."', async () => {
		const shopper = await cartWith( 17 );
		const reply = await shopper.post( '/cart/remove-coupon', { code: 'NOEXISTE' } );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.message ).toBe( 'Invalid coupon code.' );
	} );
} );

describe( 'coupons disabled', () => {
	const closed = serveShopForThisFile( {
		engineOptions: { settings: { couponsEnabled: false } },
	} );

	it( 'given a shop without coupons › when one is applied › answers 404 woocommerce_rest_cart_coupon_disabled', async () => {
		const shopper = await closed.shopper().start();
		const reply = await shopper.post( '/cart/apply-coupon', { code: 'DESCUENTO10' } );
		expect( reply.status ).toBe( 404 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_cart_coupon_disabled' );
	} );
} );
