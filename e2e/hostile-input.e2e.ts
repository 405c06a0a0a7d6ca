/**
 * End-to-end tests in Chromium: hostile server data (issue 15 §5). The demo
 * shop runs on the sample catalogue with an XSS payload in every field its
 * server gives the blocks (`@cesta/test-utils/hostile`: 107 payloads in
 * product names, short and full descriptions, image alts, term names and
 * variation values, shipping method titles, pickup locations, gateway
 * titles and descriptions, tax names, the store's name); a shopper browses
 * the shop, fills the cart, opens the Mini-Cart, tries a hostile coupon
 * code, goes through the checkout with delivery and with pickup and places
 * the order. A payload that runs calls the sentinel the page exposes, opens
 * a dialog or asks `xss.example` for something: none may, on any page, and
 * no block may hold active markup.
 */
import type { Page } from 'playwright-core';

import {
	XSS_HOST,
	XSS_PAYLOADS,
	XSS_SENTINEL,
	findDomDangers,
	hostileShop,
	markersIn,
	purchasableProductIds,
} from '@cesta/test-utils/hostile';

import {
	MADRID_GUEST,
	fillGuestCheckout,
	placeOrderButton,
	waitForCheckoutToSettle,
	waitForOrderReceived,
} from './support/checkout';
import { setupDemoShop } from './support/demo-suite';
import { es } from './support/spanish';

const { fixtures } = hostileShop();
const suite = setupDemoShop( { engineOptions: { fixtures } } );

/** What ran: sentinel calls, dialogs and requests to the payloads' host, over the whole file. */
const ran: string[] = [];
/** The markers the pages showed, over the whole file. */
const rendered = new Set< string >();

/** The blocks' own elements on a page: where their rendering of server data lives. */
const BLOCKS = [
	'.wp-block-woocommerce-cart',
	'.wp-block-woocommerce-checkout',
	'.wp-block-woocommerce-product-collection',
	'.wp-block-woocommerce-add-to-cart-form',
	'.wc-block-mini-cart__drawer',
	'.wc-block-mini-cart',
	'.wc-block-store-notice',
	'.wc-block-components-notices',
	'.wc-block-components-notice-snackbar-list',
].join( ',' );

beforeEach( async () => {
	const { context, page } = suite.shopper;
	// Broken images of the payloads (src=x) are expected; nothing else is.
	suite.allowConsoleErrors( /Failed to load resource/ );
	await context.exposeFunction( XSS_SENTINEL, ( id: number ) => {
		ran.push( `payload ${ id } ran on ${ page.url() }` );
	} );
	await context.route( `**://${ XSS_HOST }/**`, ( route ) => {
		ran.push( `${ route.request().url() } requested from ${ page.url() }` );
		return route.abort();
	} );
	page.on( 'dialog', ( dialog ) => {
		ran.push( `a ${ dialog.type() } dialog on ${ page.url() }: ${ dialog.message() }` );
		void dialog.dismiss();
	} );
} );

/** The page's blocks hold nothing active; records the markers the page shows. */
const expectInertPage = async ( page: Page ): Promise< string[] > => {
	const dangers = await page.evaluate(
		( [ selector, check ] ) => {
			// The shared checker, sent as its source.
			const findDangers = new Function( `return (${ check })` )() as (
				root: Element
			) => string[];
			return [ ...document.querySelectorAll( selector ) ].flatMap( ( block ) =>
				findDangers( block ).map( ( danger ) => `${ block.className }: ${ danger }` )
			);
		},
		[ BLOCKS, findDomDangers.toString() ] as const
	);
	expect( dangers ).toEqual( [] );
	const markers = markersIn( await page.content() );
	markers.forEach( ( marker ) => rendered.add( marker ) );
	expect( ran ).toEqual( [] );
	return markers;
};

/** Puts every product a shopper can add by its id in the cart, as the shop's links do. */
const fillCartWithEverything = async () => {
	const { context } = suite.shopper;
	for ( const id of purchasableProductIds( fixtures ) ) {
		const response = await context.request.get( `/tienda/?add-to-cart=${ id }` );
		expect( response.ok() ).toBe( true );
	}
};

