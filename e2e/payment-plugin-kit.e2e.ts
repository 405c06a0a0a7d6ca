/** End-to-end tests in Chromium: the payment-plugin kit — an integration loaded with --plugin, a gateway declared by configuration, a late registration, the debug panel's last attempt. */

import { join } from 'node:path';

import { readGatewaysConfigFile } from '@cesta/mocks/server';

import {
	MADRID_GUEST,
	SHOP,
	fillGuestCheckout,
	placeOrderButton,
	placeOrderRequests,
	placedOrders,
	waitForCheckoutToSettle,
	waitForOrderReceived,
} from './support/checkout';
import { setupDemoShop } from './support/demo-suite';
import { TEST_CARD_PLUGIN, injectPaymentPlugin } from './support/payment-plugin';
import { es } from './support/spanish';

const EXAMPLES = join( __dirname, '..', 'demo', 'examples' );
const { gateways } = readGatewaysConfigFile( join( EXAMPLES, 'gateways.json' ) );
// What `npm start -- --plugin … --gateways …` maps to.
const suite = setupDemoShop( {
	plugins: [ join( EXAMPLES, 'example-payment-integration.js' ) ],
	gateways,
} );

const RICE_COOKER = 'Arrocera';
const WALLET = gateways.find( ( gateway ) => gateway.id === 'cesta_example_wallet' )!;
const DECLINING = gateways.find( ( gateway ) => gateway.id === 'cesta_example_declined' )!;
/** The example integration's own texts. */
const WALLET_FIELD = 'Código del monedero';
const WALLET_REQUIRED = 'Escribe el código de tu monedero.';
/** What the configuration scripts the always-declining gateway to answer. */
const DECLINED_MESSAGE = 'La pasarela ha rechazado el pago.';
/** How long after the checkout rendered the late plugin arrives. */
const LATE_PLUGIN_DELAY_MS = 2000;

const paymentOptions = () =>
	suite.shopper.page.getByRole( 'group', { name: es( 'Payment options' ) } ).last();
const methodRadio = ( title: string ) =>
	paymentOptions().getByRole( 'radio', { name: title, exact: true } );

/** A product in the cart, the checkout open (rendered) and filled in. */
const openFilledCheckout = async () => {
	const { shopper } = suite;
	await shopper.addToCart( RICE_COOKER );
	await shopper.page.goto( '/checkout/' );
	await fillGuestCheckout( shopper.page, MADRID_GUEST );
};

const placeOrder = async () => {
	const { page, watch } = suite.shopper;
	// The address pushed as its fields were left is in: while the rates are recalculated the button is disabled, and a click then does nothing.
	await waitForCheckoutToSettle( page, watch );
	await placeOrderButton( page ).click();
};

/**
 * The one order placed: its POST /checkout named the wallet's gateway and
 * carried `code` as `example_wallet_code`, and the shop recorded it paid.
 */
const expectPaidByWallet = ( orderId: number, code: string ) => {
	const [ sent ] = placeOrderRequests( suite.shopper.watch );
	const body = JSON.parse( sent!.body! ) as {
		payment_method: string;
		payment_data: Array< { key: string; value: unknown } >;
	};
	expect( body.payment_method ).toBe( WALLET.id );
	expect( body.payment_data ).toEqual(
		expect.arrayContaining( [ { key: 'example_wallet_code', value: code } ] )
	);
	expect( placedOrders( suite.demo.engine, MADRID_GUEST.email ) ).toEqual( [
		expect.objectContaining( { id: orderId, paymentMethod: WALLET.id, status: 'processing' } ),
	] );
};

