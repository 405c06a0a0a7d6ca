/**
 * @jest-environment node
 *
 * Conformance tests of the address fields an order requires (issue 10 item
 * 12): the shop's field options and each country's locale decide, at
 * POST /checkout time; update-customer never requires anything.
 */
import { MADRID_BILLING, MADRID_SHIPPING } from './shopper';
import { loadSample } from './samples';
import { serveShopForThisFile } from './server';
import type { Shopper } from './shopper';

const shop = serveShopForThisFile();

const withItem = async ( server = shop ): Promise< Shopper > => {
	const shopper = await server.shopper().start();
	await shopper.post( '/cart/add-item', { id: 17 } );
	return shopper;
};

/** The captured bank-transfer checkout, with the addresses changed as given. */
const capturedOrder = (
	billing: Record< string, string > = {},
	shipping: Record< string, string > = {}
) => {
	const body = loadSample( 'checkout-post-bacs' ).request.body as {
		billing_address: Record< string, string >;
		shipping_address: Record< string, string >;
	};
	return {
		...body,
		billing_address: { ...body.billing_address, ...billing },
		shipping_address: { ...body.shipping_address, ...shipping },
	};
};

describe( 'given the sample shop, whose checkout form requires the phone (as the captured defaultFields do)', () => {
	it( 'when the captured order is placed with an empty shipping phone › it is accepted, as WooCommerce 9.9.5 does', async () => {
		const reply = await (
			await withItem()
		).post( '/checkout', capturedOrder( {}, { phone: '' } ) );

		expect( reply.status ).toBe( 200 );
		expect( reply.body.status ).toBe( 'on-hold' );
		expect( reply.body.shipping_address.phone ).toBe( '' );
	} );

	it( 'when the billing phone is empty too › the order is still accepted: the Store API never requires the phone', async () => {
		const reply = await (
			await withItem()
		).post( '/checkout', capturedOrder( { phone: '' }, { phone: '' } ) );

		expect( reply.status ).toBe( 200 );
		expect( reply.body.billing_address.phone ).toBe( '' );
	} );

	it( 'when the shipping city is empty › answers 400 woocommerce_rest_invalid_address with the order-time label "Town / City"', async () => {
		const reply = await (
			await withItem()
		).post( '/checkout', capturedOrder( {}, { city: '' } ) );

		expect( reply.status ).toBe( 400 );
		expect( reply.body ).toMatchObject( {
			code: 'woocommerce_rest_invalid_address',
			message:
				'There was a problem with the provided shipping address: Town / City is required',
			data: { status: 400, errors: { shipping: [ 'Town / City is required' ] } },
		} );
	} );

	it( 'when a Spanish address has no province › the locale names the field "Province"', async () => {
		const reply = await (
			await withItem()
		).post( '/checkout', capturedOrder( {}, { state: '' } ) );

		expect( reply.body.data.errors ).toEqual( { shipping: [ 'Province is required' ] } );
	} );

	it( 'when both addresses miss fields › the shipping address is reported first and data.errors lists both, in field order', async () => {
		const reply = await (
			await withItem()
		).post(
			'/checkout',
			capturedOrder( { first_name: '', postcode: '' }, { address_1: ' ', city: '' } )
		);

		expect( reply.body.message ).toBe(
			'There was a problem with the provided shipping address: Street address is required, Town / City is required'
		);
		expect( reply.body.data.errors ).toEqual( {
			shipping: [ 'Street address is required', 'Town / City is required' ],
			billing: [ 'First name is required', 'Postcode / ZIP is required' ],
		} );
	} );

	it( 'when the company and the apartment are empty › nothing is missing: the shop hides the company and makes the apartment optional', async () => {
		const reply = await (
			await withItem()
		).post(
			'/checkout',
			capturedOrder( { company: '', address_2: '' }, { company: '', address_2: '' } )
		);

		expect( reply.status ).toBe( 200 );
	} );

	it.each( [
		[ 'PT', 'Portuguese', { country: 'PT', state: '', postcode: '1100-148', city: 'Lisboa' } ],
		[ 'DE', 'German', { country: 'DE', state: '', postcode: '10115', city: 'Berlin' } ],
	] )(
		'when the %s billing address has no state › it is accepted (the %s locale does not require it)',
		async ( _country, _adjective, billing ) => {
			const reply = await ( await withItem() ).post( '/checkout', capturedOrder( billing ) );

			expect( reply.status ).toBe( 200 );
		}
	);

	it.each( [
		[
			'IE',
			'Eircode is required',
			{ country: 'IE', state: 'D', city: 'Dublin', postcode: '' },
		],
		[
			'US',
			'ZIP Code is required',
			{ country: 'US', state: 'NY', city: 'New York', postcode: '' },
		],
	] )(
		'when the %s billing address has no postcode › the locale label names it: "%s"',
		async ( _country, message, billing ) => {
			const reply = await ( await withItem() ).post( '/checkout', capturedOrder( billing ) );

			expect( reply.status ).toBe( 400 );
			expect( reply.body.data.errors ).toEqual( { billing: [ message ] } );
		}
	);

	it( 'when update-customer sends addresses with empty required fields › it answers 200 and stores them: required fields are only checked at order time', async () => {
		const shopper = await withItem();
		const reply = await shopper.post( '/cart/update-customer', {
			billing_address: { ...MADRID_BILLING, phone: '', city: '', postcode: '' },
			shipping_address: { ...MADRID_SHIPPING, phone: '', first_name: '' },
		} );

		expect( reply.status ).toBe( 200 );
		expect( reply.body.billing_address ).toMatchObject( { phone: '', city: '', postcode: '' } );
		expect( reply.body.shipping_address ).toMatchObject( { phone: '', first_name: '' } );
	} );
} );

describe( 'given a shop that requires the company and the apartment', () => {
	const strict = serveShopForThisFile( {
		engineOptions: {
			settings: {
				coreFields: { company: 'required', address_2: 'required', phone: 'hidden' },
			},
		},
	} );

	it( 'when both are empty in both addresses › each address reports them with their order-time labels', async () => {
		const reply = await (
			await withItem( strict )
		).post(
			'/checkout',
			capturedOrder( { company: '', address_2: '' }, { company: '', address_2: '' } )
		);

		expect( reply.status ).toBe( 400 );
		expect( reply.body.data.errors ).toEqual( {
			shipping: [ 'Company name is required', 'Apartment, suite, unit, etc. is required' ],
			billing: [ 'Company name is required', 'Apartment, suite, unit, etc. is required' ],
		} );
	} );

	it( 'when they are filled › the order goes through', async () => {
		const reply = await (
			await withItem( strict )
		).post(
			'/checkout',
			capturedOrder(
				{ company: 'Cesta S.L.', address_2: '2º izquierda' },
				{ company: 'Cesta S.L.', address_2: '2º izquierda' }
			)
		);

		expect( reply.status ).toBe( 200 );
	} );
} );

describe( 'given a shop whose site language is Spanish', () => {
	const spanish = serveShopForThisFile( { engineOptions: { siteLocale: 'es_ES' } } );

	it( 'when the shipping city is empty › the message is in Spanish', async () => {
		const reply = await (
			await withItem( spanish )
		).post( '/checkout', capturedOrder( {}, { city: '', phone: '' } ) );

		expect( reply.body.message ).toBe(
			'Ha habido un problema con la dirección de envío indicada: Localidad / Ciudad es obligatorio'
		);
	} );
} );
