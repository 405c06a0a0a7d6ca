/** End-to-end tests of a static host page (saved markup, settings JSON, built files): mount, i18n, cart. */

import type { Browser } from 'playwright-core';

import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { formattedTotal, newShopper } from './support/shopper';
import type { Shopper } from './support/shopper';
import { es } from './support/spanish';
import { startStaticHost } from './support/static-host';
import type { StaticHost } from './support/static-host';

let host: StaticHost;
let browser: Browser;
let shopper: Shopper;

const PAGE = '/cesta/carrito-estatico.html';
const FAN = 'Ventilador de pie';

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startStaticHost(), launchChromium() ] );
} );

afterAll( async () => {
	await browser?.close();
	await host?.close();
} );

beforeEach( async () => {
	shopper = await newShopper( browser, host.url );
} );

afterEach( async () => {
	const { errors } = shopper.watch;
	await shopper.close();
	host.engine.reset();
	expect( errors ).toEqual( [] );
} );

const mounted = () =>
	shopper.page.locator( '.wp-block-woocommerce-cart:not(.is-loading)' ).waitFor();

describe( 'a static host page: saved markup, a settings JSON and the built files, nothing else', () => {
	it( 'given a new visitor › when the page loads › the cart block mounts and shows the saved empty-cart content', async () => {
		await shopper.page.goto( PAGE );
		await mounted();

		await shopper.page.getByRole( 'heading', { name: 'Tu carrito está vacío' } ).waitFor();
		await shopper.page.getByRole( 'link', { name: 'Ir a la tienda' } ).waitFor();
	} );

	it( 'given the page loaded › the blocks and the page share one wp.i18n, holding the Spanish catalogue plugins can use too', async () => {
		await shopper.page.goto( PAGE );
		await mounted();

		const translated = await shopper.page.evaluate( () =>
			(
				window as unknown as {
					wp: { i18n: { __: ( text: string, domain: string ) => string } };
				}
			 ).wp.i18n.__( 'Increase quantity of %s', 'cesta' )
		);

		expect( translated ).toBe( es( 'Increase quantity of %s' ) );
		expect( translated ).not.toBe( 'Increase quantity of %s' );
	} );

	it( 'given a product added by a classic link › when the page loads › the cart is loaded from the Store API and can be changed', async () => {
		// The shop answers ?add-to-cart= on any page and sends the visitor back.
		await shopper.page.goto( `${ PAGE }?add-to-cart=17` );
		await mounted();
		await shopper.page
			.getByRole( 'table', { name: es( 'Products in cart' ) } )
			.getByText( FAN, { exact: true } )
			.waitFor();
		const footerTotal = shopper.page.locator(
			'.wc-block-components-totals-footer-item .wc-block-components-totals-item__value'
		);

		// Nothing was preloaded, so the block asked the Store API for the cart…
		expect(
			shopper.watch
				.storeApiRequests()
				.some(
					( request ) => request.method === 'GET' && /\/cart(\?|$)/.test( request.path )
				)
		).toBe( true );
		// …and the nonce it got with that answer lets it write.
		const written = shopper.page.waitForResponse( ( response ) =>
			response.url().includes( '/wp-json/wc/store/v1/batch' )
		);
		await shopper.page
			.getByRole( 'button', { name: es( 'Increase quantity of %s', FAN ) } )
			.click();
		expect( ( await written ).status() ).toBe( 207 );
		const server = await shopper.serverCart();
		await footerTotal.filter( { hasText: formattedTotal( server ) } ).waitFor();

		expect( server.items[ 0 ]!.quantity ).toBe( 2 );
		await expect(
			shopper.page
				.getByRole( 'spinbutton', { name: es( 'Quantity of %s in your cart.', FAN ) } )
				.inputValue()
		).resolves.toBe( '2' );
		expect( await axeViolations( shopper.page ) ).toEqual( [] );
	} );
} );