describe( 'the payment-plugin kit (npm start -- --plugin … --gateways …)', () => {
	it( 'given the example integration › it is offered; with its field empty its validation blocks the order; filled, the order is placed with the field in payment_data, and the debug panel shows the observers and the POST /checkout', async () => {
		const { shopper } = suite;
		const { page } = shopper;
		await openFilledCheckout();

		await methodRadio( WALLET.title ).check();
		await placeOrder();
		await page.getByText( WALLET_REQUIRED ).waitFor();
		await page.waitForLoadState( 'networkidle' );
		expect( placeOrderRequests( shopper.watch ) ).toEqual( [] );

		await page.getByRole( 'textbox', { name: WALLET_FIELD } ).fill( '4321' );
		await placeOrder();
		expectPaidByWallet( await waitForOrderReceived( page ), '4321' );

		await page.goto( '/__debug/' );
		const section = page.getByRole( 'region', { name: es( 'Last order attempt' ) } );
		const observers = section.getByRole( 'table' ).first();
		// The rows of the wallet's own observers (its express button registers some too).
		const walletRow = ( observer: string ) =>
			observers
				.getByRole( 'row' )
				.filter( { has: page.getByRole( 'cell', { name: observer, exact: true } ) } )
				.filter( { has: page.getByRole( 'cell', { name: WALLET.id, exact: true } ) } );
		for ( const observer of [
			'onCheckoutValidation',
			'onPaymentSetup',
			'onCheckoutSuccess',
		] ) {
			await expect( walletRow( observer ).count() ).resolves.toBe( 1 );
		}
		await expect( walletRow( 'onPaymentSetup' ).textContent() ).resolves.toContain(
			'"example_wallet_code": "4321"'
		);
		const pairs = section.getByRole( 'table', { name: 'payment_data' } );
		await expect(
			pairs.getByRole( 'row' ).filter( { hasText: 'example_wallet_code' } ).textContent()
		).resolves.toContain( '"4321"' );
		await expect( section.textContent() ).resolves.toContain(
			es( 'Server answer (HTTP %d)' ).replace( '%d', '200' )
		);
	} );

	it( 'given the example integration’s express button › one click places the order with the wallet’s gateway and the code its express observer hands over', async () => {
		const { shopper } = suite;
		const { page, watch } = shopper;
		await openFilledCheckout();
		await waitForCheckoutToSettle( page, watch );

		await page.getByRole( 'button', { name: `Pagar con ${ WALLET.title }` } ).click();
		expectPaidByWallet( await waitForOrderReceived( page ), 'EXPRES' );
	} );

	it( 'given a gateway declared only in the configuration, scripted to fail › its refusal shows in the payment notices; the shopper switches to bank transfer and the order is placed', async () => {
		const { shopper, demo } = suite;
		const { page } = shopper;
		// The shop answers a refused payment with 400, which Chromium logs.
		suite.allowConsoleErrors( /status of 400 \(Bad Request\)/ );
		await openFilledCheckout();

		await methodRadio( DECLINING.title ).check();
		await placeOrder();
		const refusal = page.getByRole( 'alert' ).filter( { hasText: DECLINED_MESSAGE } );
		await refusal.waitFor();
		// The payment step holds it (its notices, above the methods), not the checkout's notices above the form.
		await expect(
			refusal.evaluate( ( alert ) => {
				const step = alert.closest( '.wc-block-checkout__payment-method' );
				return step ? 'payment step' : alert.parentElement?.closest( '[class]' )?.className;
			} )
		).resolves.toBe( 'payment step' );

		await methodRadio( SHOP.bacs.title ).check();
		await placeOrder();
		const orderId = await waitForOrderReceived( page );
		// The refused attempt and the paid one are the same order, as WooCommerce keeps the draft.
		expect(
			placedOrders( demo.engine, MADRID_GUEST.email ).map( ( order ) => [
				order.id,
				order.paymentMethod,
				order.status,
			] )
		).toEqual( [ [ orderId, 'bacs', 'on-hold' ] ] );
		const [ refused, paid ] = placeOrderRequests( shopper.watch );
		expect( JSON.parse( refused!.body! ) ).toMatchObject( { payment_method: DECLINING.id } );
		expect( JSON.parse( paid!.body! ) ).toMatchObject( { payment_method: 'bacs' } );
	} );

	it( 'given a plugin script that arrives 2 s after the checkout rendered › its method is offered without a reload and pays', async () => {
		const { shopper } = suite;
		const { page } = shopper;
		await openFilledCheckout();
		await methodRadio( SHOP.bacs.title ).waitFor();
		const navigations: string[] = [];
		page.on( 'framenavigated', ( frame ) => navigations.push( frame.url() ) );

		await page.waitForTimeout( LATE_PLUGIN_DELAY_MS );
		await injectPaymentPlugin( page, TEST_CARD_PLUGIN );

		await methodRadio( SHOP.testCard.title ).check();
		expect( navigations ).toEqual( [] );
		await page.getByRole( 'textbox', { name: 'Token de la tarjeta' } ).fill( 'tok_visa' );
		await placeOrder();
		await waitForOrderReceived( page );
		const [ sent ] = placeOrderRequests( shopper.watch );
		expect( ( JSON.parse( sent!.body! ) as { payment_method: string } ).payment_method ).toBe(
			SHOP.testCard.id
		);
	} );
} );
