/**
 * End-to-end tests of spec 1's page-wide pieces in Chromium: the price
 * filter on the shop, the store notice, and order attribution from a
 * campaign visit to the order placed later.
 */

import {
	MADRID_GUEST,
	fillGuestCheckout,
	placeOrderButton,
	placeOrderRequests,
	waitForCheckoutToSettle,
	waitForOrderReceived,
} from './support/checkout';
import { setupDemoShop } from './support/demo-suite';

const suite = setupDemoShop();

const RICE_COOKER = 'Arrocera';

/** The prices (in euros) of the catalogue's cards on the page. */
const catalogPrices = async () =>
	suite.shopper.page
		.locator( '[data-block-name="woocommerce/product-collection"]' )
		.first()
		.locator( '.wc-block-components-product-price' )
		.evaluateAll( ( prices ) =>
			prices.map( ( price ) => {
				const shown = price.querySelector( 'ins' )?.textContent ?? price.textContent ?? '';
				return Number( /([\d.]+)/.exec( shown.replace( /,/g, '' ) )?.[ 1 ] ?? NaN );
			} )
		);

describe( 'the storefront’s filters and notices', () => {
	it( 'given the shop › when the shopper types a maximum price › after the spec’s pauses the URL carries max_price and the listing shows only products up to it, without a reload', async () => {
		const { page } = suite.shopper;
		await page.goto( '/tienda/' );
		const navigations: string[] = [];
		page.on( 'framenavigated', ( frame ) => navigations.push( frame.url() ) );
		// The filter's code loads after the page: the shopper types once it works.
		await page.locator( '[data-price-filter-enhanced]' ).waitFor( { state: 'attached' } );
		const max = page.getByRole( 'textbox', { name: 'Precio máx.' } );

		await max.fill( '40' );
		await page.waitForURL( /[?&]max_price=40(&|$)/ );
		// The listing is asked for again 200 ms after the change and drawn in place.
		await page.waitForResponse( ( response ) =>
			/\/wc\/store\/v1\/products\?.*max_price=4000/.test( response.url() )
		);
		await page.waitForLoadState( 'networkidle' );

		const prices = await catalogPrices();
		expect( prices.length ).toBeGreaterThan( 0 );
		expect( prices.every( ( price ) => price <= 40 ) ).toBe( true );
		expect( navigations.filter( ( url ) => ! url.includes( 'max_price=40' ) ) ).toEqual( [] );
		expect( new URL( page.url() ).searchParams.get( 'max_price' ) ).toBe( '40' );
	} );

	it( 'given the shop › when the shopper ticks a colour › the URL carries filter_color and the listing shows only products in that colour, without a reload', async () => {
		const { page } = suite.shopper;
		await page.goto( '/tienda/' );
		await page
			.locator( '[data-block-name="woocommerce/attribute-filter"] input[type="checkbox"]' )
			.first()
			.waitFor();
		await page.waitForLoadState( 'networkidle' );
		const navigations: string[] = [];
		page.on( 'framenavigated', ( frame ) => navigations.push( frame.url() ) );

		await page.getByRole( 'checkbox', { name: /^Rojo/ } ).check();
		await page.waitForResponse( ( response ) =>
			/\/wc\/store\/v1\/products\?.*pa_color/.test( decodeURIComponent( response.url() ) )
		);
		await page.waitForLoadState( 'networkidle' );

		expect( new URL( page.url() ).searchParams.get( 'filter_color' ) ).toBe( 'rojo' );
		const names = await page
			.locator( '[data-block-name="woocommerce/product-collection"]' )
			.first()
			.locator( '.wc-block-components-product-name' )
			.allTextContents();
		expect( names.length ).toBeGreaterThan( 0 );
		expect( names ).not.toContain( 'Arrocera' );
		expect( navigations.filter( ( url ) => ! url.includes( 'filter_color' ) ) ).toEqual( [] );
	} );

	it( 'given the store notice › when the shopper dismisses it › it is gone, and still gone after a reload', async () => {
		const { page } = suite.shopper;
		await page.goto( '/tienda/' );
		const notice = page.locator( '.woocommerce-store-notice' );
		await notice.waitFor();
		await notice.getByRole( 'button' ).click();
		await notice.waitFor( { state: 'hidden' } );

		await page.reload();
		await page.waitForLoadState( 'networkidle' );

		expect( await notice.isVisible() ).toBe( false );
	} );

	it( 'given a visit from a campaign link › when the shopper later places an order › POST /checkout carries the campaign’s source and medium in the order attribution', async () => {
		const { shopper } = suite;
		const { page } = shopper;
		await page.goto( '/tienda/?utm_source=boletin&utm_medium=email&utm_campaign=rebajas' );
		await page.goto( '/categoria-producto/cocina/' );
		await shopper.addToCart( RICE_COOKER );
		await page.goto( '/checkout/' );
		await fillGuestCheckout( page, MADRID_GUEST );
		await waitForCheckoutToSettle( page, shopper.watch );

		await placeOrderButton( page ).click();
		await waitForOrderReceived( page );

		const [ order ] = placeOrderRequests( shopper.watch );
		const attribution = JSON.parse( order!.body ?? '{}' ).extensions?.[
			'woocommerce/order-attribution'
		];
		expect( attribution ).toMatchObject( {
			source_type: 'utm',
			utm_source: 'boletin',
			utm_medium: 'email',
			utm_campaign: 'rebajas',
		} );
		expect( Number( attribution.session_pages ) ).toBeGreaterThanOrEqual( 3 );
	} );
} );
