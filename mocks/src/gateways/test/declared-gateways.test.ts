/** Tests of declared gateways in the simulated shop: listed in the cart, and POST /checkout answers as scripted. */

import { createEngine } from '../../engine/engine';
import type { PlaceOrderInput } from '../../engine/checkout/checkout-input';
import { withDeclaredGateways } from '../declared-gateways';
import { parseGatewaysConfig } from '../parse-gateways-config';

const CONFIG = parseGatewaysConfig(
	JSON.stringify( {
		gateways: [
			{
				id: 'monedero',
				title: 'Monedero',
				description: 'Paga con tu monedero.',
				outcome: { result: 'success' },
				outcomesByPaymentData: {
					key: 'codigo',
					values: {
						'0000': { result: 'failure', message: 'El monedero no tiene saldo.' },
						'5000': { result: 'error', message: 'El monedero no responde.' },
						'7000': { result: 'pending', redirectUrl: '/pasarela/?pedido={order_id}' },
					},
				},
			},
			{
				id: 'transferencia_lenta',
				title: 'Transferencia lenta',
				needsPayment: false,
				outcome: { result: 'pending', redirectUrl: '{order_received_url}&paso=banco' },
			},
			{
				id: 'siempre_rechaza',
				title: 'Siempre rechaza',
				outcome: { result: 'failure', message: 'Pago rechazado por la pasarela.' },
			},
		],
	} ),
	'test'
);

const SITE_URL = 'http://tienda.test';
const billing = {
	first_name: 'Ana',
	last_name: 'Gil',
	company: '',
	address_1: 'Calle Mayor 1',
	address_2: '',
	city: 'Madrid',
	state: 'M',
	postcode: '28013',
	country: 'ES',
	phone: '600000000',
	email: 'ana@example.com',
};

const shopWithCart = () => {
	const engine = createEngine( withDeclaredGateways( { siteUrl: SITE_URL }, CONFIG.gateways ) );
	const session = engine.newGuestId();
	engine.addItem( session, { id: 17, quantity: 1, variation: [] } );
	return { engine, session };
};

const pay = ( paymentMethod: string, paymentData: PlaceOrderInput[ 'payment_data' ] = [] ) => {
	const { engine, session } = shopWithCart();
	const result = engine.placeOrder( session, {
		billing_address: billing,
		payment_method: paymentMethod,
		payment_data: paymentData,
	} );
	const order = engine.deps.orders.all().find( ( entry ) => entry.id === result.body.order_id );
	return { result, order };
};

describe( 'gateways declared to the simulated shop', () => {
	it( 'given a configuration › the cart lists them after the shop’s own gateways, in its order', () => {
		const { engine, session } = shopWithCart();
		expect( engine.getCart( session ).payment_methods ).toEqual( [
			'bacs',
			'cheque',
			'cod',
			'cesta_test_card',
			'monedero',
			'transferencia_lenta',
			'siempre_rechaza',
		] );
	} );

	it( 'given no gateways › the options are unchanged', () => {
		const options = { siteUrl: SITE_URL };
		expect( withDeclaredGateways( options, [] ) ).toBe( options );
	} );

	it( 'given a declared gateway with the id of one of the shop’s › it replaces it in place', () => {
		const engine = createEngine(
			withDeclaredGateways( {}, [
				{ ...CONFIG.gateways[ 2 ]!, id: 'cheque', title: 'Cheque con guion' },
			] )
		);
		expect(
			engine.context.fixtures.paymentGateways.map( ( gateway ) => gateway.title )
		).toEqual( [
			'Transferencia bancaria directa',
			'Cheque con guion',
			'Contra reembolso',
			'Tarjeta de prueba',
		] );
		expect( engine.getCart( engine.newGuestId() ).payment_methods ).toEqual( [
			'bacs',
			'cheque',
			'cod',
			'cesta_test_card',
		] );
	} );

	it( 'given the default success › the order is paid (processing) and goes to the order-received page', () => {
		const { result, order } = pay( 'monedero', [ { key: 'codigo', value: '1234' } ] );
		expect( result.status ).toBe( 200 );
		expect( order?.status ).toBe( 'processing' );
		expect( result.body.payment_result ).toEqual( {
			payment_status: 'success',
			payment_details: [
				{ key: 'result', value: 'success' },
				{ key: 'redirect', value: result.body.payment_result!.redirect_url },
			],
			redirect_url: expect.stringMatching(
				/^http:\/\/tienda\.test\/checkout\/order-received\/\d+\/\?key=wc_order_/
			),
		} );
	} );

	it( 'given a payment_data value scripted to fail › HTTP 400 with the scripted message, the order failed', () => {
		const { result, order } = pay( 'monedero', [ { key: 'codigo', value: '0000' } ] );
		expect( result.status ).toBe( 400 );
		expect( order?.status ).toBe( 'failed' );
		expect( result.body.payment_result ).toEqual( {
			payment_status: 'failure',
			payment_details: [ { key: 'message', value: 'El monedero no tiene saldo.' } ],
			redirect_url: '',
		} );
	} );

	it( 'given a payment_data value scripted to error › HTTP 500 with the scripted message, the order still pending', () => {
		const { result, order } = pay( 'monedero', [ { key: 'codigo', value: '5000' } ] );
		expect( result.status ).toBe( 500 );
		expect( order?.status ).toBe( 'pending' );
		expect( result.body.payment_result!.payment_details ).toEqual( [
			{ key: 'message', value: 'El monedero no responde.' },
		] );
	} );

	it( 'given a pending outcome with a path › HTTP 202, the order pending, redirected on the shop’s origin with the order id', () => {
		const { result, order } = pay( 'monedero', [ { key: 'codigo', value: '7000' } ] );
		expect( result.status ).toBe( 202 );
		expect( order?.status ).toBe( 'pending' );
		expect( result.body.payment_result!.payment_status ).toBe( 'pending' );
		expect( result.body.payment_result!.redirect_url ).toBe(
			`${ SITE_URL }/pasarela/?pedido=${ order!.id }`
		);
	} );

	it( 'given a pending outcome to {order_received_url} › the redirect is the order-received page with the extra query', () => {
		const { result } = pay( 'transferencia_lenta' );
		expect( result.body.payment_result!.redirect_url ).toMatch(
			/\/checkout\/order-received\/\d+\/\?key=wc_order_[^&]+&paso=banco$/
		);
	} );

	it( 'given an offline gateway scripted to succeed › the order is on hold', () => {
		const engine = createEngine(
			withDeclaredGateways( {}, [
				{ ...CONFIG.gateways[ 1 ]!, outcome: { result: 'success' } },
			] )
		);
		const session = engine.newGuestId();
		engine.addItem( session, { id: 17, quantity: 1, variation: [] } );
		const result = engine.placeOrder( session, {
			billing_address: billing,
			payment_method: 'transferencia_lenta',
		} );
		expect(
			engine.deps.orders.all().find( ( order ) => order.id === result.body.order_id )?.status
		).toBe( 'on-hold' );
	} );

	it( 'given a gateway that always fails › the shopper can pay again with another method', () => {
		const { engine, session } = shopWithCart();
		const refused = engine.placeOrder( session, {
			billing_address: billing,
			payment_method: 'siempre_rechaza',
		} );
		expect( refused.status ).toBe( 400 );
		expect( refused.body.payment_result!.payment_details ).toEqual( [
			{ key: 'message', value: 'Pago rechazado por la pasarela.' },
		] );
		const paid = engine.placeOrder( session, {
			billing_address: billing,
			payment_method: 'cod',
		} );
		expect( paid.status ).toBe( 200 );
	} );
} );
