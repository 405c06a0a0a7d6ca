/**
 * @jest-environment node
 *
 * Conformance tests of the classic storefront endpoints: wc-ajax, add-to-cart
 * links, swatches, banner.
 */
import { serveShopForThisFile } from './server';
import type { Shopper } from './shopper';

const shop = serveShopForThisFile();

const ajax = ( shopper: Shopper, action: string, form: string ) =>
	shopper.fetchUrl( `${ shop.server.url }/?wc-ajax=${ action }`, 'POST', {
		raw: form,
		contentType: 'application/x-www-form-urlencoded',
	} );

describe( 'classic storefront endpoints', () => {
	it( 'given a simple product › when ?wc-ajax=add_to_cart › answers fragments and cart_hash and sets the cart cookies', async () => {
		const shopper = shop.shopper();
		const reply = await ajax( shopper, 'add_to_cart', 'product_id=17&quantity=2' );
		expect( reply.status ).toBe( 200 );
		expect( Object.keys( reply.body.fragments ) ).toEqual( [
			'div.widget_shopping_cart_content',
		] );
		expect( reply.body.fragments[ 'div.widget_shopping_cart_content' ] ).toContain(
			'Ventilador de pie'
		);
		expect( reply.body.cart_hash ).toMatch( /^[0-9a-f]{32}$/ );
		expect( shopper.cookies.get( 'woocommerce_cart_hash' ) ).toBe( reply.body.cart_hash );
	} );

	it( 'given the classic cart › when the Store API cart is read with the same cookies › holds the same items', async () => {
		const shopper = shop.shopper();
		await ajax( shopper, 'add_to_cart', 'product_id=21' );
		expect(
			( await shopper.get( '/cart' ) ).body.items.map( ( item: { id: number } ) => item.id )
		).toEqual( [ 21 ] );
	} );

	it( 'given a variable product without a choice › when ?wc-ajax=add_to_cart › answers error with the product URL', async () => {
		const reply = await ajax( shop.shopper(), 'add_to_cart', 'product_id=27' );
		expect( reply.body ).toEqual( {
			error: true,
			product_url: `${ shop.server.url }/product/camiseta/`,
		} );
	} );

	it( 'given a line › when ?wc-ajax=remove_from_cart › answers fresh fragments with the empty mini cart', async () => {
		const shopper = shop.shopper();
		await ajax( shopper, 'add_to_cart', 'product_id=17' );
		const reply = await ajax(
			shopper,
			'remove_from_cart',
			'cart_item_key=70efdf2ec9b086079795c442636b55fb'
		);
		expect( reply.body.fragments[ 'div.widget_shopping_cart_content' ] ).toContain(
			'No products in the cart.'
		);
		expect( reply.body.cart_hash ).toBe( '' );
	} );

	it( 'given an unknown key › when ?wc-ajax=remove_from_cart › answers {success: false}', async () => {
		const reply = await ajax( shop.shopper(), 'remove_from_cart', 'cart_item_key=nada' );
		expect( reply.body ).toEqual( { success: false } );
	} );

	it( 'given chosen attributes › when ?wc-ajax=get_variation › answers the variation data', async () => {
		const reply = await ajax(
			shop.shopper(),
			'get_variation',
			'product_id=80&attribute_pa_color=gris&attribute_pa_talla=s'
		);
		expect( reply.body ).toMatchObject( {
			variation_id: 86,
			is_in_stock: true,
			is_purchasable: true,
			min_qty: 2,
			max_qty: 4,
			is_sold_individually: 'no',
			sku: 'SUD-001-GRIS-S',
		} );
		expect( reply.body.image.thumb_src ).toContain( '-300x300.svg' );
	} );

	it( 'given a combination that does not exist › when ?wc-ajax=get_variation › answers false', async () => {
		const reply = await ajax(
			shop.shopper(),
			'get_variation',
			'product_id=80&attribute_pa_color=gris&attribute_pa_talla=xl'
		);
		expect( reply.body ).toBe( false );
	} );

	it( 'given a cart › when ?wc-ajax=get_refreshed_fragments › answers the mini cart and the hash', async () => {
		const shopper = shop.shopper();
		await ajax( shopper, 'add_to_cart', 'product_id=23' );
		const reply = await ajax( shopper, 'get_refreshed_fragments', 'time=1' );
		expect( reply.body.fragments[ 'div.widget_shopping_cart_content' ] ).toContain(
			'Olla a presión'
		);
	} );

	it( 'given an ?add-to-cart link › when followed › adds the product and redirects to the page without it', async () => {
		const shopper = shop.shopper();
		const reply = await shopper.fetchUrl(
			`${ shop.server.url }/product-tag/novedad/?add-to-cart=40`,
			'GET'
		);
		expect( reply.status ).toBe( 302 );
		expect( reply.headers.get( 'location' ) ).toBe(
			`${ shop.server.url }/product-tag/novedad/`
		);
		expect( ( await shopper.get( '/cart' ) ).body.items[ 0 ].id ).toBe( 40 );
	} );

	it( 'given the swatches quick add with its nonce › when posted to admin-ajax › adds the variation', async () => {
		const shopper = shop.shopper();
		const { swatchesNonce } = (
			await shopper.fetchUrl( `${ shop.server.url }/__mock/session`, 'GET' )
		).body;
		const form = `action=cesta_swatches_add_to_cart&product_id=27&variation_id=31&variation[attribute_pa_color]=azul&security=${ swatchesNonce }`;
		const reply = await shopper.fetchUrl(
			`${ shop.server.url }/wp-admin/admin-ajax.php`,
			'POST',
			{ raw: form, contentType: 'application/x-www-form-urlencoded' }
		);
		expect( reply.body.cart_hash ).toMatch( /^[0-9a-f]{32}$/ );
		expect( ( await shopper.get( '/cart' ) ).body.items[ 0 ].id ).toBe( 31 );
	} );

	it( 'given a bad security nonce › when the swatches quick add is posted › answers 403 -1 as check_ajax_referer does', async () => {
		const form =
			'action=cesta_swatches_add_to_cart&product_id=27&variation_id=31&security=nope';
		const reply = await shop
			.shopper()
			.fetchUrl( `${ shop.server.url }/wp-admin/admin-ajax.php`, 'POST', {
				raw: form,
				contentType: 'application/x-www-form-urlencoded',
			} );
		expect( reply.status ).toBe( 403 );
		expect( reply.body ).toBe( -1 );
	} );

	it( 'given the REST nonce › when the footer banner is dismissed › answers the stored meta', async () => {
		const shopper = shop.shopper();
		const { wpRestNonce } = (
			await shopper.fetchUrl( `${ shop.server.url }/__mock/session`, 'GET' )
		).body;
		const reply = await shopper.fetchUrl(
			`${ shop.server.url }/wp-json/wp/v2/users/me`,
			'POST',
			{
				body: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
				headers: { 'X-WP-Nonce': wpRestNonce },
			}
		);
		expect( reply.status ).toBe( 200 );
		expect( reply.body.woocommerce_meta ).toEqual( { coming_soon_banner_dismissed: 'yes' } );
	} );

	it( 'given no REST nonce › when the banner is dismissed › answers 401 rest_not_logged_in', async () => {
		const reply = await shop
			.shopper()
			.fetchUrl( `${ shop.server.url }/wp-json/wp/v2/users/me`, 'POST', {
				body: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
			} );
		expect( reply.status ).toBe( 401 );
		expect( reply.body.code ).toBe( 'rest_not_logged_in' );
	} );
} );
