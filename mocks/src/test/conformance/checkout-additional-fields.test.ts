/**
 * @jest-environment node
 *
 * Conformance tests of additional checkout fields (`additional_fields`) on
 * POST and PUT /checkout: what is kept, what is answered, and the errors
 * WooCommerce gives for required fields and wrong values (CheckoutSchema's
 * argument check, then the checkout route's own required-field check).
 */
import { GIFT_NOTE_FIELD, NEWSLETTER_FIELD } from '../../engine/core/field-settings';
import type { AdditionalFieldSetting } from '../../engine/core/field-settings';
import { MADRID_BILLING, MADRID_SHIPPING } from './shopper';
import { serveShopForThisFile } from './server';
import type { Shopper } from './shopper';

const GIFT_NOTE = GIFT_NOTE_FIELD.id;
const NEWSLETTER = NEWSLETTER_FIELD.id;
const DELIVERY_TIME: AdditionalFieldSetting = {
	id: 'cesta-demo/horario',
	location: 'order',
	type: 'select',
	required: true,
	label: { en_US: 'Delivery time', es_ES: 'Horario de entrega' },
	options: [
		{ value: 'manana', label: { en_US: 'Morning', es_ES: 'Mañana' } },
		{ value: 'tarde', label: { en_US: 'Afternoon', es_ES: 'Tarde' } },
	],
};

const shop = serveShopForThisFile();
const strict = serveShopForThisFile( {
	engineOptions: {
		settings: {
			additionalFields: [ NEWSLETTER_FIELD, { ...GIFT_NOTE_FIELD, required: true } ],
		},
	},
} );
const withSelect = serveShopForThisFile( {
	engineOptions: { settings: { additionalFields: [ DELIVERY_TIME ] } },
} );

const withItem = async ( server = shop ): Promise< Shopper > => {
	const shopper = await server.shopper().start();
	await shopper.post( '/cart/add-item', { id: 17 } );
	return shopper;
};

const order = ( extra: Record< string, unknown > = {} ) => ( {
	billing_address: MADRID_BILLING,
	shipping_address: MADRID_SHIPPING,
	payment_method: 'bacs',
	payment_data: [],
	...extra,
} );

describe( 'given the sample shop (an optional gift note and an optional newsletter checkbox)', () => {
	it( 'when an order is placed without additional_fields › it goes through with additional_fields {} as captured', async () => {
		const reply = await ( await withItem() ).post( '/checkout', order() );

		expect( reply.status ).toBe( 200 );
		expect( reply.body.additional_fields ).toEqual( {} );
	} );

	it( 'when both fields and an unknown one are posted › the shop’s fields are kept and answered, the unknown one dropped', async () => {
		const reply = await (
			await withItem()
		).post(
			'/checkout',
			order( {
				additional_fields: {
					[ GIFT_NOTE ]: '  <b>Para Ana</b>, con cariño ',
					[ NEWSLETTER ]: true,
					'otra-extension/campo': 'x',
				},
			} )
		);

		expect( reply.status ).toBe( 200 );
		expect( reply.body.additional_fields ).toEqual( {
			[ GIFT_NOTE ]: 'Para Ana, con cariño',
			[ NEWSLETTER ]: true,
		} );
	} );

	it.each( [
		[ "'false'", false, 'false' ],
		[ "'0'", false, '0' ],
		[ '1', true, 1 ],
	] )(
		'when the checkbox is posted as %s › it is answered as the boolean %s',
		async ( _shown, expected, posted ) => {
			const reply = await (
				await withItem()
			).post( '/checkout', order( { additional_fields: { [ NEWSLETTER ]: posted } } ) );

			expect( reply.body.additional_fields ).toEqual( { [ NEWSLETTER ]: expected } );
		}
	);

	it( 'when a draft is updated with PUT and __experimental_calc_totals › notes, payment method and fields are stored and the cart comes back', async () => {
		const shopper = await withItem();
		const reply = await shopper.put(
			'/checkout',
			{
				order_notes: 'Dejar en conserjería',
				payment_method: 'cod',
				additional_fields: { [ GIFT_NOTE ]: 'Feliz cumpleaños' },
			},
			{ query: { __experimental_calc_totals: 'true' } }
		);

		expect( reply.status ).toBe( 200 );
		expect( reply.body ).toMatchObject( {
			status: 'checkout-draft',
			customer_note: 'Dejar en conserjería',
			payment_method: 'cod',
			payment_result: null,
			additional_fields: { [ GIFT_NOTE ]: 'Feliz cumpleaños' },
		} );
		expect( reply.body.__experimentalCart.totals.total_price ).toBe( '5438' );

		const draft = ( await shopper.get( '/checkout' ) ).body;
		expect( draft ).toMatchObject( {
			order_id: reply.body.order_id,
			customer_note: 'Dejar en conserjería',
			payment_method: 'cod',
			additional_fields: { [ GIFT_NOTE ]: 'Feliz cumpleaños' },
			__experimentalCart: null,
		} );
	} );

	it( 'when a contact field was placed with an order › the next checkout answers it again, the order field not', async () => {
		const shopper = await withItem();
		await shopper.post(
			'/checkout',
			order( { additional_fields: { [ NEWSLETTER ]: true, [ GIFT_NOTE ]: 'Para Ana' } } )
		);
		await shopper.post( '/cart/add-item', { id: 17 } );
		const next = ( await shopper.get( '/checkout' ) ).body;

		expect( next.additional_fields ).toEqual( { [ NEWSLETTER ]: true } );
	} );
} );

