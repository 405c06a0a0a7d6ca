/** End-to-end test of a page printed exactly as WooCommerce 9.9.5's cart page, with the cart preloaded. */

import type { Browser, Route } from 'playwright-core';

import { launchChromium } from './support/chromium';
import { newShopper } from './support/shopper';
import type { Shopper } from './support/shopper';
import { startStaticHost } from './support/static-host';
import type { StaticHost } from './support/static-host';
import wooCommerceCartPage from '../reference/wc-page-data/cart-page.json';
import { CAPTURED_SHOP_ORIGIN, printWooCommerceCartPage } from './support/woocommerce-page';

let host: StaticHost;
let browser: Browser;
let shopper: Shopper;

const PAGE = '/cesta/carrito-woocommerce.html';

// The captured shop is not running: its product images get a blank picture.
const answerImage = ( route: Route ) =>
	route.fulfill( {
		status: 200,
		contentType: 'image/svg+xml',
		body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
	} );

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [
		startStaticHost( { pages: { 'carrito-woocommerce.html': printWooCommerceCartPage } } ),
		launchChromium(),
	] );
} );

afterAll( async () => {
	await browser?.close();
	await host?.close();
} );

beforeEach( async () => {
	shopper = await newShopper( browser, host.url );
	await shopper.context.route( `${ CAPTURED_SHOP_ORIGIN }/**`, answerImage );
	// The shopper's browser has the cart cookies WooCommerce set when the cart
	// was filled: without them there is no session, and no cart to show (spec 2 §6).
	const preloadedCart = wooCommerceCartPage.apiFetchPreloaded[ 0 ]![ '/wc/store/v1/cart' ];
	await shopper.context.addCookies( [
		{ name: 'woocommerce_items_in_cart', value: '1', url: host.url },
		{
			name: 'woocommerce_cart_hash',
			value: String( preloadedCart.headers[ 'Cart-Hash' ] ),
			url: host.url,
		},
	] );
} );

afterEach( async () => {
	const { errors } = shopper.watch;
	await shopper.close();
	host.engine.reset();
	expect( errors ).toEqual( [] );
} );

describe( 'a page printing exactly what WooCommerce 9.9.5 prints on its cart page', () => {
	it( 'given countryData only and the cart preloaded through wp.apiFetch’s preloading middleware › the cart renders with no GET /cart and the calculator lists the provinces', async () => {
		await shopper.page.goto( PAGE );
		await shopper.page.locator( '.wp-block-woocommerce-cart:not(.is-loading)' ).waitFor();
		await shopper.page
			.getByRole( 'table', { name: 'Products in cart' } )
			.getByText( 'Ventilador de pie', { exact: true } )
			.waitFor();
		await shopper.page.waitForLoadState( 'networkidle' );

		expect(
			shopper.watch
				.storeApiRequests()
				.filter(
					( request ) =>
						request.method === 'GET' &&
						/^\/wp-json\/wc\/store\/v1\/cart(\?|$)/.test( request.path )
				)
		).toEqual( [] );

		const shipping = shopper.page.locator( '.wc-block-components-totals-shipping' );
		await shipping.getByText( 'Shipping to Madrid, Spain' ).waitFor();
		await shipping.getByRole( 'button', { name: 'Change address' } ).click();
		const form = shopper.page.getByRole( 'form', { name: 'Shipping address' } );
		const province = form.getByRole( 'combobox', { name: /State/ } );
		await expect( province.inputValue() ).resolves.toBe( 'M' );
		await expect(
			province.getByRole( 'option', { name: 'Barcelona' } ).getAttribute( 'value' )
		).resolves.toBe( 'B' );
		await expect( province.getByRole( 'option' ).count() ).resolves.toBeGreaterThan( 50 );
	} );
} );
