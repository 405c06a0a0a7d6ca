/** End-to-end tests in Chromium: axe-core finds no WCAG 2.2 A/AA violation on the demo's checkout in each of its states. */

import { translate } from '@cesta/mocks';

import { WCAG_22_AA_TAGS, axeViolations } from './support/axe';
import {
	MADRID_GUEST,
	SHOP,
	fillGuestCheckout,
	holdPlaceOrderAnswer,
	placeOrderButton,
	placeOrderRequests,
	waitForCheckoutToSettle,
	waitForOrderReceived,
} from './support/checkout';
import { setupDemoShop } from './support/demo-suite';
import { TEST_CARD_PLUGIN, withPaymentPlugin } from './support/payment-plugin';
import { es } from './support/spanish';

const suite = setupDemoShop();

const RICE_COOKER = 'Arrocera';

/** A product in the cart and the checkout open, ready to be used. */
const openCheckout = async () => {
	const { shopper } = suite;
	await shopper.addToCart( RICE_COOKER );
	await shopper.page.goto( '/checkout/' );
	await placeOrderButton( shopper.page ).waitFor();
	await shopper.page
		.getByRole( 'group', { name: es( 'Payment options' ) } )
		.getByRole( 'radio', { name: SHOP.bacs.title, exact: true } )
		.waitFor();
};

/** The WCAG 2.0, 2.1 and 2.2 A/AA violations axe finds on the page as it is now. */
const wcagViolations = () => axeViolations( suite.shopper.page, { tags: WCAG_22_AA_TAGS } );

describe( 'the checkout page under axe-core (wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa)', () => {
	it( 'given the empty form › finds no violation', async () => {
		await openCheckout();
		await suite.shopper.page.waitForLoadState( 'networkidle' );

		expect( await wcagViolations() ).toEqual( [] );
	} );

	it( 'given the order placed with every field empty › the errors are shown and tied to their fields › finds no violation', async () => {
		const { page } = suite.shopper;
		await openCheckout();

		await placeOrderButton( page ).click();
		await page
			.getByRole( 'textbox', { name: es( 'Email address' ) } )
			.and( page.locator( '[aria-invalid="true"]' ) )
			.waitFor();
		await page.getByRole( 'alert' ).first().waitFor();

		expect( await wcagViolations() ).toEqual( [] );
	} );

	it( 'given local pickup chosen › the pickup locations show › finds no violation', async () => {
		const { page } = suite.shopper;
		await openCheckout();

		await page
			.getByRole( 'radiogroup', { name: es( 'Shipping method' ) } )
			.getByRole( 'radio', { name: es( 'Local pickup' ) } )
			.check();
		await page
			.getByRole( 'group', { name: es( 'Pickup locations' ) } )
			.getByRole( 'radio', { name: new RegExp( `^${ SHOP.madridPickup.name } ` ) } )
			.waitFor();
		// Not 'networkidle': the page reached it once after loading, so it no longer waits for the rates being recalculated (the options greyed out meanwhile).
		await waitForCheckoutToSettle( page, suite.shopper.watch );

		expect( await wcagViolations() ).toEqual( [] );
	} );

	it( 'given a card the shop declines › the payment error shows › finds no violation', async () => {
		const { page } = suite.shopper;
		// The shop answers a declined payment with 400, which Chromium logs.
		suite.allowConsoleErrors( /status of 400 \(Bad Request\)/ );
		await withPaymentPlugin( page, TEST_CARD_PLUGIN );
		await openCheckout();
		await fillGuestCheckout( page, MADRID_GUEST );

		await page.getByRole( 'radio', { name: SHOP.testCard.title, exact: true } ).check();
		await page
			.getByRole( 'textbox', { name: 'Token de la tarjeta' } )
			.fill( 'tok_chargeDeclined' );
		// The address pushed as its fields were left is in: while the rates are recalculated the button is disabled, and a click then does nothing.
		await waitForCheckoutToSettle( page, suite.shopper.watch );
		await placeOrderButton( page ).click();
		await page.getByText( translate( 'es_ES', 'cardDeclined' ) ).waitFor();
		await waitForCheckoutToSettle( page, suite.shopper.watch );

		expect( await wcagViolations() ).toEqual( [] );
	} );

	it( 'given the order being processed (the shop has not answered POST /checkout yet) › finds no violation, then the order completes', async () => {
		const { page } = suite.shopper;
		await openCheckout();
		await fillGuestCheckout( page, MADRID_GUEST );
		await waitForCheckoutToSettle( page, suite.shopper.watch );
		// The shop's answer waits until axe is done.
		const heldOrder = await holdPlaceOrderAnswer( page );

		await placeOrderButton( page ).click();
		await placeOrderButton( page ).and( page.locator( '[aria-busy="true"]' ) ).waitFor();
		await heldOrder.sent();
		// The customer data pushed as the order goes is in; only the order is in flight.
		await waitForCheckoutToSettle( page, suite.shopper.watch, {
			except: ( request ) => placeOrderRequests( suite.shopper.watch ).includes( request ),
		} );

		expect( await wcagViolations() ).toEqual( [] );
		heldOrder.release();
		await waitForOrderReceived( page );
	} );
} );
