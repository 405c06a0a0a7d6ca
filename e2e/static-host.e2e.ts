/**
 * End-to-end tests of the host integration guide's page (docs/host-integration.md),
 * as the guide has it: the static page (saved markup, settings JSON, built
 * files) served as a file — mount, i18n, cart — and served through the
 * guide's Node snippet, which prints the visitor's nonce seed and cart.
 */

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { Browser } from 'playwright-core';

import { printCartPage } from '../docs/examples/visitor-data.mjs';

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

const ROOT = join( __dirname, '..' );
const GUIDE = join( ROOT, 'docs', 'host-integration.md' );
const EXAMPLES = [ 'docs/examples/carrito-estatico.html', 'docs/examples/visitor-data.mjs' ];
/** The guide's static page, served as the file it is. */
const PAGE = '/cesta/carrito-estatico.html';
/** The same page, served through the guide's Node snippet. */
const VISITOR_PAGE = '/cesta/carrito.html';
const FAN = 'Ventilador de pie';

/** The guide's handler of the cart page, as the guide writes it (the Store API on the host's origin). */
const printVisitorPage = async ( origin: string, request: IncomingMessage ) => {
	const page = await readFile(
		join( ROOT, 'docs', 'examples', 'carrito-estatico.html' ),
		'utf8'
	);
	return printCartPage( page, `${ origin }/wp-json/wc/store/v1`, request.headers.cookie );
};

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [
		startStaticHost( { pages: { 'carrito.html': printVisitorPage } } ),
		launchChromium(),
	] );
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

describe( 'the host integration guide', () => {
	it.each( EXAMPLES )(
		'given %s › the guide quotes it exactly as the file the suite serves',
		async ( file ) => {
			const guide = await readFile( GUIDE, 'utf8' );
			const content = await readFile( join( ROOT, file ), 'utf8' );
			const quoted = new RegExp(
				`<!-- example: ${ file } -->\\n\\n\`\`\`\\w+\\n([\\s\\S]*?)\`\`\`\\n`
			).exec( guide );

			expect( quoted?.[ 1 ] ).toBe( content );
		}
	);
} );

describe( 'the static page served through the guide’s Node snippet (the visitor’s nonce seed and cart printed in it)', () => {
	it( 'given a new visitor › the page is the static one with an empty cart preloaded and a nonce seeded, and the block shows the empty cart without asking for it', async () => {
		const response = await shopper.page.goto( VISITOR_PAGE );
		const html = ( await response?.text() ) ?? '';
		await mounted();

		expect( html ).toContain( '<script>window.wcBlocksMiddlewareConfig = {"storeApiNonce":"' );
		expect( html ).not.toContain( '<!-- cesta:visitor -->' );
		await shopper.page.getByRole( 'heading', { name: 'Tu carrito está vacío' } ).waitFor();
		expect( shopper.watch.storeApiRequests() ).toEqual( [] );
	} );

	it( 'given a product added by a classic link › the visitor’s cart renders from the preload, with no GET /cart, and the nonce printed for the visitor lets the + button write', async () => {
		await shopper.context.request.get( `${ PAGE }?add-to-cart=17` );

		await shopper.page.goto( VISITOR_PAGE );
		await mounted();
		await shopper.page
			.getByRole( 'table', { name: es( 'Products in cart' ) } )
			.getByText( FAN, { exact: true } )
			.waitFor();

		expect( shopper.watch.storeApiRequests() ).toEqual( [] );
		const written = shopper.page.waitForResponse( ( response ) =>
			response.url().includes( '/wp-json/wc/store/v1/batch' )
		);
		await shopper.page
			.getByRole( 'button', { name: es( 'Increase quantity of %s', FAN ) } )
			.click();
		expect( ( await written ).status() ).toBe( 207 );
		const server = await shopper.serverCart();
		expect( server.items[ 0 ]!.quantity ).toBe( 2 );
		await shopper.page
			.locator(
				'.wc-block-components-totals-footer-item .wc-block-components-totals-item__value'
			)
			.filter( { hasText: formattedTotal( server ) } )
			.waitFor();
		expect( await axeViolations( shopper.page ) ).toEqual( [] );
	} );
} );
