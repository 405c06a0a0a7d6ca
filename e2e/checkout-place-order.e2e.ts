/** End-to-end tests of placing an order in Chromium: an invalid postcode blocks it; a double click, a held Enter, a lost answer and its retry, or two tabs make one order. */

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

describe( 'an order whose answer is lost, or placed from two tabs', () => {
	it( 'given the connection drops after the shop placed the order › the shopper is told to check before retrying, presses again and lands on that order, the only one', async () => {
		const { shopper, demo } = suite;
		const { page } = shopper;
		await filledCheckout();
		suite.allowConsoleErrors( /Failed to load resource/ );
		// Every answer lost until the shopper has been told: Chromium itself
		// sends a POST again when a reused connection closes without an
		// answer, and that repeat (the same attempt, the same key) is lost too.
		demo.faults.add( { dropAnswer: true, only: 'POST /checkout', times: Infinity } );

		await placeOrderButton( page ).click();
		await page
			.getByText(
				es(
					'Something went wrong when placing the order. Check your email for order updates before retrying.'
				)
			)
			.waitFor();
		expect( placedOrders( demo.engine, MADRID_GUEST.email ) ).toHaveLength( 1 );
		demo.faults.reset();

		await placeOrderButton( page ).click();
		const orderId = await waitForOrderReceived( page );
		const keys = placeOrderRequests( shopper.watch ).map(
			( request ) => request.headers[ 'idempotency-key' ]
		);
		expect( keys.length ).toBeGreaterThanOrEqual( 2 );
		expect( new Set( keys ).size ).toBe( 1 );
		expect(
			placedOrders( demo.engine, MADRID_GUEST.email ).map( ( order ) => order.id )
		).toEqual( [ orderId ] );
	} );

	it( 'given the checkout open in two tabs › when the shopper places the order in both at once › the shop has one order: one tab shows it, the other says why it could not place another', async () => {
		const { shopper, demo } = suite;
		await filledCheckout();
		const second = await shopper.context.newPage();
		await second.goto( '/checkout/' );
		await placeOrderButton( second ).waitFor();
		await waitForCheckoutToSettle( second, shopper.watch );
		suite.allowConsoleErrors( /status of 4\d\d/ );

		await Promise.all( [
			placeOrderButton( shopper.page ).click(),
			placeOrderButton( second ).click(),
		] );
		const landed = await Promise.race( [
			waitForOrderReceived( shopper.page ).then( () => shopper.page ),
			waitForOrderReceived( second ).then( () => second ),
		] );
		const other = landed === second ? shopper.page : second;
		await other.locator( '.wc-block-components-notice-banner.is-error' ).first().waitFor();

		expect( placedOrders( demo.engine, MADRID_GUEST.email ) ).toHaveLength( 1 );
		expect( other.url() ).toMatch( /\/checkout\/$/ );
	} );
} );
