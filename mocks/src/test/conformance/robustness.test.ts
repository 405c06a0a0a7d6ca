/**
 * @jest-environment node
 *
 * Tests that malformed requests never change the cart and never get a 5xx.
 */
import { serveShopForThisFile } from './server';
import type { Shopper } from './shopper';

const shop = serveShopForThisFile();

/** A shopper holding one fan, and the cart as it was before the bad request. */
const withFan = async (): Promise< { shopper: Shopper; before: unknown } > => {
	const shopper = await shop.shopper().start();
	await shopper.post( '/cart/add-item', { id: 17, quantity: 2 } );
	return { shopper, before: ( await shopper.get( '/cart' ) ).body };
};

const expectUnchanged = async ( shopper: Shopper, before: unknown ) => {
	expect( ( await shopper.get( '/cart' ) ).body ).toEqual( before );
};

describe( 'malformed requests never change the cart and never get a 500', () => {
	it.each( [
		[ 'a string id', { id: 'diecisiete', quantity: 1 }, 'rest_invalid_param' ],
		[ 'a quantity with decimals', { id: 17, quantity: 1.5 }, 'rest_invalid_param' ],
		[ 'a quantity beyond any integer', { id: 17, quantity: 1e20 }, 'rest_invalid_param' ],
		[
			'a negative quantity',
			{ id: 17, quantity: -3 },
			'woocommerce_rest_product_invalid_quantity',
		],
		[ 'a zero quantity', { id: 17, quantity: 0 }, 'woocommerce_rest_product_invalid_quantity' ],
		[
			'an unknown product',
			{ id: 123456, quantity: 1 },
			'woocommerce_rest_cart_invalid_product',
		],
		[
			'a variation list that is not a list',
			{ id: 27, variation: 'rojo' },
			'rest_invalid_param',
		],
		[ 'no id at all', { quantity: 1 }, 'rest_missing_callback_param' ],
	] )(
		'given %s › when add-item is posted › answers 400 %s and the cart is as before',
		async ( _case, body, code ) => {
			const { shopper, before } = await withFan();
			const reply = await shopper.post( '/cart/add-item', body );
			expect( reply.status ).toBe( 400 );
			expect( reply.body.code ).toBe( code );
			await expectUnchanged( shopper, before );
		}
	);

	it( 'given a wrong type › when add-item is posted › the error lists the param in data.params and data.details like WP core', async () => {
		const { shopper } = await withFan();
		const reply = await shopper.post( '/cart/add-item', { id: 'x' } );
		expect( reply.body ).toEqual( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): id',
			data: {
				status: 400,
				params: { id: 'id is not of type integer.' },
				details: {
					id: {
						code: 'rest_invalid_type',
						message: 'id is not of type integer.',
						data: { param: 'id' },
					},
				},
			},
		} );
	} );

	it( 'given a huge quantity for an existing line › when update-item is posted › answers 400 invalid_quantity, cart unchanged', async () => {
		const { shopper, before } = await withFan();
		const key = ( before as { items: Array< { key: string } > } ).items[ 0 ].key;
		const reply = await shopper.post( '/cart/update-item', { key, quantity: 100000 } );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'invalid_quantity' );
		await expectUnchanged( shopper, before );
	} );

	it( 'given unknown keys in the body › when add-item is posted › they are ignored as WordPress does', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.post( '/cart/add-item', {
			id: 17,
			quantity: 1,
			colour: 'azul',
			__proto__: { admin: true },
		} );
		expect( reply.status ).toBe( 201 );
	} );

	it( 'given a body that is not JSON › when posted › answers 400 rest_invalid_json, cart unchanged', async () => {
		const { shopper, before } = await withFan();
		const reply = await shopper.request( 'POST', '/cart/add-item', {
			raw: '{"id": 17, "quantity":',
		} );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'rest_invalid_json' );
		await expectUnchanged( shopper, before );
	} );

	it( 'given a JSON array as the body › when posted › answers 400 for the missing id, cart unchanged', async () => {
		const { shopper, before } = await withFan();
		const reply = await shopper.request( 'POST', '/cart/add-item', { raw: '[1,2,3]' } );
		expect( reply.status ).toBe( 400 );
		await expectUnchanged( shopper, before );
	} );

	it( 'given a 10 MB body › when posted › answers 413 rest_request_too_large, cart unchanged', async () => {
		const { shopper, before } = await withFan();
		const huge = JSON.stringify( {
			id: 17,
			quantity: 1,
			padding: 'x'.repeat( 10 * 1024 * 1024 ),
		} );
		const reply = await shopper.request( 'POST', '/cart/add-item', { raw: huge } );
		expect( reply.status ).toBe( 413 );
		expect( reply.body.code ).toBe( 'rest_request_too_large' );
		await expectUnchanged( shopper, before );
	} );

	it( 'given a form-encoded body › when posted › is read like a JSON one', async () => {
		const shopper = await shop.shopper().start();
		const reply = await shopper.request( 'POST', '/cart/add-item', {
			raw: 'id=21&quantity=2',
			contentType: 'application/x-www-form-urlencoded',
		} );
		expect( reply.status ).toBe( 201 );
		expect( reply.body.items[ 0 ].quantity ).toBe( 2 );
	} );

	it( 'given an address that is not an object › when update-customer is posted › answers 400, addresses unchanged', async () => {
		const { shopper, before } = await withFan();
		const reply = await shopper.post( '/cart/update-customer', {
			billing_address: 'Calle Mayor 1',
		} );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'rest_invalid_param' );
		await expectUnchanged( shopper, before );
	} );

	it( 'given one bad address in two › when update-customer is posted › neither address is stored', async () => {
		const { shopper, before } = await withFan();
		const reply = await shopper.post( '/cart/update-customer', {
			billing_address: { city: 'Sevilla' },
			shipping_address: { postcode: 'ABC', country: 'ES' },
		} );
		expect( reply.status ).toBe( 400 );
		await expectUnchanged( shopper, before );
	} );

	it( 'given a payment_data that is not a list › when checkout is posted › answers 400 and the cart survives', async () => {
		const { shopper, before } = await withFan();
		const reply = await shopper.post( '/checkout', {
			billing_address: {},
			payment_method: 'bacs',
			payment_data: 'tok_visa',
		} );
		expect( reply.status ).toBe( 400 );
		expect( reply.body.code ).toBe( 'rest_invalid_param' );
		expect( ( await shopper.get( '/cart' ) ).body.items ).toEqual(
			( before as { items: unknown } ).items
		);
	} );

	it( 'given a flood of odd bodies on every write route › when sent › no answer is a 5xx and nothing lands in the cart', async () => {
		const shopper = await shop.shopper().start();
		const bodies = [
			null,
			0,
			'x',
			[],
			{},
			{ id: null },
			{ id: {} },
			{ key: 5, quantity: 'a' },
			{ code: [] },
			{ rate_id: 7 },
		];
		const paths = [
			'/cart/add-item',
			'/cart/update-item',
			'/cart/remove-item',
			'/cart/apply-coupon',
			'/cart/select-shipping-rate',
			'/cart/update-customer',
			'/checkout',
			'/batch',
		];
		const statuses: number[] = [];
		for ( const path of paths ) {
			for ( const body of bodies ) {
				statuses.push(
					( await shopper.request( 'POST', path, { raw: JSON.stringify( body ) } ) )
						.status
				);
			}
		}
		expect( statuses.filter( ( status ) => status >= 500 ) ).toEqual( [] );
		// None of the bodies holds an address, so update-customer is a valid no-op (200) for all ten;
		// every other route refuses them.
		expect( statuses.filter( ( status ) => status < 400 ) ).toHaveLength( bodies.length );
		expect( ( await shopper.get( '/cart' ) ).body.items ).toEqual( [] );
	} );
} );
