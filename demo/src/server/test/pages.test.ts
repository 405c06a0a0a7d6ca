/**
 * @jest-environment node
 *
 * Tests of the demo's pages: the Spanish shop, add-to-cart links, the cart
 * page's preloads and settings.
 */
import { cookiesOf, printedGlobal, serveDemoForThisFile } from '../../test/demo-harness';

const shop = serveDemoForThisFile();
const { get } = shop;
const shopperWith = ( ...ids: number[] ) => shop.shopperWith( ...ids );

describe( 'the shop page', () => {
	it( 'given a visitor › when they open / › gets a Spanish page with the catalogue block, a button per simple product and the storefront scripts without React', async () => {
		const response = await get( '/' );
		const html = await response.text();
		const order = [
			'window.wcBlocksMiddlewareConfig =',
			'window.wcSettings =',
			'<script src="/cesta/vendor-base.js" defer></script>',
			'<script type="module" src="/cesta/storefront.js"></script>',
		].map( ( part ) => html.indexOf( part ) );

		expect( response.status ).toBe( 200 );
		expect( response.headers.get( 'content-type' ) ).toBe( 'text/html; charset=UTF-8' );
		expect( html ).toContain( '<html lang="es-ES">' );
		expect( html ).toContain(
			'<a class="skip-link" href="#contenido">Saltar al contenido</a>'
		);
		expect( order.every( ( index ) => index > -1 ) ).toBe( true );
		expect( [ ...order ].sort( ( a, b ) => a - b ) ).toEqual( order );
		expect( html ).not.toContain( '/cesta/vendor.js' );
		expect( html ).toContain( 'data-block-name="woocommerce/product-collection"' );
		expect( html ).toMatch(
			/<button type="button"[^>]*data-product_id="17"[^>]*aria-label="Añadir al carrito: “Ventilador de pie”"/
		);
		expect( html ).toContain( 'href="/?query-0-page=2"' );
		expect( printedGlobal( html, 'wcSettings' ).preloadedApiRequests ).toEqual( {} );
	} );

	it( 'given the catalogue › when the shop is shown › lists 9 products, ascending by title, then the on-sale list', async () => {
		const html = await ( await get( '/tienda/' ) ).text();
		const [ catalog, onSale ] = html
			.split( 'data-block-name="woocommerce/product-collection"' )
			.slice( 1 );
		const names = ( part: string ) =>
			[ ...part.matchAll( /wc-block-components-product-name"><a [^>]*>([^<]+)</g ) ].map(
				( match ) => match[ 1 ]
			);

		expect( names( catalog! ) ).toHaveLength( 9 );
		expect( names( catalog! ) ).toEqual(
			[ ...names( catalog! ) ].sort( ( a, b ) => a!.localeCompare( b!, 'es' ) )
		);
		expect( html.indexOf( '<h2 id="en-oferta">En oferta</h2>' ) ).toBeGreaterThan( -1 );
		expect( names( onSale! ) ).toEqual(
			expect.arrayContaining( [ 'Ventilador de pie', 'Arrocera' ] )
		);
	} );

	it( 'given products on sale › when the shop is shown › shows both prices in euros with their screen-reader text', async () => {
		const html = await ( await get( '/tienda/' ) ).text();

		expect( html ).toMatch( /<del aria-hidden="true"[^>]*>€49.99<\/del>/ );
		expect( html ).toContain( 'El precio original era: €49.99.' );
		expect( html ).toMatch( /<ins aria-hidden="true"[^>]*>€39.99<\/ins>/ );
		expect( html ).toContain( 'El precio actual es: €39.99.' );
	} );

	it( 'given the second page › when it is asked for › shows the next products and marks page 2 as current', async () => {
		const html = await ( await get( '/tienda/?query-0-page=2' ) ).text();

		expect( html ).toContain(
			'<span aria-current="page" class="page-numbers current">2</span>'
		);
		expect( html ).toMatch(
			/<a class="wp-block-query-pagination-previous" href="\/tienda\/(\?query-0-page=1)?"/
		);
	} );

	it( 'given an add-to-cart link › when followed › the shop adds the product, sets the session cookie and sends the visitor back', async () => {
		const response = await get( '/tienda/?add-to-cart=17' );

		expect( response.status ).toBe( 302 );
		expect( response.headers.get( 'location' ) ).toBe( `${ shop.demo.url }/tienda/` );
		expect( cookiesOf( response ) ).toMatch( /wp_woocommerce_session_[^=]+=/ );
	} );

	it( 'given a visitor with two items › when they open the shop › the Mini-Cart in the header counts them', async () => {
		const cookie = await shopperWith( 17, 21 );
		const html = await ( await get( '/', cookie ) ).text();

		expect( html ).toContain( 'data-block-name="woocommerce/mini-cart"' );
		expect( html ).toContain( 'aria-label="2 artículos en el carrito"' );
		expect( html ).toContain( '<span class="wc-block-mini-cart__badge">2</span>' );
	} );
} );

describe( 'the cart page', () => {
	it( 'given a visitor with items › when they open /carrito/ › the settings preload their own cart as WooCommerce prints it', async () => {
		const cookie = await shopperWith( 17, 21 );
		const response = await get( '/carrito/', cookie );
		const html = await response.text();
		const settings = printedGlobal( html, 'wcSettings' );
		const preloaded = settings.preloadedApiRequests[ '/wc/store/v1/cart' ];

		expect( response.headers.get( 'cache-control' ) ).toBe( 'no-store' );
		expect( preloaded.body.items.map( ( item: { id: number } ) => item.id ) ).toEqual( [
			17, 21,
		] );
		expect( preloaded.headers[ 'cart-hash' ] ).toMatch( /^[0-9a-f]{32}$/ );
		expect( preloaded.headers.nonce ).toMatch( /^[0-9a-f]{10}$/ );
	} );

	it( 'given a visitor with items › when the page prints the nonce seed › it is valid for their session (a write with it succeeds)', async () => {
		const cookie = await shopperWith( 17 );
		const html = await ( await get( '/carrito/', cookie ) ).text();
		const { storeApiNonce, wcStoreApiNonceTimestamp } = printedGlobal(
			html,
			'wcBlocksMiddlewareConfig'
		);
		const key = printedGlobal( html, 'wcSettings' ).preloadedApiRequests[ '/wc/store/v1/cart' ]
			.body.items[ 0 ].key;

		const update = await fetch( `${ shop.demo.url }/wp-json/wc/store/v1/cart/update-item`, {
			method: 'POST',
			headers: { cookie, Nonce: storeApiNonce, 'Content-Type': 'application/json' },
			body: JSON.stringify( { key, quantity: 3 } ),
		} );

		expect( wcStoreApiNonceTimestamp ).toMatch( /^\d+$/ );
		expect( update.status ).toBe( 200 );
		expect( ( await update.json() ).items_count ).toBe( 3 );
	} );

	it( 'given any visitor › when the cart page is printed › holds the cart block markup, the stylesheet and the scripts in order', async () => {
		const html = await ( await get( '/carrito/' ) ).text();
		const order = [
			'<link rel="stylesheet" href="/cesta/style.css">',
			'window.wcBlocksMiddlewareConfig =',
			'window.wcSettings =',
			'<script src="/cesta/vendor.js" defer></script>',
			'<script type="module" src="/cesta/cart.js"></script>',
		].map( ( part ) => html.indexOf( part ) );

		expect( order.every( ( index ) => index > -1 ) ).toBe( true );
		expect( [ ...order ].sort( ( a, b ) => a - b ) ).toEqual( order );
		expect( html ).toContain( '<h1>Carrito</h1>' );
		expect( html ).toMatch(
			/<div data-block-name="woocommerce\/cart"[^>]* class="wp-block-woocommerce-cart[^"]*is-loading"/
		);
		expect( html ).toContain( 'data-block-name="woocommerce/cart-line-items-block"' );
		expect( html ).toContain( 'href="/tienda/"' );
	} );

	it( 'given the sample shop › when the cart page is printed › the settings describe it: EUR, es_ES, store pages, countries, offline payment methods, a shopper who is not an admin', async () => {
		const settings = printedGlobal( await ( await get( '/carrito/' ) ).text(), 'wcSettings' );

		expect( settings.currency ).toMatchObject( {
			code: 'EUR',
			symbol: '€',
			symbolPosition: 'left',
			decimalSeparator: '.',
			thousandSeparator: ',',
			precision: 2,
		} );
		expect( settings.locale.siteLocale ).toBe( 'es_ES' );
		expect( settings.currentUserIsAdmin ).toBe( false );
		expect( settings.storePages.cart ).toEqual( {
			id: 6,
			title: 'Carrito',
			permalink: '/carrito/',
		} );
		expect( settings.storePages.checkout.permalink ).toBe( '/checkout/' );
		expect( settings.countries.ES ).toBe( 'España' );
		expect( settings.shippingCountries ).not.toHaveProperty( 'US' );
		expect( settings.allowedCountries.US ).toBe( 'Estados Unidos' );
		expect( settings.shippingStates.ES.M ).toBe( 'Madrid' );
		expect( settings.countryData.ES ).toMatchObject( {
			allowBilling: true,
			allowShipping: true,
		} );
		expect( settings.paymentMethodSortOrder ).toEqual( [ 'bacs', 'cheque', 'cod' ] );
		expect( settings.paymentMethodData.cod.title ).toBe( 'Contra reembolso' );
		expect( settings.paymentMethodData.bacs.title ).toBe( 'Transferencia bancaria directa' );
		expect( settings.taxesEnabled ).toBe( true );
		expect( settings.couponsEnabled ).toBe( true );
	} );

	it( 'given product names that could break out of a script › when preloaded › the page keeps one script per tag and the name survives intact', async () => {
		const hostile = 'Ventilador </script><script>alert(1)</script> <!-- \u2028 & fin';
		shop.demo.engine.updateProduct( 17, { name: hostile } );
		const cookie = await shopperWith( 17 );
		const html = await ( await get( '/carrito/', cookie ) ).text();

		expect( html ).not.toContain( '<script>alert(1)' );
		expect( html ).not.toContain( '\u2028' );
		expect( html.match( /<script/g )?.length ).toBe( html.match( /<\/script>/g )?.length );
		expect(
			printedGlobal( html, 'wcSettings' ).preloadedApiRequests[ '/wc/store/v1/cart' ].body
				.items[ 0 ].name
		).toBe( hostile );
	} );

	it( 'given a fault queued for the browser › when the page preloads the cart › the preload succeeds and the fault is left for the browser', async () => {
		shop.demo.faults.add( { status: 500, only: 'GET /cart' } );

		const html = await ( await get( '/carrito/' ) ).text();
		const browserCall = await get( '/wp-json/wc/store/v1/cart' );

		expect( printedGlobal( html, 'wcSettings' ).preloadedApiRequests ).toHaveProperty( [
			'/wc/store/v1/cart',
		] );
		expect( browserCall.status ).toBe( 500 );
	} );

	it( 'given the path without its trailing slash › redirects permanently to the page', async () => {
		const response = await get( '/carrito' );

		expect( response.status ).toBe( 301 );
		expect( response.headers.get( 'location' ) ).toBe( '/carrito/' );
	} );
} );
