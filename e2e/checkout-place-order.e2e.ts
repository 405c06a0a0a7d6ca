/** End-to-end tests of placing an order in Chromium: an invalid postcode blocks it, a double click or a held Enter makes one order. */

import {
	MADRID_GUEST,
	addressFields,
	fillGuestCheckout,
	placeOrderButton,
	placeOrderRequests,
	placedOrders,
	waitForOrderReceived,
} from './support/checkout';
import { setupDemoShop } from './support/demo-suite';
import { es } from './support/spanish';

const suite = setupDemoShop();

const RICE_COOKER = 'Arrocera';

/** A cart with one product, the checkout open and filled in by a guest from Madrid. */
const filledCheckout = async ( postcode = MADRID_GUEST.postcode ) => {
	const { shopper } = suite;
	await shopper.addToCart( RICE_COOKER );
	await shopper.page.goto( '/checkout/' );
	await fillGuestCheckout( shopper.page, { ...MADRID_GUEST, postcode } );
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

		const clicks = await countButtonClicks();

		await placeOrderButton( page ).focus();
		// A held key: one keydown, then the repeats a keyboard sends, then the release.
		for ( let press = 0; press < 8; press++ ) {
			await page.keyboard.down( 'Enter' );
			await page.waitForTimeout( 30 );
		}
		await page.keyboard.up( 'Enter' );
		const orderId = await waitForOrderReceived( page );
		expect( clicks() ).toBeGreaterThan( 1 );

		expect( placeOrderRequests( shopper.watch ) ).toHaveLength( 1 );
		expect(
			placedOrders( suite.demo.engine, MADRID_GUEST.email ).map( ( order ) => order.id )
		).toEqual( [ orderId ] );
	} );
} );