describe( 'a shop whose every server field holds an XSS payload', () => {
	it( 'given a payload put into the page by hand › the watch catches it running and the check finds it (the detectors work)', async () => {
		const { page } = suite.shopper;
		await page.goto( '/tienda/' );
		await page.evaluate( ( sentinel ) => {
			const product = document.querySelector( '.wp-block-woocommerce-product-collection' )!;
			product.insertAdjacentHTML( 'beforeend', `<img src="x" onerror="${ sentinel }(0)">` );
		}, XSS_SENTINEL );
		for ( const deadline = Date.now() + 5000; ran.length === 0 && Date.now() < deadline; ) {
			await page.waitForTimeout( 50 );
		}
		expect( ran ).toHaveLength( 1 );
		expect( ran[ 0 ] ).toMatch( /^payload 0 ran on / );
		ran.splice( 0 );
		const dangers = await page.evaluate(
			( check ) =>
				( new Function( `return (${ check })` )() as ( root: Element ) => string[] )(
					document.querySelector( '.wp-block-woocommerce-product-collection' )!
				),
			findDomDangers.toString()
		);
		expect( dangers ).toContain( 'handler onerror on <img>' );
	} );

	it( 'given the storefront › the shop pages, a category and product pages run no payload and hold nothing active', async () => {
		const { page } = suite.shopper;
		await page.goto( '/tienda/' );
		await page.locator( '.wp-block-woocommerce-product-collection' ).first().waitFor();
		await expectInertPage( page );
		for (
			let next = page.locator( 'a.wp-block-query-pagination-next, a.next' );
			( await next.count() ) > 0;
		) {
			await next.first().click();
			await page.waitForLoadState( 'networkidle' );
			await expectInertPage( page );
		}
		const category = page.locator( 'a[href*="/categoria-producto/"]' ).first();
		if ( ( await category.count() ) > 0 ) {
			await page.goto( ( await category.getAttribute( 'href' ) )! );
			await page.waitForLoadState( 'networkidle' );
			await expectInertPage( page );
		}
		await page.goto( '/tienda/' );
		const products = await page.evaluate( () =>
			[ ...document.querySelectorAll< HTMLAnchorElement >( 'a[href*="/producto/"]' ) ].map(
				( link ) => link.pathname
			)
		);
		for ( const path of [ ...new Set( products ) ].slice( 0, 10 ) ) {
			await page.goto( path );
			await page.waitForLoadState( 'networkidle' );
			await expectInertPage( page );
		}
	} );

	it( 'given every purchasable product in the cart › the Mini-Cart’s drawer runs no payload and holds nothing active', async () => {
		const { page } = suite.shopper;
		await fillCartWithEverything();
		await page.goto( '/tienda/' );
		const button = page.locator( '.wc-block-mini-cart__button' );
		await button.hover();
		await button.click();
		await page.getByRole( 'dialog' ).waitFor();
		await page.waitForLoadState( 'networkidle' );
		await expectInertPage( page );
	} );

	it( 'given every purchasable product in the cart › the cart page and a hostile coupon code run no payload and hold nothing active, and the legitimate markup renders', async () => {
		const { page } = suite.shopper;
		await fillCartWithEverything();
		await page.goto( '/carrito/' );
		await page.getByRole( 'table', { name: es( 'Products in cart' ) } ).waitFor();
		await page.waitForLoadState( 'networkidle' );
		await expect(
			page
				.locator( '.wp-block-woocommerce-cart strong', { hasText: 'Algodón orgánico' } )
				.count()
		).resolves.toBeGreaterThan( 0 );
		await expectInertPage( page );

		await page.getByRole( 'button', { name: es( 'Add coupons' ) } ).click();
		const hostileCode = XSS_PAYLOADS.find( ( payload ) => payload.name === 'img onerror' )!;
		await page.getByRole( 'textbox', { name: es( 'Enter code' ) } ).fill( hostileCode.text );
		suite.allowConsoleErrors( /status of 400/ );
		await page.getByRole( 'button', { name: es( 'Apply' ) } ).click();
		await page
			.locator(
				'.wc-block-components-totals-coupon .wc-block-components-validation-error, .wc-block-components-notice-banner'
			)
			.first()
			.waitFor();
		await expectInertPage( page );
	} );

	it( 'given the checkout › delivery, pickup and the order received page run no payload and hold nothing active', async () => {
		const { page } = suite.shopper;
		await fillCartWithEverything();
		await page.goto( '/checkout/' );
		await fillGuestCheckout( page, MADRID_GUEST );
		await waitForCheckoutToSettle( page, suite.shopper.watch );
		await expectInertPage( page );

		await page.locator( '#shipping-method' ).getByRole( 'radio' ).last().check();
		await page.locator( '#pickup-options' ).getByRole( 'radio' ).first().waitFor();
		await waitForCheckoutToSettle( page, suite.shopper.watch );
		await expectInertPage( page );

		await page.locator( '#shipping-method' ).getByRole( 'radio' ).first().check();
		await waitForCheckoutToSettle( page, suite.shopper.watch );
		await page.locator( '#payment-method' ).getByRole( 'radio' ).first().check();
		await placeOrderButton( page ).click();
		await waitForOrderReceived( page );
		await expectInertPage( page );
	} );

	it( 'over the whole file › at least 100 payloads were rendered and none ran', () => {
		console.info(
			`Hostile input in Chromium: ${ rendered.size } of ${ XSS_PAYLOADS.length } payloads rendered, ${ ran.length } ran.`
		);
		expect( ran ).toEqual( [] );
		expect( rendered.size ).toBeGreaterThanOrEqual( 100 );
	} );
} );
