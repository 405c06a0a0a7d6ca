/**
 * @jest-environment node
 *
 * Tests of the demo's checkout page: the Checkout block's markup, the cart
 * and `checkoutData` preloaded as WooCommerce prints them, the checkout
 * settings, the nonce seed, the sample address provider's script, and the
 * cart's link to it.
 */
import { sampleAddressProvider } from '@cesta/mocks/address-provider';

import { printedGlobal, serveDemoForThisFile } from '../../test/demo-harness';

const shop = serveDemoForThisFile();
const { get } = shop;

describe( 'the checkout page', () => {
	it( 'given a visitor with items › when they open /checkout/ › the settings preload their cart and their draft order (checkoutData) as WooCommerce prints them', async () => {
		const cookie = await shop.shopperWith( 17, 21 );
		const response = await get( '/checkout/', cookie );
		const settings = printedGlobal( await response.text(), 'wcSettings' );

		expect( response.status ).toBe( 200 );
		expect( response.headers.get( 'cache-control' ) ).toBe( 'no-store' );
		expect(
			settings.preloadedApiRequests[ '/wc/store/v1/cart' ].body.items.map(
				( item: { id: number } ) => item.id
			)
		).toEqual( [ 17, 21 ] );
		expect( settings.checkoutData ).toMatchObject( {
			status: 'checkout-draft',
			customer_id: 0,
			order_id: expect.any( Number ),
			billing_address: expect.objectContaining( { country: expect.any( String ) } ),
			shipping_address: expect.any( Object ),
			payment_method: expect.any( String ),
		} );
		const draft = shop.demo.engine.deps.orders
			.all()
			.find( ( order ) => order.id === settings.checkoutData.order_id );
		expect( draft?.status ).toBe( 'checkout-draft' );
	} );

	it( 'given the sample shop › when the checkout page is printed › the settings carry what WooCommerce 9.9.5 prints on its checkout page', async () => {
		const cookie = await shop.shopperWith( 17 );
		const settings = printedGlobal(
			await ( await get( '/checkout/', cookie ) ).text(),
			'wcSettings'
		);

		expect( settings ).toMatchObject( {
			isCheckoutBlock: true,
			checkoutAllowsGuest: true,
			checkoutAllowsSignup: true,
			checkoutShowLoginReminder: true,
			forcedBillingAddress: false,
			generatePassword: false,
			localPickupEnabled: true,
			localPickupText: 'Recogida en tienda',
			collectableMethodIds: [ 'pickup_location' ],
			shippingMethodsExist: true,
			paymentMethodSortOrder: [ 'bacs', 'cheque', 'cod' ],
			displayItemizedTaxes: true,
		} );
		expect( settings.defaultFields.email ).toMatchObject( { required: true, index: 0 } );
		expect( settings.addressFieldsLocations.address ).toContain( 'address_1' );
		expect( settings.countryData.ES.allowShipping ).toBe( true );
		expect(
			settings.addressAutocompleteProviders.map( ( p: { id: string } ) => p.id )
		).toEqual( [ sampleAddressProvider.id ] );
		expect( settings.defaultAddressFormat ).toContain( '{address_1}' );
	} );

	it( 'given an empty cart › when the checkout page is printed › no checkoutData (the shop refuses GET /checkout) and the block markup is still there', async () => {
		const html = await ( await get( '/checkout/' ) ).text();

		expect( printedGlobal( html, 'wcSettings' ) ).not.toHaveProperty( 'checkoutData' );
		expect( html ).toContain( 'data-block-name="woocommerce/checkout"' );
	} );

	it( 'given any visitor › when the checkout page is printed › holds the checkout block markup, the stylesheet, the scripts in order and then the address provider', async () => {
		const html = await ( await get( '/checkout/' ) ).text();
		const order = [
			'<link rel="stylesheet" href="/cesta/style.css">',
			'window.wcBlocksMiddlewareConfig =',
			'window.wcSettings =',
			'<script src="/cesta/vendor.js" defer></script>',
			'<script type="module" src="/cesta/checkout.js"></script>',
			'registerAddressAutocompleteProvider',
		].map( ( part ) => html.indexOf( part ) );

		expect( order.every( ( index ) => index > -1 ) ).toBe( true );
		expect( [ ...order ].sort( ( a, b ) => a - b ) ).toEqual( order );
		expect( html ).toContain( '<h1>Finalizar compra</h1>' );
		expect( html ).toMatch(
			/<div data-block-name="woocommerce\/checkout"[^>]* class="wp-block-woocommerce-checkout[^"]*is-loading"/
		);
		[
			'checkout-fields-block',
			'checkout-contact-information-block',
			'checkout-shipping-address-block',
			'checkout-payment-block',
			'checkout-actions-block',
			'checkout-order-summary-cart-items-block',
		].forEach( ( name ) =>
			expect( html ).toContain( `data-block-name="woocommerce/${ name }"` )
		);
		expect( html ).toMatch(
			/data-block-name="woocommerce\/checkout-actions-block"[^>]*data-show-return-to-cart="true"/
		);
	} );

	it( 'given the address provider script › when run on a page with window.wc.addressAutocomplete › it registers the sample provider', async () => {
		const html = await ( await get( '/checkout/' ) ).text();
		const script = html.match( /<script type="module">([\s\S]*?)<\/script>/ )![ 1 ]!;
		const registered: Array< { id: string; search: unknown } > = [];
		const page = {
			wc: {
				addressAutocomplete: {
					registerAddressAutocompleteProvider: ( provider: {
						id: string;
						search: unknown;
					} ) => registered.push( provider ),
				},
			},
		};

		new Function( 'window', script )( page );

		expect( registered.map( ( provider ) => provider.id ) ).toEqual( [
			sampleAddressProvider.id,
		] );
		expect( typeof registered[ 0 ]!.search ).toBe( 'function' );
	} );

	it( 'given a visitor with items › when the page prints the nonce seed › a write with it succeeds', async () => {
		const cookie = await shop.shopperWith( 17 );
		const html = await ( await get( '/checkout/', cookie ) ).text();
		const { storeApiNonce } = printedGlobal( html, 'wcBlocksMiddlewareConfig' );

		const update = await fetch( `${ shop.demo.url }/wp-json/wc/store/v1/cart/update-customer`, {
			method: 'POST',
			headers: { cookie, Nonce: storeApiNonce, 'Content-Type': 'application/json' },
			body: JSON.stringify( { billing_address: { email: 'lucia.garcia@example.com' } } ),
		} );

		expect( update.status ).toBe( 200 );
	} );

	it( 'given the cart page › its proceed-to-checkout link leads to the checkout page, which answers', async () => {
		const settings = printedGlobal( await ( await get( '/carrito/' ) ).text(), 'wcSettings' );

		expect( settings.storePages.checkout.permalink ).toBe( '/checkout/' );
		expect( ( await get( '/checkout/' ) ).status ).toBe( 200 );
		expect( ( await get( '/checkout' ) ).headers.get( 'location' ) ).toMatch( /\/checkout\/$/ );
	} );
} );
