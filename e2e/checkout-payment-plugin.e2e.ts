/** End-to-end tests in Chromium: a payment plugin written for WooCommerce, a plain script on the checkout page, runs unchanged. */

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
import {
	TEST_CARD_PLUGIN,
	notePaymentMethodsAtMount,
	paymentMethodsAtMount,
	withPaymentPlugin,
} from './support/payment-plugin';
import { es } from './support/spanish';

const suite = setupDemoShop();

const RICE_COOKER = 'Arrocera';
/** What the plugin's setup observer answers without a card token (its own text). */
const PLUGIN_ERROR = 'Escribe el token de tu tarjeta de prueba.';

/** The plugin on the page, a product in the cart, the checkout open and filled in. */
const checkoutWithPlugin = async () => {
	const { shopper } = suite;
	await withPaymentPlugin( shopper.page, TEST_CARD_PLUGIN );
	await notePaymentMethodsAtMount( shopper.page );
	await shopper.addToCart( RICE_COOKER );
	await shopper.page.goto( '/checkout/' );
	await fillGuestCheckout( shopper.page, MADRID_GUEST );
};

const paymentOptions = () =>
	suite.shopper.page.getByRole( 'group', { name: es( 'Payment options' ) } ).last();
const testCardRadio = () =>
	paymentOptions().getByRole( 'radio', { name: SHOP.testCard.title, exact: true } );

describe( 'a payment plugin written for WooCommerce, loaded before the blocks', () => {
	it( 'given its script on the checkout page › the block mounts with it registered and offers it as a radio named by its ariaLabel, beside the shop’s own methods', async () => {
		const { page } = suite.shopper;
		await checkoutWithPlugin();

		await testCardRadio().waitFor();
		await expect( paymentMethodsAtMount( page ) ).resolves.toContain( 'cesta_test_card' );
		await expect(
			paymentOptions().getByRole( 'radio', { name: SHOP.bacs.title, exact: true } ).count()
		).resolves.toBe( 1 );
	} );

	it( 'given its setup observer answers ERROR › when the shopper places the order › nothing is sent and its message shows; with a card token it answers SUCCESS and POST /checkout carries its paymentMethodData as payment_data pairs', async () => {
		const { shopper, demo } = suite;
		const { page } = shopper;
		await checkoutWithPlugin();

		await testCardRadio().check();
		// The address pushed as its fields were left is in: while the rates are recalculated the button is disabled, and a click then does nothing.
		await waitForCheckoutToSettle( page, shopper.watch );
		await placeOrderButton( page ).click();
		await page.getByText( PLUGIN_ERROR ).waitFor();
		await page.waitForLoadState( 'networkidle' );
		expect( placeOrderRequests( shopper.watch ) ).toEqual( [] );

		await page.getByRole( 'textbox', { name: 'Token de la tarjeta' } ).fill( 'tok_visa' );
		await placeOrderButton( page ).click();
		const orderId = await waitForOrderReceived( page );

		const [ sent ] = placeOrderRequests( shopper.watch );
		const body = JSON.parse( sent!.body! ) as {
			payment_method: string;
			payment_data: Array< { key: string; value: unknown } >;
		};
		expect( body.payment_method ).toBe( 'cesta_test_card' );
		expect( body.payment_data ).toEqual(
			expect.arrayContaining( [
				{ key: 'card_token', value: 'tok_visa' },
				{ key: 'card_holder_country', value: 'ES' },
			] )
		);
		for ( const pair of body.payment_data ) {
			expect( Object.keys( pair ).sort() ).toEqual( [ 'key', 'value' ] );
		}
		expect( placedOrders( demo.engine, MADRID_GUEST.email ) ).toEqual( [
			expect.objectContaining( {
				id: orderId,
				paymentMethod: 'cesta_test_card',
				status: SHOP.testCard.orderStatus,
			} ),
		] );
	} );
} );
