/** End-to-end tests of placing an order in Chromium: an invalid postcode blocks it, a double click or a held Enter makes one order. */

import {
	MADRID_GUEST,
	addressFields,
	fillGuestCheckout,
	holdPlaceOrderAnswer,
	placeOrderButton,
	placeOrderRequests,
	placedOrders,
	waitForCheckoutToSettle,
	waitForOrderReceived,
} from './support/checkout';
import { setupDemoShop } from './support/demo-suite';
import { es } from './support/spanish';

const suite = setupDemoShop();

const RICE_COOKER = 'Arrocera';

/**
 * A cart with one product, the checkout open and filled in by a guest from
 * Madrid, and settled: the address pushed as its fields were left is in, so
 * «Realizar el pedido» is not disabled by the rates being recalculated when
 * the test presses it.
 */
const filledCheckout = async ( postcode = MADRID_GUEST.postcode ) => {
	const { shopper } = suite;
	await shopper.addToCart( RICE_COOKER );
	await shopper.page.goto( '/checkout/' );
	await fillGuestCheckout( shopper.page, { ...MADRID_GUEST, postcode } );
	await waitForCheckoutToSettle( shopper.page, shopper.watch );
};

describe( 'an invalid postcode for Spain', () => {
	it( 'given a postcode that is not Spanish › when the guest places the order › nothing is sent, the message is under the postcode field, tied to it, and the focus is on it', async () => {
		const { shopper } = suite;
		const { page } = shopper;
		await filledCheckout( '2800A' );

		await placeOrderButton( page ).click();
		const postcode = addressFields( page, 'shipping' ).postcode;
		await page.waitForFunction(
			( field ) => field === document.activeElement,
			await postcode.elementHandle()
		);

		await expect( postcode.getAttribute( 'aria-invalid' ) ).resolves.toBe( 'true' );
		const describedBy = ( await postcode.getAttribute( 'aria-describedby' ) ) ?? '';
		const message = page.locator(
			describedBy
				.split( /\s+/ )
				.map( ( id ) => `#${ id }` )
				.join( ',' )
		);
		await expect( message.textContent() ).resolves.toBe(
			es( 'Please enter a valid postcode' )
		);
		await expect(
			page
				.getByRole( 'alert' )
				.filter( { hasText: es( 'Please enter a valid postcode' ) } )
				.count()
		).resolves.toBe( 1 );
		const field = ( await postcode.boundingBox() )!;
		const shown = ( await message.boundingBox() )!;
		expect( shown.y ).toBeGreaterThanOrEqual( field.y + field.height - 1 );
		expect( Math.abs( shown.x - field.x ) ).toBeLessThan( field.width );
		// The shopper stays on the checkout, and the shop got no order.
		await page.waitForLoadState( 'networkidle' );
		expect( placeOrderRequests( shopper.watch ) ).toEqual( [] );
		expect( placedOrders( suite.demo.engine, MADRID_GUEST.email ) ).toEqual( [] );
		expect( new URL( page.url() ).pathname ).toBe( '/checkout/' );
	} );
} );

/**
 * Starts counting the clicks the place-order button receives (a click, or
 * Enter on it: each activation), so a test knows the button really was
 * activated more than once; the count lives in the test, as the page leaves
 * for the order-received page. Returns a reader of the count.
 */
const countButtonClicks = async () => {
	let clicks = 0;
	const { page } = suite.shopper;
	await page.exposeFunction( '__placeOrderClicked', () => {
		clicks++;
	} );
	await placeOrderButton( page ).evaluate( ( button ) => {
		const { __placeOrderClicked: clicked } = window as unknown as {
			__placeOrderClicked: () => void;
		};
		button.addEventListener( 'click', () => clicked(), { capture: true } );
	} );
	return () => clicks;
};

/** The keydowns of a held Enter: the first press and seven repeats. */
const HELD_ENTER_KEYDOWNS = 8;

/**
 * Starts counting, in the page, the Enter keydowns that reach the
 * place-order button and the clicks they make on it (a keydown of Enter on a
 * button activates it), so a test knows a held key really reached the
 * button more than once. Returns a reader of the counts, for while the page
 * is still on the checkout.
 */
const countEnterOnButton = async () => {
	const { page } = suite.shopper;
	type Counts = { keydowns: number; clicks: number };
	await placeOrderButton( page ).evaluate( ( button ) => {
		const counts: Counts = { keydowns: 0, clicks: 0 };
		( window as unknown as { __enterOnPlaceOrder: Counts } ).__enterOnPlaceOrder = counts;
		button.addEventListener(
			'keydown',
			( event ) => {
				if ( ( event as KeyboardEvent ).key === 'Enter' ) {
					counts.keydowns++;
				}
			},
			{ capture: true }
		);
		button.addEventListener( 'click', () => counts.clicks++, { capture: true } );
	} );
	return () =>
		page.evaluate(
			() => ( window as unknown as { __enterOnPlaceOrder: Counts } ).__enterOnPlaceOrder
		);
};

describe( 'a shopper who presses «Realizar el pedido» more than once', () => {
	it( 'given a filled checkout › when the shopper double-clicks «Realizar el pedido» › one POST /checkout is sent and the shop has one order, the one the order-received page shows', async () => {
		const { shopper } = suite;
		await filledCheckout();
		const clicks = await countButtonClicks();

		await placeOrderButton( shopper.page ).dblclick();
		const orderId = await waitForOrderReceived( shopper.page );
		expect( clicks() ).toBe( 2 );

		expect( placeOrderRequests( shopper.watch ) ).toHaveLength( 1 );
		expect(
			placedOrders( suite.demo.engine, MADRID_GUEST.email ).map( ( order ) => order.id )
		).toEqual( [ orderId ] );
	} );

	it( 'given a filled checkout › when the shopper holds Enter on «Realizar el pedido» (the key repeating) › one POST /checkout is sent and the shop has one order', async () => {
		const { shopper } = suite;
		const { page } = shopper;
		await filledCheckout();
		const presses = await countEnterOnButton();
		// The order stays in progress until the key is up: the repeats meet it on any machine.
		const heldOrder = await holdPlaceOrderAnswer( page );

		await placeOrderButton( page ).focus();
		// A held key: one keydown, then the repeats a keyboard sends, then the release.
		for ( let press = 0; press < HELD_ENTER_KEYDOWNS; press++ ) {
			await page.keyboard.down( 'Enter' );
			await page.waitForTimeout( 30 );
		}
		await page.keyboard.up( 'Enter' );
		await heldOrder.sent();
		// Every keydown reached the button, and the repeats activated it again.
		const { keydowns, clicks } = await presses();
		expect( keydowns ).toBe( HELD_ENTER_KEYDOWNS );
		expect( clicks ).toBeGreaterThan( 1 );
		// Nothing else is on its way while the one order waits for its answer.
		await waitForCheckoutToSettle( page, shopper.watch, {
			except: ( request ) => placeOrderRequests( shopper.watch ).includes( request ),
		} );
		expect( placeOrderRequests( shopper.watch ) ).toHaveLength( 1 );

		heldOrder.release();
		const orderId = await waitForOrderReceived( page );
		expect( placeOrderRequests( shopper.watch ) ).toHaveLength( 1 );
		expect(
			placedOrders( suite.demo.engine, MADRID_GUEST.email ).map( ( order ) => order.id )
		).toEqual( [ orderId ] );
	} );
} );
