/**
 * @jest-environment node
 *
 * Conformance tests of /cart/items and /cart/coupons: reads, writes, keys and
 * nonces.
 */
import { serveShopForThisFile } from './server';

const shop = serveShopForThisFile();

describe( '/cart/items', () => {
	it( 'given an empty cart › when GET › answers 200 and an empty array', async () => {
		const reply = await shop.shopper().get( '/cart/items' );
		expect( reply.status ).toBe( 200 );
		expect( reply.body ).toEqual( [] );
	} );

	it( 'given a product › when POST /cart/items › answers 201 with the single cart item', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/items', { id: 17, quantity: 2 } );
		expect( reply.status ).toBe( 201 );
		expect( reply.body ).toMatchObject( {
			key: '70efdf2ec9b086079795c442636b55fb',
			id: 17,
			quantity: 2,
		} );
		expect( reply.body.totals.line_subtotal ).toBe( '7998' );
	} );

	it( 'given two lines › when GET › lists both items', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/items', { id: 17 } );
		await shopper.post( '/cart/items', { id: 21 } );
		const reply = await shopper.get( '/cart/items' );
		expect( reply.body.map( ( item: { id: number } ) => item.id ) ).toEqual( [ 17, 21 ] );
	} );

	it( 'given lines › when DELETE /cart/items › answers 200 with [] and the cart is empty', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/items', { id: 17 } );
		const reply = await shopper.delete( '/cart/items' );
		expect( reply.status ).toBe( 200 );
		expect( reply.body ).toEqual( [] );
		expect( ( await shopper.get( '/cart' ) ).body.items_count ).toBe( 0 );
	} );

	it( 'given a key › when GET /cart/items/{key} › answers that item', async () => {
		const shopper = await shop.shopper().start();
		const { key } = ( await shopper.post( '/cart/items', { id: 21 } ) ).body;
		const reply = await shopper.get( `/cart/items/${ key }` );
		expect( reply.status ).toBe( 200 );
		expect( reply.body.id ).toBe( 21 );
	} );

	it( 'given an unknown 32-character key › when GET › answers 409 "Cart item does not exist."', async () => {
		const reply = await shop.shopper().get( '/cart/items/0000000000000000000000000000dead' );
		expect( reply.status ).toBe( 409 );
		expect( reply.body.message ).toBe( 'Cart item does not exist.' );
		expect( reply.body.data.cart ).toBeDefined();
	} );

	it( 'given a key of the wrong length › when GET › no route matches (404 rest_no_route)', async () => {
		const reply = await shop.shopper().get( '/cart/items/abc' );
		expect( reply.status ).toBe( 404 );
		expect( reply.body.code ).toBe( 'rest_no_route' );
	} );

	it( 'given a key › when PUT with a quantity › answers 200 with the updated item', async () => {
		const shopper = await shop.shopper().start();
		const { key } = ( await shopper.post( '/cart/items', { id: 21 } ) ).body;
		const reply = await shopper.put( `/cart/items/${ key }`, { quantity: 3 } );
		expect( reply.status ).toBe( 200 );
		expect( reply.body.quantity ).toBe( 3 );
	} );

	it( 'given a key › when PATCH with a quantity › answers 200 as PUT does', async () => {
		const shopper = await shop.shopper().start();
		const { key } = ( await shopper.post( '/cart/items', { id: 21 } ) ).body;
		const reply = await shopper.request( 'PATCH', `/cart/items/${ key }`, {
			body: { quantity: 5 },
		} );
		expect( reply.status ).toBe( 200 );
		expect( reply.body.quantity ).toBe( 5 );
	} );

	it( 'given a key › when DELETE › answers 204 with no body', async () => {
		const shopper = await shop.shopper().start();
		const { key } = ( await shopper.post( '/cart/items', { id: 21 } ) ).body;
		const reply = await shopper.delete( `/cart/items/${ key }` );
		expect( reply.status ).toBe( 204 );
		expect( reply.text ).toBe( '' );
	} );

	it( 'given a write without nonce › when POST /cart/items › answers 401', async () => {
		const reply = await shop.shopper().post( '/cart/items', { id: 17 }, { nonce: false } );
		expect( reply.status ).toBe( 401 );
	} );
} );

describe( '/cart/coupons', () => {
	it( 'given a cart › when POST /cart/coupons › answers 201 with the coupon object', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/items', { id: 17 } );
		const reply = await shopper.post( '/cart/coupons', { code: 'DESCUENTO10' } );
		expect( reply.status ).toBe( 201 );
		expect( reply.body ).toMatchObject( {
			code: 'DESCUENTO10',
			discount_type: 'percent',
			totals: { total_discount: '400', total_discount_tax: '84' },
		} );
	} );

	it( 'given an applied coupon › when GET /cart/coupons and /cart/coupons/{code} › lists and returns it', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/items', { id: 17 } );
		await shopper.post( '/cart/coupons', { code: 'DESCUENTO10' } );
		expect( ( await shopper.get( '/cart/coupons' ) ).body ).toHaveLength( 1 );
		expect( ( await shopper.get( '/cart/coupons/DESCUENTO10' ) ).body.code ).toBe(
			'DESCUENTO10'
		);
	} );

	it( 'given a code not in the cart › when GET /cart/coupons/{code} › answers 404 woocommerce_rest_cart_coupon_invalid_code', async () => {
		const reply = await shop.shopper().get( '/cart/coupons/DESCUENTO10' );
		expect( reply.status ).toBe( 404 );
		expect( reply.body.code ).toBe( 'woocommerce_rest_cart_coupon_invalid_code' );
		expect( reply.body.message ).toBe( 'Coupon does not exist in the cart.' );
	} );

	it( 'given an applied coupon › when DELETE /cart/coupons/{code} › answers 204 and removes it', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/items', { id: 17 } );
		await shopper.post( '/cart/coupons', { code: 'DESCUENTO10' } );
		expect( ( await shopper.delete( '/cart/coupons/DESCUENTO10' ) ).status ).toBe( 204 );
		expect( ( await shopper.get( '/cart' ) ).body.coupons ).toEqual( [] );
	} );

	it( 'given applied coupons › when DELETE /cart/coupons › answers 200 with []', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/items', { id: 17 } );
		await shopper.post( '/cart/coupons', { code: 'DESCUENTO10' } );
		const reply = await shopper.delete( '/cart/coupons' );
		expect( reply.status ).toBe( 200 );
		expect( reply.body ).toEqual( [] );
	} );
} );
