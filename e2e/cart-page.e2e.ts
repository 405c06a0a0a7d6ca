/** End-to-end tests of the demo shop's cart page in Chromium: preloaded cart, quantity, removal, coupon, axe. */

import type { Browser } from 'playwright-core';

import { startDemoServer } from '../demo/src/server/demo-server';
import type { DemoServer } from '../demo/src/server/demo-server';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { formattedTotal, newShopper } from './support/shopper';
import type { Shopper } from './support/shopper';
import { es } from './support/spanish';

let demo: DemoServer;
let browser: Browser;
let shopper: Shopper;

beforeAll( async () => {
	[ demo, browser ] = await Promise.all( [
		startDemoServer( { port: 0, build: false } ),
		launchChromium(),
	] );
} );

afterAll( async () => {
	await browser?.close();
	await demo?.close();
} );

beforeEach( async () => {
	shopper = await newShopper( browser, demo.url );
} );

afterEach( async () => {
	// Every test also proves the page logged no error and threw nothing.
	const { errors } = shopper.watch;
	await shopper.close();
	demo.faults.reset();
	demo.engine.reset();
	expect( errors ).toEqual( [] );
} );

const FAN = 'Ventilador de pie';
const RICE_COOKER = 'Arrocera';

const footerTotal = () =>
	shopper.page.locator(
		'.wc-block-components-totals-footer-item .wc-block-components-totals-item__value'
	);

/** Opens the cart page and waits until the cart block has replaced its server markup. */
const openCart = async () => {
	await shopper.page.goto( '/carrito/' );
	await shopper.page.locator( '.wp-block-woocommerce-cart:not(.is-loading)' ).waitFor();
};

/** Waits for the page's next Store API write (a batch or a direct call) to be answered. */
const nextWrite = () =>
	shopper.page.waitForResponse(
		( response ) =>
			response.url().includes( '/wp-json/wc/store/v1/' ) &&
			response.request().method() !== 'GET'
	);

describe( 'the cart page of the demo shop', () => {
	it( 'given a cart filled from the shop › when the cart page loads › renders the items and totals from the preloaded cart, with no GET /cart', async () => {
		await shopper.addToCart( FAN );
		await shopper.addToCart( RICE_COOKER );
		const loadedFrom = shopper.watch.requests.length;

		await openCart();
		const table = shopper.page.getByRole( 'table', { name: es( 'Products in cart' ) } );
		await table.getByText( FAN, { exact: true } ).waitFor();
		await shopper.page.waitForLoadState( 'networkidle' );

		const onLoad = shopper.watch.requests.slice( loadedFrom );
		expect(
			onLoad.filter(
				( request ) =>
					request.method === 'GET' &&
					/^\/wp-json\/wc\/store\/v1\/cart(\?|$)/.test( request.path )
			)
		).toEqual( [] );
		await expect( table.getByText( RICE_COOKER, { exact: true } ).count() ).resolves.toBe( 1 );
		await expect( footerTotal().textContent() ).resolves.toBe(
			formattedTotal( await shopper.serverCart() )
		);
	} );

	it( 'given an item in the cart › when the shopper presses its + button › the quantity and totals update and the server holds the same cart', async () => {
		await shopper.addToCart( FAN );
		await openCart();
		const before = await footerTotal().textContent();

		const written = nextWrite();
		await shopper.page
			.getByRole( 'button', { name: es( 'Increase quantity of %s', FAN ) } )
			.click();
		await written;
		const server = await shopper.serverCart();
		await footerTotal()
			.filter( { hasText: formattedTotal( server ) } )
			.waitFor();

		expect( server.items[ 0 ]!.quantity ).toBe( 2 );
		expect( formattedTotal( server ) ).not.toBe( before );
		await expect(
			shopper.page
				.getByRole( 'spinbutton', { name: es( 'Quantity of %s in your cart.', FAN ) } )
				.inputValue()
		).resolves.toBe( '2' );
	} );

	it( 'given two items › when the shopper removes both › a snackbar confirms each removal and the empty cart shows after the last', async () => {
		await shopper.addToCart( FAN );
		await shopper.addToCart( RICE_COOKER );
		await openCart();
		const removed = ( name: string ) =>
			new RegExp(
				[
					es( '"%s" was removed from your cart.', name ),
					es( '%s has been removed from your cart.', name ),
				]
					.map( ( text ) => text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' ) )
					.join( '|' )
			);

		await shopper.page.getByRole( 'button', { name: es( 'Remove item: %s', FAN ) } ).click();
		await shopper.page.getByText( removed( FAN ) ).waitFor();
		await shopper.page
			.getByRole( 'button', { name: es( 'Remove item: %s', RICE_COOKER ) } )
			.click();
		await shopper.page.getByText( removed( RICE_COOKER ) ).waitFor();

		await shopper.page
			.getByRole( 'heading', { name: es( 'Your cart is currently empty!' ) } )
			.waitFor();
		expect( ( await shopper.serverCart() ).items ).toEqual( [] );
	} );

	it( 'given an item in the cart › when the shopper applies DESCUENTO10 › the discount row and the total show what the server computed', async () => {
		await shopper.addToCart( RICE_COOKER );
		await openCart();

		await shopper.page.getByRole( 'button', { name: es( 'Add coupons' ) } ).click();
		await shopper.page
			.getByRole( 'textbox', { name: es( 'Enter code' ) } )
			.fill( 'DESCUENTO10' );
		const written = nextWrite();
		await shopper.page.getByRole( 'button', { name: es( 'Apply' ), exact: true } ).click();
		await written;
		const server = await shopper.serverCart();
		await footerTotal()
			.filter( { hasText: formattedTotal( server ) } )
			.waitFor();

		expect( server.coupons.map( ( coupon ) => coupon.code ) ).toEqual( [ 'DESCUENTO10' ] );
		const discount = shopper.page.locator( '.wc-block-components-totals-discount' );
		await expect( discount.textContent() ).resolves.toContain( 'DESCUENTO10' );
		await expect(
			discount.locator( '.wc-block-components-totals-item__value' ).textContent()
		).resolves.toContain(
			formattedTotal( {
				...server,
				totals: { ...server.totals, total_price: server.totals.total_discount },
			} )
		);
	} );

	it( 'given a filled cart and then an empty one › axe finds no accessibility violation on the page', async () => {
		await shopper.addToCart( FAN );
		await openCart();
		await shopper.page.getByText( FAN, { exact: true } ).first().waitFor();
		expect( await axeViolations( shopper.page ) ).toEqual( [] );

		await shopper.page.getByRole( 'button', { name: es( 'Remove item: %s', FAN ) } ).click();
		await shopper.page
			.getByRole( 'heading', { name: es( 'Your cart is currently empty!' ) } )
			.waitFor();
		expect( await axeViolations( shopper.page ) ).toEqual( [] );
	} );
} );