describe( 'given a shop whose gift note is required', () => {
	it( 'when an order is placed without additional_fields › answers 400 rest_missing_callback_param', async () => {
		const reply = await ( await withItem( strict ) ).post( '/checkout', order() );

		expect( reply.status ).toBe( 400 );
		expect( reply.body ).toEqual( {
			code: 'rest_missing_callback_param',
			message: 'Missing parameter(s): additional_fields',
			data: { status: 400, params: [ 'additional_fields' ] },
		} );
	} );

	it( 'when additional_fields lacks the note › answers 400 rest_invalid_param: the schema finds no string, and names location and key', async () => {
		const reply = await (
			await withItem( strict )
		).post( '/checkout', order( { additional_fields: { [ NEWSLETTER ]: false } } ) );

		expect( reply.status ).toBe( 400 );
		expect( reply.body ).toEqual( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): additional_fields',
			data: {
				status: 400,
				params: { additional_fields: 'cesta-demo/gift-note is not of type string.' },
				details: {
					additional_fields: {
						code: 'rest_invalid_type',
						message: 'cesta-demo/gift-note is not of type string.',
						data: { location: 'order', key: GIFT_NOTE },
						additional_data: [ { param: GIFT_NOTE } ],
					},
				},
			},
		} );
	} );

	it( 'when the note is sent blank › answers 400 rest_invalid_param with woocommerce_required_checkout_field and the field’s label', async () => {
		const reply = await (
			await withItem( strict )
		).post( '/checkout', order( { additional_fields: { [ GIFT_NOTE ]: '   ' } } ) );

		expect( reply.status ).toBe( 400 );
		expect( reply.body ).toEqual( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): additional_fields',
			data: {
				status: 400,
				params: { additional_fields: 'Gift note is required' },
				details: {
					additional_fields: {
						code: 'woocommerce_required_checkout_field',
						message: 'Gift note is required',
						data: { key: GIFT_NOTE },
					},
				},
			},
		} );
	} );

	it( 'when the note is sent › the order goes through and keeps it', async () => {
		const reply = await (
			await withItem( strict )
		).post( '/checkout', order( { additional_fields: { [ GIFT_NOTE ]: 'Para Ana' } } ) );

		expect( reply.status ).toBe( 200 );
		expect( reply.body.additional_fields ).toEqual( { [ GIFT_NOTE ]: 'Para Ana' } );
	} );

	it( 'when a draft is updated without the note › PUT accepts it: only what is sent is checked', async () => {
		const reply = await (
			await withItem( strict )
		).put( '/checkout', { additional_fields: { [ NEWSLETTER ]: true } } );

		expect( reply.status ).toBe( 200 );
		expect( reply.body.additional_fields ).toEqual( { [ NEWSLETTER ]: true } );
	} );

	it( 'when a draft is updated with the note blank › PUT answers 400 "Gift note is required"', async () => {
		const reply = await (
			await withItem( strict )
		).put( '/checkout', { additional_fields: { [ GIFT_NOTE ]: '' } } );

		expect( reply.status ).toBe( 400 );
		expect( reply.body.data.details.additional_fields.code ).toBe(
			'woocommerce_required_checkout_field'
		);
	} );
} );

describe( 'given a shop with a required select', () => {
	it( 'when a value outside its options is sent › answers 400 rest_not_in_enum listing the options', async () => {
		const reply = await (
			await withItem( withSelect )
		).post( '/checkout', order( { additional_fields: { [ DELIVERY_TIME.id ]: 'noche' } } ) );

		expect( reply.status ).toBe( 400 );
		expect( reply.body.data.details.additional_fields ).toEqual( {
			code: 'rest_not_in_enum',
			message: 'cesta-demo/horario is not one of manana and tarde.',
			data: { location: 'order', key: DELIVERY_TIME.id },
		} );
	} );

	it( 'when one of its options is sent › the order goes through', async () => {
		const reply = await (
			await withItem( withSelect )
		).post( '/checkout', order( { additional_fields: { [ DELIVERY_TIME.id ]: 'tarde' } } ) );

		expect( reply.status ).toBe( 200 );
		expect( reply.body.additional_fields ).toEqual( { [ DELIVERY_TIME.id ]: 'tarde' } );
	} );
} );
