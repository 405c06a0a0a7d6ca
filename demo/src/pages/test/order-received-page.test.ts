/**
 * The order-received page's HTML in each of its cases, rendered in a document
 * and checked with axe, from orders the simulated shop places; and the
 * address lines of other countries' formats.
 */
import { createEngine } from '@cesta/mocks';
import type { Engine } from '@cesta/mocks';
import { MADRID_BILLING, MADRID_SHIPPING } from '@cesta/test-utils/fixtures';
import { axe } from '@cesta/test-utils/dom';

import { loadShopTranslations } from '../../i18n';
import { orderConfirmation } from '../../shop/order-confirmation';
import { orderAddressLines } from '../order-address';
import type { OrderConfirmation } from '../order-details';
import { renderOrderReceivedContent } from '../order-received-page';
import type { OrderReceivedView } from '../order-received-page';

beforeAll( () => loadShopTranslations() );

/** Places an order for the fan in a new session; resolves what the page would show of it. */
const placedOrder = (
	engine: Engine,
	options: { pickup?: boolean; note?: string } = {}
): OrderConfirmation => {
	const session = engine.newGuestId();
	engine.addItem( session, { id: 17, quantity: 2, variation: [] } );
	if ( options.pickup ) {
		engine.selectShippingRate( session, 0, 'pickup_location:0' );
	}
	const { body } = engine.placeOrder( session, {
		billing_address: MADRID_BILLING,
		shipping_address: MADRID_SHIPPING,
		customer_note: options.note ?? '',
		payment_method: 'bacs',
		payment_data: [],
	} );
	const order = engine.getOrder(
		body.order_id,
		{ key: body.order_key, billingEmail: MADRID_BILLING.email },
		session
	);
	return orderConfirmation( engine, order, engine.deps.orders.get( body.order_id )! );
};

const show = ( view: OrderReceivedView ) => {
	document.documentElement.lang = 'es';
	document.body.innerHTML = `<main>${ renderOrderReceivedContent( view ) }</main>`;
	return document.body;
};

describe( 'the order-received page in a document', () => {
	it( 'given a bacs order › when shown › has one h1, the sections under h2 headings and a captioned table, and axe finds nothing', async () => {
		const body = show( { state: 'order', confirmation: placedOrder( createEngine() ) } );

		expect( [ ...body.querySelectorAll( 'h1, h2' ) ].map( ( h ) => h.textContent ) ).toEqual( [
			'Pedido recibido',
			'Nuestros datos bancarios',
			'Detalles del pedido',
			'Dirección de facturación',
			'Dirección de envío',
		] );
		expect( body.querySelector( 'table caption' )?.textContent ).toMatch(
			/^Productos del pedido \d+/
		);
		expect( body.querySelectorAll( '.woocommerce-order-overview dt' ) ).toHaveLength( 5 );
		expect( body.querySelector( 'td.product-quantity' )?.textContent ).toBe( '2' );
		expect( await axe( body ) ).toHaveNoViolations();
	} );

	it( 'given an order collected in store › when shown › axe finds nothing and the second column is the pickup location', async () => {
		const body = show( {
			state: 'order',
			confirmation: placedOrder( createEngine(), { pickup: true } ),
		} );

		expect( body.querySelector( '.woocommerce-column--pickup-location h2' )?.textContent ).toBe(
			'Lugar de recogida'
		);
		expect( body.querySelector( '.woocommerce-column--shipping-address' ) ).toBeNull();
		expect( await axe( body ) ).toHaveNoViolations();
	} );

	it.each< [ string, OrderReceivedView ] >( [
		[ 'the email form', { state: 'verify-email', failed: false, email: '' } ],
		[
			'the email form after a wrong email',
			{ state: 'verify-email', failed: true, email: 'x@example.com' },
		],
		[
			"a customer's order",
			{ state: 'restricted', loginUrl: '/mi-cuenta/?redirect_to=%2Fcheckout%2F' },
		],
		[
			'a wrong key',
			{
				state: 'invalid',
				message: 'Se ha proporcionado un ID o una clave de pedido no válidos.',
			},
		],
	] )( 'given %s › when shown › axe finds nothing', async ( _case, view ) => {
		expect( await axe( show( view ) ) ).toHaveNoViolations();
	} );

	it( 'given the email form after a wrong email › when shown › the field is invalid and described by the alert', () => {
		const body = show( { state: 'verify-email', failed: true, email: 'x@example.com' } );
		const field = body.querySelector( 'input[name="email"]' )!;

		expect( field.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect(
			body
				.querySelector( `#${ field.getAttribute( 'aria-describedby' ) }` )
				?.getAttribute( 'role' )
		).toBe( 'alert' );
	} );

	it( 'given a note with markup and two lines › when shown › prints it as text, one line under the other', () => {
		const confirmation = placedOrder( createEngine(), {
			note: '<img src=x onerror=alert(1)>\nSegunda línea',
		} );
		const body = show( { state: 'order', confirmation } );

		expect( body.querySelector( 'img' ) ).toBeNull();
		expect( body.querySelector( '.woocommerce-order-note p' )?.innerHTML ).toBe(
			'&lt;img src=x onerror=alert(1)&gt;<br>Segunda línea'
		);
	} );

	it( 'given a shop that shows prices with tax › when shown › line and subtotal include tax and the total says how much tax it includes', () => {
		const confirmation = placedOrder(
			createEngine( { settings: { taxDisplayCart: 'incl' } } )
		);
		const body = show( { state: 'order', confirmation } );
		const { items, totals } = confirmation.order;
		const lineWithTax =
			Number( items[ 0 ]!.totals.line_subtotal ) +
			Number( items[ 0 ]!.totals.line_subtotal_tax );

		expect( body.querySelector( 'td.product-total' )?.textContent ).toBe(
			`€${ ( lineWithTax / 100 ).toFixed( 2 ) }`
		);
		expect( body.querySelector( '.tax-total' ) ).toBeNull();
		expect( body.querySelector( '.includes_tax' )?.textContent ).toBe(
			`Incluye €${ ( Number( totals.total_tax ) / 100 ).toFixed( 2 ) } en impuestos`
		);
	} );
} );

describe( 'orderAddressLines', () => {
	const berlin = {
		first_name: 'Jonas',
		last_name: 'Weber',
		company: 'Weber GmbH',
		address_1: 'Unter den Linden 5',
		address_2: '',
		city: 'Berlin',
		state: '',
		postcode: '10117',
		country: 'DE',
	};

	it( "given a German address › when laid out for a Spanish shop › puts the company first, the postcode before the city and the country's Spanish name last", () => {
		expect( orderAddressLines( berlin, 'ES' ) ).toEqual( [
			'Weber GmbH',
			'Jonas Weber',
			'Unter den Linden 5',
			'10117 Berlin',
			'Alemania',
		] );
	} );

	it( "given an address in the shop's own country › when laid out › leaves the country out and names the province", () => {
		expect(
			orderAddressLines( { ...MADRID_SHIPPING, state: 'B', city: 'Barcelona' }, 'ES' )
		).toEqual( [ 'Lucía García', 'Calle de Alcalá 50', '28014 Barcelona', 'Barcelona' ] );
	} );

	it( 'given a French address › when laid out › writes the city in capitals', () => {
		expect(
			orderAddressLines(
				{ ...berlin, company: '', country: 'FR', city: 'Lyon', postcode: '69001' },
				'ES'
			)
		).toEqual( [ 'Jonas Weber', 'Unter den Linden 5', '69001 LYON', 'Francia' ] );
	} );
} );
